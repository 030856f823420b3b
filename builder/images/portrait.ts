/**
 * The owner's photo (content/site.json `photo`, a JPEG, PNG, WebP or AVIF file under content/) as
 * the page shows it: square, AVIF and WebP, at 1× and 2× the size the hero draws it on a wide screen
 * (sharp), offered by width with the `sizes` the hero draws it at, so a phone, which draws it at
 * 8rem, takes the smaller file even on a 2× screen.
 * File names carry a hash of the source file and the encoding (./image-files.ts), so the page's
 * server render, its client build and the head tags name the same files without encoding
 * anything: only the files served are encoded.
 */
import sharp from 'sharp';
import { photoAltOf } from '../../shared/photo-alt.ts';
import type { BuiltImage, Site } from '../../shared/schema.ts';
import { type ContentFrom, contentFolderOf } from '../content/content-folder.ts';
import { encodeCached, hashedImagePath, type ImageFile, imageFormats } from './image-files.ts';

/** CSS pixels the hero draws the photo at on a wide screen, its largest (web/sections/Hero/Hero.css). */
export const portraitSize = 288;
export const portraitDensities = [1, 2] as const;
/**
 * The width the hero draws the photo at (web/sections/Hero/Hero.css): 8rem on a phone, 12rem from
 * 48rem, 18rem (portraitSize) from 80rem. e2e/photo.spec.ts checks it against the drawn width.
 */
export const portraitSizes = '(min-width: 80rem) 18rem, (min-width: 48rem) 12rem, 8rem';

export type Portrait = { image: BuiltImage; files: ImageFile[] };

/** The photo as the page names it, and how to make each of its files. */
export function planPortrait(site: Site, from?: ContentFrom): Promise<Portrait | null> {
  const { photo } = site;
  if (!photo) return Promise.resolve(null);
  const folder = contentFolderOf(from);
  const alt = photoAltOf(site);
  // Planned once per build, in its picture manifest, which the page, the head and the résumé read.
  return folder.picture(photo).then((input) => planOf(input, alt));
}

async function planOf(input: Buffer, alt: string): Promise<Portrait> {
  const files: ImageFile[] = [];
  const sources = [];
  for (const { format, type } of imageFormats) {
    const srcset = [];
    for (const density of portraitDensities) {
      const side = portraitSize * density;
      const path = hashedImagePath(`portrait-${side}`, input, { side }, format);
      // rotate(): upright as the camera meant it (phone photos rely on their EXIF orientation).
      const encode = () =>
        encodeCached(path, () => sharp(input).rotate().resize(side, side, { fit: 'cover' }), format);
      files.push({ path, type, encode });
      srcset.push(`${path} ${side}w`);
    }
    sources.push({ type, srcset: srcset.join(', ') });
  }
  const webp = files.filter((file) => file.type === 'image/webp');
  const image = {
    alt,
    width: portraitSize,
    height: portraitSize,
    sources,
    sizes: portraitSizes,
    src: webp[0].path,
    largest: webp[webp.length - 1].path,
  };
  return { image, files };
}

/** The photo for the résumé PDF and the share image, which embed JPEG: square, `side` pixels. */
export function portraitJpeg(site: Site, side: number, from?: ContentFrom): Promise<Buffer | null> {
  const { photo } = site;
  if (!photo) return Promise.resolve(null);
  const folder = contentFolderOf(from);
  // Every language's PDF and share image embed the same photo: the build's model encodes it once
  // per size (builder/build-model.ts photoJpeg).
  return folder
    .picture(photo)
    .then((input) =>
      sharp(input).rotate().resize(side, side, { fit: 'cover' }).jpeg({ quality: 85 }).toBuffer(),
    );
}
