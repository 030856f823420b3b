import pages from 'virtual:pages';
import { createContext, use } from 'react';
import type { PageData } from '../shared/page-data.ts';
import { showsSection } from '../shared/sections.ts';

/**
 * This document's language's data (shared/page-data.ts), by its address: `/de/` is German, `/`
 * the default language (shared/locales.ts). Not by `<html lang>`, which a browser's translator
 * rewrites before the script runs. The default language's where there is no document.
 */
export function documentPage(): PageData {
  const tag = typeof location === 'undefined' ? '' : location.pathname.split('/')[1];
  return pages.pages[tag] ?? pages.pages[pages.defaultLocale];
}

/** The page's language and all it knows without the API; the prerender provides each in turn. */
export const PageContext = createContext<PageData>(documentPage());

export const usePage = (): PageData => use(PageContext);

/**
 * For an element showing a content field: the default language's `lang` (and `dir`) when this
 * page's language leaves the field untranslated, else nothing (shared/page-data.ts). Spread it:
 * `<p {...untranslated('about', 'content', 1)}>`.
 */
export function useUntranslated() {
  const { fields, attributes } = usePage().untranslated;
  return (key: string, ...path: (string | number)[]) =>
    fields[key]?.includes(path.join('.')) ? attributes : undefined;
}

/**
 * Whether the page shows a part of it (a section, by its id, or the footer's Follow Me block):
 * every part but those showing a kind of content the owner has no file of (`leftOut`).
 */
export function useShown(): (part: string) => boolean {
  const page = usePage();
  return (part) => showsSection(page, part);
}

/** Every language's page data, for the prerender. */
export { pages };

/**
 * On a page of the site other than the portfolio (a post, the list of posts): the portfolio's
 * address in its language, where the top bar's and the footer's links to its sections lead.
 * None on the portfolio itself.
 */
export const OtherPageContext = createContext<{ portfolio: string } | null>(null);

/** A link to a section of the portfolio: `#about` on it, `/de/#about` from another page. */
export function useSectionHref(): (id: string) => string {
  const other = use(OtherPageContext);
  return (id) => `${other?.portfolio ?? ''}#${id}`;
}
