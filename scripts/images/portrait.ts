/**
 * The owner's photo (content/site.json `photo`, a JPEG, PNG, WebP or AVIF file under content/) as
 * the page shows it: square, AVIF and WebP, at 1× and 2× the size the hero draws it (sharp).
 * File names carry a hash of the source file and the encoding, so they are cached for a year,
 * and the page's server render, its client build and the head tags, each made in its own
 * process, name the same files whatever the encoder does.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { contentDir } from '../../content/load.ts';
import type { BuiltImage, Site } from '../../content/schema.ts';

/** CSS pixels the hero draws the photo at (web/sections/Hero/Hero.css). */
export const portraitSize = 176;
export const portraitDensities = [1, 2] as const;
export const portraitFormats = [
  { format: 'avif', type: 'image/avif' },
  { format: 'webp', type: 'image/webp' },
] as const;

export type ImageFile = { path: string; bytes: Buffer };
export type Portrait = BuiltImage & { files: ImageFile[] };

const encodings = { avif: { quality: 55, effort: 4 }, webp: { quality: 80 } } as const;
const encode = (image: Sharp, format: 'avif' | 'webp') =>
  format === 'avif' ? image.avif(encodings.avif) : image.webp(encodings.webp);

export async function buildPortrait(site: Site, dir = contentDir): Promise<Portrait | null> {
  if (!site.photo) return null;
  const input = await readFile(join(dir, site.photo));
  const files: ImageFile[] = [];
  const sources = [];
  for (const { format, type } of portraitFormats) {
    const srcset = [];
    for (const density of portraitDensities) {
      const side = portraitSize * density;
      // rotate(): upright as the camera meant it (phone photos rely on their EXIF orientation).
      const bytes = await encode(
        sharp(input).rotate().resize(side, side, { fit: 'cover' }),
        format,
      ).toBuffer();
      const recipe = JSON.stringify({ side, format, encoding: encodings[format] });
      const hash = createHash('sha256').update(input).update(recipe).digest('hex').slice(0, 10);
      const path = `/images/portrait-${side}.${hash}.${format}`;
      files.push({ path, bytes });
      srcset.push(`${path} ${density}x`);
    }
    sources.push({ type, srcset: srcset.join(', ') });
  }
  const webp = files.filter((file) => file.path.endsWith('.webp'));
  return {
    alt: site.photoAlt ?? site.ownerName,
    width: portraitSize,
    height: portraitSize,
    sources,
    src: webp[0].path,
    largest: webp[webp.length - 1].path,
    files,
  };
}

/** What the page's components need: everything but the bytes. */
export function portraitView(portrait: Portrait | null): BuiltImage | null {
  if (!portrait) return null;
  const { files: _files, ...view } = portrait;
  return view;
}

/** The photo for the résumé PDF and the share image, which embed JPEG: square, `side` pixels. */
export async function portraitJpeg(site: Site, side: number, dir = contentDir): Promise<Buffer | null> {
  if (!site.photo) return null;
  return sharp(await readFile(join(dir, site.photo)))
    .rotate()
    .resize(side, side, { fit: 'cover' })
    .jpeg({ quality: 85 })
    .toBuffer();
}
