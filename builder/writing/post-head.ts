/**
 * The head of a post's page and of a language's list of posts: what search engines and link
 * previews read (title, description, canonical, hreflang, Open Graph's article, BlogPosting JSON-LD).
 */
import { localizedPath } from '../../shared/locales.ts';
import type { Site } from '../../shared/schema.ts';
import { fillText } from '../../shared/texts/fill.ts';
import type { WritingTexts } from '../../shared/texts/writing.ts';
import type { PostView } from '../../shared/writing-view.ts';
import {
  alternates,
  escapeHtml,
  iconPath,
  ogLocale,
  shareImagePath,
  themeColor,
  touchIconPath,
} from '../seo/head.ts';
import { shareImageSize } from '../seo/share-image.ts';
import type { SitePage } from '../site-map.ts';

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

function commonTags(
  { site, page, defaultLocale, locales, feeds }: HeadOf,
  title: string,
  description: string,
  canonical: string,
) {
  const image = new URL(localizedPath(shareImagePath, page.locale, defaultLocale), site.siteUrl).href;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...alternates(page.alternates, defaultLocale, site.siteUrl).map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${href}">`,
    ),
    ...feeds,
    meta('name', 'theme-color', themeColor),
    `<link rel="icon" href="${iconPath}" type="image/svg+xml">`,
    `<link rel="apple-touch-icon" href="${touchIconPath}">`,
    ...(locales.length > 1 ? [meta('property', 'og:locale', ogLocale(page.locale))] : []),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', new URL(page.path, site.siteUrl).href),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(shareImageSize.width)),
    meta('property', 'og:image:height', String(shareImageSize.height)),
    meta('property', 'og:image:alt', title),
    meta('name', 'twitter:card', 'summary_large_image'),
  ];
}

export function postHeadTags(head: HeadOf, post: PostView): string {
  const { site, page } = head;
  const url = new URL(page.path, site.siteUrl).href;
  const title = `${post.title} · ${site.ownerName}`;
  const image = new URL(localizedPath(shareImagePath, page.locale, head.defaultLocale), site.siteUrl).href;
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
    image: [image],
    ...(post.tags.length > 0 && { keywords: post.tags.join(', ') }),
  };
  return [
    ...commonTags(head, title, post.description, post.canonical ?? url),
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
    ...commonTags(head, title, site.description, new URL(page.path, site.siteUrl).href),
    meta('property', 'og:type', 'website'),
  ].join('\n    ');
}
