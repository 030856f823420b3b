/**
 * What crawlers and link-preview bots read (they run no JavaScript): title, description,
 * canonical URL, Open Graph and Twitter card tags, icons and JSON-LD, all from content/.
 */

import type { Content } from '../../shared/content-files.ts';
import { defaultLocaleOf, localesOf, localizedPath, pagePathOf } from '../../shared/locales.ts';
import { palette } from '../../shared/palette.ts';
import type { BuiltImage } from '../../shared/schema.ts';
import { escapeHtml, escapeXml } from '../escape-markup.ts';
import type { SiteMap, SitePage } from '../site-map.ts';
import { shareImageSize } from './share-image.ts';

export const shareImagePath = '/og-image.png';
export const iconPath = '/favicon.svg';
export const touchIconPath = '/apple-touch-icon.png';
// The share image's and the icon's dark square, the page's dark background.
export const themeColor = palette.dark.background;

/**
 * schema.org Person; `<` is escaped so no content can close the script element. Its image is the
 * owner's photo when there is one (its largest built file), else the share image.
 */
export function personJsonLd(content: Content, photo: BuiltImage | null = null): string {
  const { site, links, workExperience } = content;
  const current = workExperience.find((job) => job.endDate === undefined);
  const person = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: site.ownerName,
    jobTitle: site.jobTitle,
    url: site.siteUrl,
    email: `mailto:${site.email}`,
    image: new URL(photo?.largest ?? shareImagePath, site.siteUrl).href,
    address: { '@type': 'PostalAddress', addressLocality: site.location },
    sameAs: links.map((link) => link.url),
    ...(current && { worksFor: { '@type': 'Organization', name: current.organization } }),
  };
  return JSON.stringify(person).replace(/</g, '\\u003c');
}

/**
 * Which language a page is in, among the site's (shared/locales.ts), and the same page in every
 * language that has it (the site map's alternates, builder/site-map.ts).
 */
export type PageLanguage = {
  locale: string;
  defaultLocale: string;
  locales: readonly string[];
  alternates: SitePage['alternates'];
};

/** The default language's portfolio page of the site the content describes. */
const defaultPageOf = ({ site }: Content): PageLanguage => {
  const defaultLocale = defaultLocaleOf(site);
  const locales = localesOf(site);
  const alternates = locales.map((locale) => ({ locale, path: pagePathOf(locale, defaultLocale) }));
  return { locale: defaultLocale, defaultLocale, locales, alternates };
};

/** Open Graph's locale, language_TERRITORY: "de" → "de_DE", "en" → "en_US". */
export function ogLocale(tag: string): string {
  const { language, region } = new Intl.Locale(tag).maximize();
  return region ? `${language}_${region}` : language;
}

/**
 * The page in each language that has it, and x-default (the default language's): the same set on
 * each of them, so every pair is reciprocal. None for a page in one language only.
 */
export function alternates(pages: SitePage['alternates'], defaultLocale: string, siteUrl: string) {
  if (pages.length < 2) return [];
  const url = (path: string) => new URL(path, siteUrl).href;
  const fallback = pages.find(({ locale }) => locale === defaultLocale) ?? pages[0];
  return [
    ...pages.map(({ locale, path }) => ({ hreflang: locale, href: url(path) })),
    { hreflang: 'x-default', href: url(fallback.path) },
  ];
}

export function headTags(
  content: Content,
  photo: BuiltImage | null = null,
  language = defaultPageOf(content),
): string {
  const { site } = content;
  const { locale, defaultLocale, locales } = language;
  const title = `${site.ownerName} · ${site.jobTitle}`;
  const canonical = new URL(pagePathOf(locale, defaultLocale), site.siteUrl).href;
  const image = new URL(localizedPath(shareImagePath, locale, defaultLocale), site.siteUrl).href;
  const imageAlt = `${site.ownerName}, ${site.jobTitle}, ${site.location}`;
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', site.description),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...alternates(language.alternates, defaultLocale, site.siteUrl).map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`,
    ),
    meta('name', 'theme-color', themeColor),
    `<link rel="icon" href="${iconPath}" type="image/svg+xml">`,
    `<link rel="apple-touch-icon" href="${touchIconPath}">`,
    meta('property', 'og:type', 'profile'),
    // Said only where there is a choice: a site of one language keeps its head as it was.
    ...(locales.length > 1
      ? [
          meta('property', 'og:locale', ogLocale(locale)),
          ...locales
            .filter((tag) => tag !== locale)
            .map((tag) => meta('property', 'og:locale:alternate', ogLocale(tag))),
        ]
      : []),
    meta('property', 'og:title', title),
    meta('property', 'og:description', site.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(shareImageSize.width)),
    meta('property', 'og:image:height', String(shareImageSize.height)),
    meta('property', 'og:image:alt', imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', site.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', imageAlt),
    `<script type="application/ld+json">${personJsonLd(content, photo)}</script>`,
  ].join('\n    ');
}

export function robotsTxt(content: Content): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${new URL('/sitemap.xml', content.site.siteUrl).href}\n`;
}

/** Every page of the site map, each with its alternates (Google's hreflang in sitemaps). */
export function sitemapXml({ pages, defaultLocale }: SiteMap, siteUrl: string): string {
  const urls = pages.map((page) => {
    const links = alternates(page.alternates, defaultLocale, siteUrl);
    const loc = escapeXml(new URL(page.path, siteUrl).href);
    const day = page.lastModified.toISOString().slice(0, 10);
    const alternateLinks = links.map(
      ({ hreflang, href }) =>
        `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
    );
    return links.length === 0
      ? `  <url><loc>${loc}</loc><lastmod>${day}</lastmod></url>`
      : `  <url>\n    <loc>${loc}</loc><lastmod>${day}</lastmod>${alternateLinks.join('')}\n  </url>`;
  });
  const xhtml = pages.some((page) => page.alternates.length > 1)
    ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"'
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls.join('\n')}\n</urlset>\n`;
}
