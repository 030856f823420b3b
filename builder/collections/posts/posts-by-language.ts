/**
 * The posts of each language of the site, as its pages, lists and feeds show them: which exist in
 * the language (the default's, and each translation in content/<tag>/writing/), where each one's
 * page is, and which are listed there in another language. Read by the site map, the pages, the
 * portfolio's Writing section and the feeds, so they all agree on what is published.
 */
import type { Post } from '../../../shared/schema.ts';
import {
  type CollectionOptions,
  collectionEntryPath,
  collectionIndexPath,
  type EntryPlace,
  entriesByLanguage,
  type LanguageEntry,
} from '../../collection-entries.ts';
import type { ContentFrom } from '../../content/content-folder.ts';
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

/** A post and its place in a language; one that lives elsewhere has no page here, and its address is there. */
const languagePostOf = (post: Post, { lang, href, page, alternates }: EntryPlace): LanguagePost => ({
  slug: post.slug,
  lastModified: post.updated ?? post.date,
  post,
  lang,
  href: post.external ?? href,
  ...(!post.external && page !== undefined && { page }),
  alternates: post.external ? [] : alternates,
});

const newestFirst = (a: LanguagePost, b: LanguagePost) =>
  b.post.date.localeCompare(a.post.date) || a.post.title.localeCompare(b.post.title);

/**
 * Each language's posts, newest first (by date, then by title): every post of the site, in the
 * language's own words where it has them, else in the default's, linking to the default's page.
 */
export const postsByLanguage = (
  localized: Pick<LocalizedContent, 'defaultLocale' | 'locales' | 'byLocale'>,
  from?: ContentFrom,
  options: PostsOptions = {},
): Record<string, LanguagePost[]> =>
  entriesByLanguage('posts', localized, from, options, languagePostOf, newestFirst);
