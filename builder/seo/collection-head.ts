/**
 * What the head of a collection's page (a post, a case study, an index) has in common: title,
 * description, canonical, hreflang, icons, Open Graph and the large card.
 */
import { localizedPath } from '../../shared/locales.ts';
import type { Site } from '../../shared/schema.ts';
import { escapeHtml } from '../escape-markup.ts';
import type { SitePage } from '../site-map.ts';
import { entryShareImagePath } from './entry-share-image.ts';
import { alternates, iconPath, ogLocale, shareImagePath, themeColor, touchIconPath } from './head.ts';
import { shareImageSize } from './share-image.ts';

export type HeadOf = {
  site: Site;
  page: SitePage;
  defaultLocale: string;
  locales: readonly string[];
  /** The language's feeds' `<link rel="alternate">` (./feeds.ts feedLinks). */
  feeds: string[];
};

/** A day as JSON-LD and Open Graph want it: a time with its offset. */
export const dateTime = (day: string) => `${day}T00:00:00+00:00`;

export const meta = (attribute: 'name' | 'property', key: string, value: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;

export type Image = { url: string; alt: string };

/** The language's portfolio share image, and what it shows. */
export const portfolioImage = ({ site, page, defaultLocale }: HeadOf, alt: string): Image => ({
  url: new URL(localizedPath(shareImagePath, page.locale, defaultLocale), site.siteUrl).href,
  alt,
});

export function commonTags(
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
 * An entry's page (a post, a case study): its address, its title, and its image: its own card,
 * drawn beside the page (`cardAlt`, what the card shows), else (a title in a script the build has
 * no font for) its language's portfolio image.
 */
export function entryHead(
  head: HeadOf,
  name: string,
  cardAlt?: string,
): { url: string; title: string; image: Image } {
  const { site, page } = head;
  const title = `${name} · ${site.ownerName}`;
  return {
    url: new URL(page.path, site.siteUrl).href,
    title,
    image: cardAlt
      ? { url: new URL(entryShareImagePath(page.path), site.siteUrl).href, alt: cardAlt }
      : portfolioImage(head, title),
  };
}

/** Structured data as a `<script>` of the head: `<` escaped, so a text in it cannot end the script. */
export const jsonLdScript = (data: object): string =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
