import pages from 'virtual:pages';
import { createContext, use } from 'react';
import type { PageData } from '../shared/page-data.ts';

/**
 * This document's language's data (shared/page-data.ts), by its `<html lang>`, which the
 * prerender and the dev server set; the default language's where there is no document.
 */
export function documentPage(): PageData {
  const lang = typeof document === 'undefined' ? pages.defaultLocale : document.documentElement.lang;
  return pages.pages[lang] ?? pages.pages[pages.defaultLocale];
}

/** The page's language and all it knows without the API; the prerender provides each in turn. */
export const PageContext = createContext<PageData>(documentPage());

export const usePage = (): PageData => use(PageContext);

/** Every language's page data, for the prerender. */
export { pages };
