/**
 * The map of the site: every page it serves, in every language, with its alternates and its last
 * change, and every file the Worker counts as a download. The prerender, the sitemap and hreflang,
 * the dev server's pages and the Worker's counting (made at build time, countedPathsOf) all read
 * this one map, so a new kind of page is added here once.
 */
import { localizedPath, pagePathOf } from '../shared/locales.ts';
import { type ContentFrom, contentFolderOf } from './content/content-folder.ts';
import { loadLocalizedContent } from './content/load.ts';
import type { LocalizedContent } from './content/overlays.ts';

/** A kind of page: the portfolio itself, one per language (spec §2). */
export type PageKind = 'portfolio';

export type SitePage = {
  path: string;
  locale: string;
  kind: PageKind;
  /** The same page in every language that has it, this one included: its hreflang set. */
  alternates: { locale: string; path: string }[];
  /** Its last change: the build's, for a page made from all of content/. */
  lastModified: Date;
};

/** A file a visitor downloads (the résumé, as PDF and JSON Resume), counted as a download. */
export type SiteDownload = { path: string; locale: string };

export type SiteMap = {
  defaultLocale: string;
  /** Every language, the default first. */
  locales: string[];
  pages: SitePage[];
  downloads: SiteDownload[];
};

export function siteMapOf(
  localized: Pick<LocalizedContent, 'defaultLocale' | 'locales' | 'byLocale'>,
  builtAt = new Date(),
): SiteMap {
  const { defaultLocale, locales, byLocale } = localized;
  const portfolios = locales.map((locale) => ({ locale, path: pagePathOf(locale, defaultLocale) }));
  const pages = portfolios.map(({ locale, path }) => ({
    path,
    locale,
    kind: 'portfolio' as const,
    alternates: portfolios,
    lastModified: builtAt,
  }));
  const downloads = locales.flatMap((locale) =>
    [byLocale[locale].site.resumePath, '/resume.json'].map((path) => ({
      path: localizedPath(path, locale, defaultLocale),
      locale,
    })),
  );
  return { defaultLocale, locales, pages, downloads };
}

/** The map of the site the content describes, made once per snapshot of content/. */
export const loadSiteMap = (from?: ContentFrom): SiteMap => {
  const folder = contentFolderOf(from);
  return folder.once('site map', () => siteMapOf(loadLocalizedContent(folder)));
};

/** What the Worker counts (worker/counting/): each page a view, each download a download. */
export function countedPathsOf({ pages, downloads }: SiteMap): Record<string, 'view' | 'download'> {
  return Object.fromEntries([
    ...pages.map(({ path }) => [path, 'view'] as const),
    ...downloads.map(({ path }) => [path, 'download'] as const),
  ]);
}
