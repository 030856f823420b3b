/**
 * The posts of each language of the site, as its pages, lists and feeds show them: which exist in
 * the language (the default's, and each translation in content/<tag>/writing/), where each one's
 * page is, and which are listed there in another language. Read by the site map, the pages, the
 * portfolio's Writing section and the feeds, so they all agree on what is published.
 */
import { shownPosts } from '../../../shared/posts.ts';
import type { Post } from '../../../shared/schema.ts';
import {
  type CollectionOptions,
  collectionEntryPath,
  collectionIndexPath,
  type LanguageEntry,
} from '../../collection-entries.ts';
import { type ContentFrom, contentFolderOf } from '../../content/content-folder.ts';
import type { LocalizedContent } from '../../content/overlays.ts';

/** A post as a language lists it; `page` and `alternates` are its pages', as the site map has them. */
export type LanguagePost = LanguageEntry & {
  post: Post;
  /** The language its text is in: the page's, or the default's where it is not translated. */
  lang: string;
  /** Its page in that language (`/writing/<slug>/`, `/de/writing/<slug>/`), or where it lives elsewhere. */
  href: string;
};

export type PostsOptions = CollectionOptions;

/** Where a language's posts are listed: `/writing/`, `/de/writing/` (the registry's `pages.path`). */
export const writingIndexPath = (locale: string, defaultLocale: string): string =>
  collectionIndexPath('posts', locale, defaultLocale);

/** A post's own page in a language. */
export const postPath = (slug: string, locale: string, defaultLocale: string): string =>
  collectionEntryPath('posts', slug, locale, defaultLocale);

/**
 * Each language's posts, newest first (by date, then by title): every post of the site, in the
 * language's own words where it has them, else in the default's, linking to the default's page.
 */
export function postsByLanguage(
  localized: Pick<LocalizedContent, 'defaultLocale' | 'locales' | 'byLocale'>,
  from?: ContentFrom,
  { drafts = false, today }: PostsOptions = {},
): Record<string, LanguagePost[]> {
  const { defaultLocale, locales, byLocale } = localized;
  const folder = contentFolderOf(from);
  const translated = new Map(
    locales.map((locale) => {
      const own = locale === defaultLocale ? byLocale[locale].posts : folder.data('posts', locale);
      return [locale, new Set(((own ?? []) as Pick<Post, 'slug'>[]).map(({ slug }) => slug))];
    }),
  );
  const languagesOf = (slug: string) => locales.filter((locale) => translated.get(locale)?.has(slug));
  return Object.fromEntries(
    locales.map((locale) => {
      const posts = shownPosts(byLocale[locale].posts, { drafts, today }).map((post): LanguagePost => {
        const lang = translated.get(locale)?.has(post.slug) ? locale : defaultLocale;
        const alternates = post.external
          ? []
          : languagesOf(post.slug).map((other) => ({
              locale: other,
              path: postPath(post.slug, other, defaultLocale),
            }));
        const own = postPath(post.slug, lang, defaultLocale);
        return {
          slug: post.slug,
          lastModified: post.updated ?? post.date,
          post,
          lang,
          href: post.external ?? own,
          ...(!post.external && lang === locale && { page: own }),
          alternates,
        };
      });
      return [locale, posts.sort(newestFirst)];
    }),
  );
}

const newestFirst = (a: LanguagePost, b: LanguagePost) =>
  b.post.date.localeCompare(a.post.date) || a.post.title.localeCompare(b.post.title);
