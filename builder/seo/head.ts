/**
 * What crawlers and link-preview bots read (they run no JavaScript): title, description,
 * canonical URL, Open Graph and Twitter card tags, icons and JSON-LD, all from content/.
 */

import type { Content } from '../../shared/content-files.ts';
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

export function headTags(content: Content, photo: BuiltImage | null = null): string {
  const { site } = content;
  const title = `${site.ownerName} · ${site.jobTitle}`;
  const canonical = new URL('/', site.siteUrl).href;
  const image = new URL(shareImagePath, site.siteUrl).href;
  const imageAlt = `${site.ownerName}, ${site.jobTitle}, ${site.location}`;
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', site.description),
    `<link rel="canonical" href="${canonical}">`,
    meta('name', 'theme-color', themeColor),
    `<link rel="icon" href="${iconPath}" type="image/svg+xml">`,
    `<link rel="apple-touch-icon" href="${touchIconPath}">`,
    meta('property', 'og:type', 'profile'),
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

export function sitemapXml(content: Content, lastModified: Date): string {
  const url = new URL('/', content.site.siteUrl).href;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>${url}</loc><lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod></url>\n</urlset>\n`;
}
