/**
 * The files crawlers and preview bots fetch beside the page: robots.txt, the sitemap, each
 * language's share image and the two icons, written into the built site (`npm run build`, after
 * the prerender).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { localizedPath } from '../../shared/locales.ts';
import type { LocalizedContent } from '../content/overlays.ts';
import type { SiteMap } from '../site-map.ts';
import { iconPath, robotsTxt, shareImagePath, sitemapXml, touchIconPath } from './head.ts';
import { iconSvg, type PhotoJpeg, renderShareImage, renderTouchIcon } from './share-image.ts';

export async function writeSeoFiles(
  outDir: string,
  localized: LocalizedContent,
  siteMap: SiteMap,
  photoJpeg: PhotoJpeg,
): Promise<void> {
  const { defaultLocale, locales, byLocale } = localized;
  const content = byLocale[defaultLocale];
  const shareImages = locales.map(async (locale) => {
    const file = join(outDir, localizedPath(shareImagePath, locale, defaultLocale));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, await renderShareImage(byLocale[locale].site, photoJpeg));
  });
  await Promise.all([
    writeFile(join(outDir, 'robots.txt'), robotsTxt(content)),
    writeFile(join(outDir, 'sitemap.xml'), sitemapXml(siteMap, content.site.siteUrl)),
    ...shareImages,
    writeFile(join(outDir, iconPath), await iconSvg(content.site)),
    writeFile(join(outDir, touchIconPath), await renderTouchIcon(content.site)),
  ]);
}
