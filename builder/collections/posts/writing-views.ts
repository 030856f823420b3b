/**
 * What each language's pages show of its posts (shared/writing-view.ts), with every date, number
 * and reading time written in that language at build time.
 */
import { join } from 'node:path';
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { isPublished } from '../../../shared/posts.ts';
import type { BuiltImage, Post } from '../../../shared/schema.ts';
import { fillText } from '../../../shared/texts/fill.ts';
import { resolveWritingTexts } from '../../../shared/texts/index.ts';
import type { WritingTexts } from '../../../shared/texts/writing.ts';
import type { PostSummary, PostView, WritingData } from '../../../shared/writing-view.ts';
import { cachedJsonSync, cacheKey } from '../../build-cache.ts';
import type { LocalizedContent } from '../../content/overlays.ts';
import { dayText } from '../../dates.ts';
import { readingMinutes, readingSizeOf } from '../../markdown/reading-time.ts';
import { moduleVersion } from '../../module-version.ts';
import { isRightToLeft } from '../../page-data.ts';
import { type LanguagePost, writingIndexPath } from './posts-by-language.ts';

/** A site's name as a reader knows it, from an address: "https://www.dev.to/me/post" → "dev.to". */
export const siteNameOf = (url: string): string => new URL(url).hostname.replace(/^www\./, '');

const markdownParser = unified().use(remarkParse).use(remarkGfm);

/**
 * A post's reading size, kept in the build cache by its Markdown: every build lists every post,
 * and parsing 400 of them takes seconds.
 */
const readingSizeOfMarkdown = (body: string) =>
  cachedJsonSync(
    'reading-size',
    cacheKey(moduleVersion(join(import.meta.dirname, 'writing-views.ts')), body),
    () => readingSizeOf(markdownParser.parse(body) as Root),
  );

/** "5 min read" in the language, from the post's Markdown, code left out. */
export function readingText(body: string, locale: string, texts: WritingTexts): string {
  const minutes = readingMinutes(readingSizeOfMarkdown(body));
  return fillText(texts.readingTime, { minutes: new Intl.NumberFormat(locale).format(minutes) });
}

export function postSummaryOf(entry: LanguagePost, locale: string, texts: WritingTexts): PostSummary {
  const { post, lang, href } = entry;
  return {
    slug: post.slug,
    title: post.title,
    description: post.description,
    ...(lang !== locale && {
      lang,
      ...(isRightToLeft(lang) !== isRightToLeft(locale) && { dir: isRightToLeft(lang) ? 'rtl' : 'ltr' }),
    }),
    href,
    ...(post.external && { externalSite: siteNameOf(post.external) }),
    date: post.date,
    dateText: dayText(post.date, locale),
    ...(!post.external && { readingText: readingText(post.body, locale, texts) }),
    // Shown by `npm run dev` only: a draft, or a post dated after today.
    ...(!isPublished(post) && { draft: true }),
  };
}

/** A post's page in its language, its body as builder/markdown/markdown.ts made it. */
export function postViewOf(
  summary: PostSummary,
  post: Post,
  locale: string,
  html: string,
  image?: Omit<BuiltImage, 'alt'>,
): PostView {
  return {
    ...summary,
    html,
    // Without imageAlt the picture is decorative: the title above it says what the post is.
    ...(image && { image: { alt: post.imageAlt ?? '', ...image } }),
    tags: post.tags ?? [],
    ...(post.updated && { updated: post.updated, updatedText: dayText(post.updated, locale) }),
    ...(post.canonical && { canonical: post.canonical, canonicalSite: siteNameOf(post.canonical) }),
  };
}

export type LanguageWriting = WritingData & {
  /** The posts as the site map has them, in the list's order. */
  entries: LanguagePost[];
};

/**
 * Each language's posts, for its list, its portfolio's Writing section and its feeds, from the
 * posts each language lists (./posts-by-language.ts): none for a language without a post, so a
 * site without posts has its pages as they were.
 */
export function writingOf(
  localized: Pick<LocalizedContent, 'defaultLocale' | 'byLocale'>,
  byLanguage: Record<string, LanguagePost[]>,
): Record<string, LanguageWriting> {
  return Object.fromEntries(
    Object.entries(byLanguage).flatMap(([locale, entries]) => {
      if (entries.length === 0) return [];
      const { texts } = resolveWritingTexts(locale, localized.byLocale[locale].site.texts);
      const writing: LanguageWriting = {
        texts,
        indexHref: writingIndexPath(locale, localized.defaultLocale),
        posts: entries.map((entry) => postSummaryOf(entry, locale, texts)),
        entries,
      };
      return [[locale, writing]];
    }),
  );
}
