/**
 * What the head of a collection's page (a post, a case study, an index) has in common: title,
 * description, canonical, hreflang, icons, Open Graph and the large card.
 */
import { localizedPath } from '../../shared/locales.ts';
import { webmentionPath } from '../../shared/response-paths.ts';
import { responsesSettingOf } from '../../shared/responses-setting.ts';
import type { Site } from '../../shared/schema.ts';
import { escapeHtml } from '../escape-markup.ts';
import { type SitePage, takesResponses } from '../site-map.ts';
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

/** What an entry's head says beyond every page's: its words, its Open Graph type, its structured data. */
export type EntryHeadOf = {
  /** Its title, before the owner's name. */
  name: string;
  /** What its own card shows (../seo/entry-share-image.ts); none for an entry with no card. */
  cardAlt: string | undefined;
  description: string;
  /** Where it was first published, if elsewhere: else its own page is its canonical. */
  canonical?: string;
  ogType: 'article' | 'website';
  /** Its further Open Graph tags, after its type. */
  meta?: string[];
  /** Its JSON-LD: its schema.org type, and its fields from its address, its image's and its owner. */
  jsonLd: {
    type: string;
    fields: (at: {
      url: string;
      image: string;
      owner: { '@type': 'Person'; name: string; url: string };
    }) => object;
  };
};

/**
 * Whether the page advertises the webmention endpoint (W3C Webmention §3.1.2), as the Worker's
 * `Link` header does: an entry that takes responses, on a site with webmentions on.
 */
const takesWebmentions = ({ site, page }: HeadOf) =>
  responsesSettingOf(site)?.webmentions === true && takesResponses(page);

/**
 * An entry's head (a post, a case study, a page): its title, its address, and its image: its own
 * card, drawn beside the page, else (a title in a script the build has no font for) its language's
 * portfolio image; then every page's tags, its Open Graph type and its JSON-LD.
 */
export function entryHead(head: HeadOf, entry: EntryHeadOf): string {
  const { site, page } = head;
  const title = `${entry.name} · ${site.ownerName}`;
  const url = new URL(page.path, site.siteUrl).href;
  const image: Image = entry.cardAlt
    ? { url: new URL(entryShareImagePath(page.path), site.siteUrl).href, alt: entry.cardAlt }
    : portfolioImage(head, title);
  const owner = { '@type': 'Person' as const, name: site.ownerName, url: site.siteUrl };
  return [
    ...commonTags(head, title, entry.description, entry.canonical ?? url, image),
    ...(takesWebmentions(head) ? [`<link rel="webmention" href="${webmentionPath}">`] : []),
    meta('property', 'og:type', entry.ogType),
    ...(entry.meta ?? []),
    jsonLdScript({
      '@context': 'https://schema.org',
      '@type': entry.jsonLd.type,
      ...entry.jsonLd.fields({ url, image: image.url, owner }),
    }),
  ].join('\n    ');
}

/** Structured data as a `<script>` of the head: `<` escaped, so a text in it cannot end the script. */
export const jsonLdScript = (data: object): string =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
