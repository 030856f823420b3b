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
import {
  type LanguagePost,
  type PostsOptions,
  postsByLanguage,
  writingIndexPath,
} from './writing/posts-by-language.ts';

/**
 * A kind of page: the portfolio itself, one per language (spec §2); when the site has posts, each
 * post's page in each language that has it, and each language's list of its posts.
 */
export type PageKind = 'portfolio' | 'post' | 'writing';

export type SitePage = {
  path: string;
  locale: string;
  kind: PageKind;
  /** A post's page: its slug. */
  slug?: string;
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
  posts: Record<string, LanguagePost[]> = {},
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
  // Each language lists every post, so each has its list once the site has one.
  const lists = locales.map((locale) => ({ locale, path: writingIndexPath(locale, defaultLocale) }));
  for (const { locale, path } of lists) {
    const own = posts[locale] ?? [];
    if (own.length === 0) continue;
    const newest = own
      .map(({ post }) => post.updated ?? post.date)
      .sort()
      .at(-1) as string;
    pages.push({ path, locale, kind: 'writing', alternates: lists, lastModified: new Date(newest) });
    for (const { post, page, alternates } of own)
      if (page)
        pages.push({
          path: page,
          locale,
          kind: 'post',
          slug: post.slug,
          alternates,
          lastModified: new Date(post.updated ?? post.date),
        });
  }
  const downloads = locales.flatMap((locale) =>
    [byLocale[locale].site.resumePath, '/resume.json'].map((path) => ({
      path: localizedPath(path, locale, defaultLocale),
      locale,
    })),
  );
  return { defaultLocale, locales, pages, downloads };
}

/**
 * The map of the site the content describes, made once per snapshot of content/: the published
 * posts' pages, or with `drafts` (`npm run dev`) every post's.
 */
export const loadSiteMap = (from?: ContentFrom, options: PostsOptions = {}): SiteMap => {
  const folder = contentFolderOf(from);
  return folder.once(`site map${options.drafts ? ' with drafts' : ''}${options.today ?? ''}`, () => {
    const localized = loadLocalizedContent(folder);
    return siteMapOf(localized, new Date(), postsByLanguage(localized, folder, options));
  });
};

/** What the Worker counts (worker/counting/): each page a view, each download a download. */
export function countedPathsOf({ pages, downloads }: SiteMap): Record<string, 'view' | 'download'> {
  return Object.fromEntries([
    ...pages.map(({ path }) => [path, 'view'] as const),
    ...downloads.map(({ path }) => [path, 'download'] as const),
  ]);
}
