/**
 * What the photo and the project pictures share: the formats they are served in, how each is
 * encoded, and file names that carry a hash of the source and the recipe, so a file is cached for
 * a year and every build step that names it, each in its own process, names the same file.
 */
import { createHash } from 'node:crypto';
import { basename, extname } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { ProjectImages } from '../../shared/schema.ts';
import { cachedBytes, cacheKey } from '../build-cache.ts';
import { type ContentFolder, type ContentFrom, contentFolderOf } from '../content/content-folder.ts';

/** A file an image is served as; its bytes are made only when asked for. */
export type ImageFile = { path: string; type: string; encode: () => Promise<Buffer> };

/** Best first: a browser takes the first `<source>` whose type it knows. */
export const imageFormats = [
  { format: 'avif', type: 'image/avif' },
  { format: 'webp', type: 'image/webp' },
] as const;
export type ImageFormat = (typeof imageFormats)[number]['format'];

const encodings = { avif: { quality: 55, effort: 4 }, webp: { quality: 80 } } as const;

/**
 * A post's pictures, at most as many as it likes and as large as 1200 px: AVIF at effort 2. On a
 * noisy 1600×900 picture effort 4 took 8.8 s and effort 2 0.6 s, for the same size (226 KB);
 * the photo's and the projects' keep effort 4, and with it their files' names.
 */
export const quickEncodings = { avif: { quality: 55, effort: 2 }, webp: { quality: 80 } } as const;
export type Encodings = typeof encodings | typeof quickEncodings;

/** `/images/<stem>.<hash>.<format>`: the hash covers the source's bytes and everything done to them. */
export function hashedImagePath(
  stem: string,
  input: Buffer,
  recipe: object,
  format: ImageFormat,
  encoding: Encodings = encodings,
): string {
  const hash = createHash('sha256')
    .update(input)
    .update(JSON.stringify({ ...recipe, format, encoding: encoding[format] }))
    .digest('hex')
    .slice(0, 10);
  return `/images/${stem}.${hash}.${format}`;
}

export function encodeAs(
  image: Sharp,
  format: ImageFormat,
  encoding: Encodings = encodings,
): Promise<Buffer> {
  return (format === 'avif' ? image.avif(encoding.avif) : image.webp(encoding.webp)).toBuffer();
}

/**
 * The file named `path` encoded, from the build cache (../build-cache.ts) when a build made it
 * before: its name hashes the source and the recipe, and sharp's version is in the key.
 */
export const encodeCached = (
  path: string,
  draw: () => Sharp,
  format: ImageFormat,
  encoding: Encodings = encodings,
): Promise<Buffer> =>
  cachedBytes('images', cacheKey(path, sharp.versions), () => encodeAs(draw(), format, encoding));

/** A readable, URL-safe part of a file name from the content file's name: "Shop Front.JPG" → "project-shop-front". */
export function stemOf(name: string, prefix: string): string {
  const words = basename(name, extname(name))
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${prefix}-${words || 'picture'}`;
}

type WidthSet = {
  stem: string;
  widths: readonly number[];
  heightOf: (width: number) => number;
  /** What is done to the source at a width, as data (it is in the file's name) and as sharp's steps. */
  recipe: (width: number) => object;
  draw: (width: number) => Sharp;
  /** The `<img src>` is the widest file at most this wide. */
  fallbackWidth: number;
  encoding?: Encodings;
  sizes: string;
};

/**
 * A picture at several widths in each format, for a `srcset` of widths: its files, each encoded
 * the first time it is asked for.
 */
export function widthSet(input: Buffer, set: WidthSet): { image: ProjectImages[string]; files: ImageFile[] } {
  const files: ImageFile[] = [];
  const sources = imageFormats.map(({ format, type }) => {
    const candidates = set.widths.map((width) => {
      const path = hashedImagePath(`${set.stem}-${width}`, input, set.recipe(width), format, set.encoding);
      files.push({
        path,
        type,
        encode: () => encodeCached(path, () => set.draw(width), format, set.encoding),
      });
      return { path, width };
    });
    return { type, candidates };
  });
  const webp = sources[sources.length - 1].candidates;
  const fallback = webp.filter((c) => c.width <= set.fallbackWidth).at(-1) ?? webp[0];
  const image = {
    width: fallback.width,
    height: set.heightOf(fallback.width),
    sources: sources.map(({ type, candidates }) => ({
      type,
      srcset: candidates.map((c) => `${c.path} ${c.width}w`).join(', '),
    })),
    sizes: set.sizes,
    src: fallback.path,
    largest: webp[webp.length - 1].path,
  };
  return { image, files };
}

/** A recipe's plan for each named picture: its built image and its files. */
export type PicturePlan = { images: ProjectImages; files: ImageFile[] };

/** Each named picture planned by `plan` (once per build: by its picture manifest). */
export async function planEach(
  names: string[],
  from: ContentFrom | undefined,
  plan: (
    name: string,
    folder: ContentFolder,
  ) => Promise<{ image: ProjectImages[string]; files: ImageFile[] }>,
): Promise<PicturePlan> {
  const folder = contentFolderOf(from);
  const images: ProjectImages = {};
  const files: ImageFile[] = [];
  for (const name of names) {
    const planned = await plan(name, folder);
    images[name] = planned.image;
    files.push(...planned.files);
  }
  return { images, files };
}
