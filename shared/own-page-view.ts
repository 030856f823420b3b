/**
 * What an owner's own page shows (beyond the spec: content/pages/<slug>.md at /<slug>/), made at
 * build time (builder/collections/pages/): its day already written in the page's language.
 */
import type { WritingTexts } from './texts/writing.ts';

/** The posts' words an owner's page shows too: when it changed, a draft, its footnotes. */
export type OwnPageTexts = Pick<WritingTexts, 'updated' | 'draft' | 'footnotes' | 'footnoteBack'>;

export type OwnPageView = {
  slug: string;
  title: string;
  /** Its `updated`, YYYY-MM-DD, and as the page's language writes it. */
  updated?: string;
  updatedText?: string;
  /** Shown by `npm run dev` only. */
  draft?: boolean;
  /** Its body, sanitized HTML (builder/markdown/markdown.ts, as a post's). */
  html: string;
};

/**
 * A page of the owner's in the footer (its `footer: true`): its title and address in a language,
 * the default's where it is not translated, marked with that language (`lang`, and `dir` where it differs).
 */
export type FooterLink = { href: string; title: string; lang?: string; dir?: 'ltr' | 'rtl' };

declare module './collection-pages.ts' {
  /** The owner's pages: each one's own (they have no index). */
  interface CollectionPageViews {
    pages: { collection: 'pages'; page: 'entry'; ownPage: OwnPageView; texts: OwnPageTexts };
  }
}
