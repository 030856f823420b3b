/**
 * The head of a post's page and of a language's list of posts: what search engines and link
 * previews read (title, description, canonical, hreflang, Open Graph's article, BlogPosting JSON-LD).
 */
import { localizedPath } from '../../shared/locales.ts';
import type { Site } from '../../shared/schema.ts';
import { fillText } from '../../shared/texts/fill.ts';
import type { WritingTexts } from '../../shared/texts/writing.ts';
import type { PostView } from '../../shared/writing-view.ts';
import { escapeHtml } from '../escape-markup.ts';
import { alternates, iconPath, ogLocale, shareImagePath, themeColor, touchIconPath } from '../seo/head.ts';
import { shareImageSize } from '../seo/share-image.ts';
import type { SitePage } from '../site-map.ts';
import { type PostCard, postShareImagePath } from './post-share-image.ts';

type HeadOf = {
  site: Site;
  page: SitePage;
  defaultLocale: string;
  locales: readonly string[];
  /** The language's feeds' `<link rel="alternate">` (./feeds.ts feedLinks). */
  feeds: string[];
};

/** A day as JSON-LD and Open Graph want it: a time with its offset. */
const dateTime = (day: string) => `${day}T00:00:00+00:00`;

const meta = (attribute: 'name' | 'property', key: string, value: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;

type Image = { url: string; alt: string };

/** The language's portfolio share image, and what it shows. */
const portfolioImage = ({ site, page, defaultLocale }: HeadOf, alt: string): Image => ({
  url: new URL(localizedPath(shareImagePath, page.locale, defaultLocale), site.siteUrl).href,
  alt,
});

function commonTags(
  { site, page, locales, feeds, defaultLocale }: HeadOf,
  title: string,
  description: string,
  canonical: string,
  image: Image,
) {
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...alternates(page.alternates, defaultLocale, site.siteUrl).map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`,
    ),
    ...feeds,
    meta('name', 'theme-color', themeColor),
    `<link rel="icon" href="${iconPath}" type="image/svg+xml">`,
    `<link rel="apple-touch-icon" href="${touchIconPath}">`,
    ...(locales.length > 1 ? [meta('property', 'og:locale', ogLocale(page.locale))] : []),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', new URL(page.path, site.siteUrl).href),
    meta('property', 'og:image', image.url),
    meta('property', 'og:image:width', String(shareImageSize.width)),
    meta('property', 'og:image:height', String(shareImageSize.height)),
    meta('property', 'og:image:alt', image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:image', image.url),
    meta('name', 'twitter:image:alt', image.alt),
  ];
}

/**
 * A post's head. Its image is its own card (./post-share-image.ts), drawn beside the page; a post
 * with no card (a script the build has no font for) shows its language's portfolio image.
 */
export function postHeadTags(head: HeadOf, post: PostView, card?: PostCard): string {
  const { site, page } = head;
  const url = new URL(page.path, site.siteUrl).href;
  const title = `${post.title} · ${site.ownerName}`;
  const image: Image = card
    ? {
        url: new URL(postShareImagePath(page.path), site.siteUrl).href,
        alt: `${post.title}, ${site.ownerName}, ${post.dateText}`,
      }
    : portfolioImage(head, title);
  const article = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: url,
    inLanguage: page.locale,
    datePublished: dateTime(post.date),
    dateModified: dateTime(post.updated ?? post.date),
    author: [{ '@type': 'Person', name: site.ownerName, url: site.siteUrl }],
    image: [image.url],
    ...(post.tags.length > 0 && { keywords: post.tags.join(', ') }),
  };
  return [
    ...commonTags(head, title, post.description, post.canonical ?? url, image),
    meta('property', 'og:type', 'article'),
    meta('property', 'article:published_time', dateTime(post.date)),
    meta('property', 'article:modified_time', dateTime(post.updated ?? post.date)),
    ...post.tags.map((tag) => meta('property', 'article:tag', tag)),
    `<script type="application/ld+json">${JSON.stringify(article).replace(/</g, '\\u003c')}</script>`,
  ].join('\n    ');
}

export function writingIndexHeadTags(head: HeadOf, texts: WritingTexts): string {
  const { site, page } = head;
  const title = fillText(texts.feedTitle, { name: site.ownerName });
  return [
    ...commonTags(
      head,
      title,
      site.description,
      new URL(page.path, site.siteUrl).href,
      portfolioImage(head, title),
    ),
    meta('property', 'og:type', 'website'),
  ].join('\n    ');
}
