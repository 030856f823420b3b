/**
 * Pictures in a post (a Markdown `![alt](diagram.png)` beside the post's file, or the post's
 * `image`) as its page shows them: the whole picture, never cropped, AVIF and WebP at the widths
 * the post's column takes on 1× to 3× screens, never enlarged past the file's own width.
 */
import sharp from 'sharp';
import type { ContentFolder, ContentFrom } from '../content/content-folder.ts';
import { type PicturePlan, planEach, quickEncodings, stemOf, widthSet } from './image-files.ts';

/** The post's column: 46rem less its padding, 2rem a side from 50rem up, 4vw, at least 1rem (the posts' stylesheet, writing.css). */
export const articleImageSizes = '(min-width: 50rem) 42rem, (min-width: 25rem) 92vw, calc(100vw - 2rem)';

/**
 * The column is 359 CSS px on a phone and 672 on a laptop: 400, 800 and 1200 cover a phone at 1×,
 * 2× and 3× and a laptop at 1× and (nearly) 2×. Three widths, not five: a post may have many
 * pictures, and each width is two encodes in every cold build.
 */
export const articleImageWidths = [400, 800, 1200] as const;

/** The `<img src>`: the widest file at most this wide. */
const fallbackWidth = 800;

/** Each named picture as a post shows it, planned once per snapshot of content/. */
export const planArticlePictures = (names: string[], from?: ContentFrom): Promise<PicturePlan> =>
  planEach(names, from, planImage);

async function planImage(name: string, folder: ContentFolder) {
  const input = await folder.picture(name);
  const { width, height } = (await sharp(input).metadata()).autoOrient;
  // Never enlarged: the widths below the file's own, then its own (at most the widest).
  const widest = Math.min(width, articleImageWidths[articleImageWidths.length - 1]);
  const widths = [...articleImageWidths.filter((candidate) => candidate < widest), widest];
  const heightOf = (w: number) => Math.max(1, Math.round((w * height) / width));
  return widthSet(input, {
    stem: stemOf(name, 'post'),
    widths,
    heightOf,
    recipe: (w) => ({ width: w, fit: 'inside' }),
    draw: (w) => sharp(input).rotate().resize(w),
    fallbackWidth,
    sizes: articleImageSizes,
    encoding: quickEncodings,
  });
}
