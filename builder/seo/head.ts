/**
 * What crawlers and link-preview bots read (they run no JavaScript): title, description,
 * canonical URL, Open Graph and Twitter card tags, icons and JSON-LD, all from content/.
 */

import type { Content } from '../../shared/content-files.ts';
import { defaultLocaleOf, localesOf, localizedPath, pagePathOf } from '../../shared/locales.ts';
import { palette } from '../../shared/palette.ts';
import type { BuiltImage } from '../../shared/schema.ts';
import { shareImageSize } from './share-image.ts';

export const shareImagePath = '/og-image.png';
export const iconPath = '/favicon.svg';
export const touchIconPath = '/apple-touch-icon.png';
// The share image's and the icon's dark square, the page's dark background.
export const themeColor = palette.dark.background;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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

/** Which language a page is in, among the site's (shared/locales.ts). */
export type PageLanguage = { locale: string; defaultLocale: string; locales: readonly string[] };

/** The default language's page of the site the content describes. */
const defaultPageOf = ({ site }: Content): PageLanguage => ({
  locale: defaultLocaleOf(site),
  defaultLocale: defaultLocaleOf(site),
  locales: localesOf(site),
});

/** Open Graph's locale, language_TERRITORY: "de" → "de_DE", "en" → "en_US". */
export function ogLocale(tag: string): string {
  const { language, region } = new Intl.Locale(tag).maximize();
  return region ? `${language}_${region}` : language;
}

/** Every language's page, and x-default (the default language's): the same set on every page. */
export function alternates({ defaultLocale, locales }: PageLanguage, siteUrl: string) {
  if (locales.length < 2) return [];
  const pageUrl = (tag: string) => new URL(pagePathOf(tag, defaultLocale), siteUrl).href;
  return [
    ...locales.map((tag) => ({ hreflang: tag, href: pageUrl(tag) })),
    { hreflang: 'x-default', href: pageUrl(defaultLocale) },
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
    `<link rel="canonical" href="${canonical}">`,
    ...alternates(language, site.siteUrl).map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${href}">`,
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

/** Every language's page, each with the alternates of all of them (Google's hreflang in sitemaps). */
export function sitemapXml(content: Content, lastModified: Date, language = defaultPageOf(content)): string {
  const { siteUrl } = content.site;
  const links = alternates(language, siteUrl);
  const day = lastModified.toISOString().slice(0, 10);
  const urls = language.locales.map((tag) => {
    const loc = new URL(pagePathOf(tag, language.defaultLocale), siteUrl).href;
    const alternateLinks = links.map(
      ({ hreflang, href }) => `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
    );
    return links.length === 0
      ? `  <url><loc>${loc}</loc><lastmod>${day}</lastmod></url>`
      : `  <url>\n    <loc>${loc}</loc><lastmod>${day}</lastmod>${alternateLinks.join('')}\n  </url>`;
  });
  const xhtml = links.length === 0 ? '' : ' xmlns:xhtml="http://www.w3.org/1999/xhtml"';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls.join('\n')}\n</urlset>\n`;
}
