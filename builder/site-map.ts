/**
 * The map of the site: every page it serves, in every language, with its alternates and its last
 * change, and every file the Worker counts as a download. The prerender, the sitemap and hreflang,
 * the dev server's pages and the Worker's counting (made at build time, countedPathsOf) all read
 * this one map; a collection's pages follow from its registry entry.
 */
import type { CollectionKey } from '../shared/content-files.ts';
import { localizedPath, pagePathOf } from '../shared/locales.ts';
import {
  type CollectionEntries,
  collectionIndexPath,
  type LanguageEntry,
  pagesOf,
} from './collection-entries.ts';
import type { LocalizedContent } from './content/overlays.ts';

/**
 * A page of the site: the portfolio itself, one per language (spec §2); and for each collection
 * with entries (shared/content-files.ts `pages`), each entry's page in each language that has it,
 * and each language's index of its entries.
 */
export type SitePage = {
  path: string;
  locale: string;
  /** The same page in every language that has it, this one included: its hreflang set. */
  alternates: { locale: string; path: string }[];
  /** Its last change: the build's, for a page made from all of content/. */
  lastModified: Date;
} & (
  | { kind: 'portfolio' }
  | { kind: 'index'; collection: CollectionKey }
  | { kind: 'entry'; collection: CollectionKey; slug: string }
);

/** A kind of page: the portfolio, or a collection's index or entry. */
export type PageKind = SitePage['kind'];

/** A page of a collection's. */
export type CollectionPage = Exclude<SitePage, { kind: 'portfolio' }>;

/** A file a visitor downloads (the résumé, as PDF and JSON Resume), counted as a download. */
export type SiteDownload = { path: string; locale: string };

export type SiteMap = {
  defaultLocale: string;
  /** Every language, the default first. */
  locales: string[];
  pages: SitePage[];
  downloads: SiteDownload[];
};

/** The map of the site: its portfolios, each collection's pages from its entries by language, its downloads. */
export function siteMapOf(
  localized: Pick<LocalizedContent, 'defaultLocale' | 'locales' | 'byLocale'>,
  builtAt = new Date(),
  entries: CollectionEntries = {},
): SiteMap {
  const { defaultLocale, locales, byLocale } = localized;
  const portfolios = locales.map((locale) => ({ locale, path: pagePathOf(locale, defaultLocale) }));
  const pages: SitePage[] = portfolios.map(({ locale, path }) => ({
    path,
    locale,
    kind: 'portfolio' as const,
    alternates: portfolios,
    lastModified: builtAt,
  }));
  for (const [collection, byLanguage] of Object.entries(entries) as [
    CollectionKey,
    Record<string, LanguageEntry[]>,
  ][]) {
    const declared = pagesOf(collection);
    // Each language lists every entry, so each has its index once the collection has one.
    const indexes = locales.map((locale) => ({
      locale,
      path: collectionIndexPath(collection, locale, defaultLocale),
    }));
    for (const { locale, path } of indexes) {
      const own = byLanguage[locale] ?? [];
      if (own.length === 0) continue;
      const newest = own
        .map(({ lastModified }) => lastModified)
        .sort()
        .at(-1) as string;
      if (declared.index)
        pages.push({
          path,
          locale,
          kind: 'index',
          collection,
          alternates: indexes,
          lastModified: new Date(newest),
        });
      if (declared.entry)
        for (const { slug, page, alternates, lastModified } of own)
          if (page)
            pages.push({
              path: page,
              locale,
              kind: 'entry',
              collection,
              slug,
              alternates,
              lastModified: new Date(lastModified),
            });
    }
  }
  const downloads = locales.flatMap((locale) =>
    [byLocale[locale].site.resumePath, '/resume.json'].map((path) => ({
      path: localizedPath(path, locale, defaultLocale),
      locale,
    })),
  );
  return { defaultLocale, locales, pages, downloads };
}

/** Whether a page takes responses: an entry of a collection whose registry entry says `responses`. */
export const takesResponses = (page: SitePage): boolean =>
  page.kind === 'entry' && pagesOf(page.collection).responses === true;

/** The published entry pages, in every language, that take responses (worker/responses/). */
export function responsePagesOf({ pages }: SiteMap): Record<string, true> {
  return Object.fromEntries(
    pages.flatMap((page) => (takesResponses(page) ? [[page.path, true] as const] : [])),
  );
}

/** What the Worker counts (worker/counting/): each page a view, each download a download. */
export function countedPathsOf({ pages, downloads }: SiteMap): Record<string, 'view' | 'download'> {
  return Object.fromEntries([
    ...pages.map(({ path }) => [path, 'view'] as const),
    ...downloads.map(({ path }) => [path, 'download'] as const),
  ]);
}
