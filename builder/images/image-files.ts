/**
 * What the photo and the project pictures share: the formats they are served in, how each is
 * encoded, and file names that carry a hash of the source and the recipe, so a file is cached for
 * a year and every build step that names it, each in its own process, names the same file.
 */
import { createHash } from 'node:crypto';
import type { Sharp } from 'sharp';

/** A file an image is served as; its bytes are made only when asked for. */
export type ImageFile = { path: string; type: string; encode: () => Promise<Buffer> };

/** Best first: a browser takes the first `<source>` whose type it knows. */
export const imageFormats = [
  { format: 'avif', type: 'image/avif' },
  { format: 'webp', type: 'image/webp' },
] as const;
export type ImageFormat = (typeof imageFormats)[number]['format'];

const encodings = { avif: { quality: 55, effort: 4 }, webp: { quality: 80 } } as const;

/** `/images/<stem>.<hash>.<format>`: the hash covers the source's bytes and everything done to them. */
export function hashedImagePath(stem: string, input: Buffer, recipe: object, format: ImageFormat): string {
  const hash = createHash('sha256')
    .update(input)
    .update(JSON.stringify({ ...recipe, format, encoding: encodings[format] }))
    .digest('hex')
    .slice(0, 10);
  return `/images/${stem}.${hash}.${format}`;
}

export function encodeAs(image: Sharp, format: ImageFormat): Promise<Buffer> {
  return (format === 'avif' ? image.avif(encodings.avif) : image.webp(encodings.webp)).toBuffer();
}
