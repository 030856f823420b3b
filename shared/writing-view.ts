/**
 * What the posts' pages, their index and the portfolio's Writing section show, made at build time
 * (builder/collections/posts/): every date, number and reading time already written in the page's language,
 * so the phone needs no Intl, and a section the script hydrates shows the text the server wrote.
 */
import type { BuiltImage } from './schema.ts';
import type { WritingTexts } from './texts/writing.ts';

/** A post in a list: the index, the Writing section, a feed. */
export type PostSummary = {
  slug: string;
  title: string;
  description: string;
  /** The language its text is in, when it is not the page's (a post not translated yet). */
  lang?: string;
  dir?: 'ltr' | 'rtl';
  /** Its page, or, for a post that lives elsewhere, its address there. */
  href: string;
  /** A post that lives elsewhere: the name of the site it is on ("dev.to"). */
  externalSite?: string;
  /** YYYY-MM-DD, and as the page's language writes it. */
  date: string;
  dateText: string;
  /** "5 min read", in the page's language; none for a post that lives elsewhere. */
  readingText?: string;
  /** Shown by `npm run dev` only. */
  draft?: boolean;
};

/** A post's own page. */
export type PostView = PostSummary & {
  /** Its body, sanitized HTML (builder/markdown/markdown.ts). */
  html: string;
  tags: string[];
  updated?: string;
  updatedText?: string;
  /** Where it was first published, and that site's name. */
  canonical?: string;
  canonicalSite?: string;
  /** Its `image`, as built (builder/images/article-images.ts), shown above its body. */
  image?: BuiltImage;
};

/** How many of the newest posts the portfolio's Writing section shows; the rest are a link away, on the list. */
export const newestPostsShown = 3;

/** A language's posts, for its index and its portfolio's Writing section. */
export type WritingData = {
  texts: WritingTexts;
  /** The language's index of posts: `/writing/`, `/de/writing/`. */
  indexHref: string;
  posts: PostSummary[];
};

declare module './collection-pages.ts' {
  /** The posts' pages: a post's, and a language's index of them. */
  interface CollectionPageViews {
    posts:
      | { collection: 'posts'; page: 'entry'; post: PostView; writing: WritingData }
      | { collection: 'posts'; page: 'index'; writing: WritingData };
  }
}
