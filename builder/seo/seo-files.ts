/**
 * The files crawlers and preview bots fetch beside the page: robots.txt, the sitemap, the share
 * image and the two icons, written into the built site (`npm run build`, after the prerender).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Content } from '../../shared/content-files.ts';
import { iconPath, robotsTxt, shareImagePath, sitemapXml, touchIconPath } from './head.ts';
import { iconSvg, renderShareImage, renderTouchIcon } from './share-image.ts';

export async function writeSeoFiles(outDir: string, content: Content): Promise<void> {
  await Promise.all([
    writeFile(join(outDir, 'robots.txt'), robotsTxt(content)),
    writeFile(join(outDir, 'sitemap.xml'), sitemapXml(content, new Date())),
    writeFile(join(outDir, shareImagePath), await renderShareImage(content.site)),
    writeFile(join(outDir, iconPath), await iconSvg(content.site)),
    writeFile(join(outDir, touchIconPath), await renderTouchIcon(content.site)),
  ]);
}
