/**
 * Projects' pictures (content/projects.json `image`, a JPEG, PNG, WebP or AVIF file under
 * content/) as the cards show them: cropped to one shape, AVIF and WebP, at several widths for a
 * `srcset` of widths and a `sizes` that follows the card grid (sharp). Naming the files encodes
 * nothing (./image-files.ts): the Worker's answer, the Worker's tests and the dev server name
 * them; only the client build, and the dev server when a file is asked for, encode.
 */
import sharp from 'sharp';
import type { Project } from '../../shared/schema.ts';
import type { ContentFolder, ContentFrom } from '../content/content-folder.ts';
import { type CardGrid, cardPictureSizes } from './card-sizes.ts';
import { type PicturePlan, planEach, stemOf, widthSet } from './image-files.ts';

/**
 * Every picture is cropped to 16:9, the shape of most screenshots, so the cards of a row line up
 * whatever shape each file has. The crop keeps the part sharp's attention strategy finds most
 * salient (colour, contrast, skin), not simply the middle.
 */
export const projectImageRatio = { width: 16, height: 9 } as const;

/**
 * A card draws its picture about 250–550 CSS pixels wide (projectImageSizes); these widths cover that
 * on screens of 1× to about 2.5×, in steps a browser can choose from without wasting much.
 */
export const projectImageWidths = [320, 480, 640, 960, 1280] as const;

/**
 * The projects' grid as its CSS lays it out (lengths in rem, the border in px); the picture fills
 * a card's content box. Change these with the CSS: e2e/project-images.spec.ts checks, at each
 * layout, that the `sizes` made from them is the width a card draws its picture at.
 */
export const projectCardGrid: CardGrid = {
  // web/styles/global.css .container: max-width 76rem, padding-inline var(--space-page)
  container: { maxWidth: 76, padding: { min: 1, vw: 4, max: 2 } },
  // web/components/card-grid.css .card-grid: columns of 18rem, gap var(--space-grid)
  grid: { column: 18, gap: { min: 1, vw: 1.5, max: 1.5 } },
  // web/styles/global.css .card: padding clamp(var(--space-s), 3vw, var(--space-m)), border 1px
  card: { padding: { min: 1, vw: 3, max: 1.5 }, border: 1 },
};

/** `auto` (Chromium: the laid-out width of a lazy image), then the width for each grid layout. */
export const projectImageSizes = cardPictureSizes(projectCardGrid);

/** The `<img src>` (and its width and height): the widest file at most this wide. */
const fallbackWidth = 640;

export type ProjectImagePlan = PicturePlan;

/** Each picture the projects name (once, however many projects show it) and how to make its files. */
export async function planProjectImages(projects: Project[], from?: ContentFrom): Promise<ProjectImagePlan> {
  const names = [...new Set(projects.flatMap((project) => (project.image ? [project.image] : [])))];
  return planCardPictures(names, from);
}

/** Each named picture as a card shows it, planned once per snapshot of content/. */
export const planCardPictures = (names: string[], from?: ContentFrom): Promise<ProjectImagePlan> =>
  planEach(names, from, planImage);

async function planImage(name: string, folder: ContentFolder) {
  const input = await folder.picture(name);
  // Upright as the camera meant it (a phone's photo relies on its EXIF orientation).
  const { width, height } = (await sharp(input).metadata()).autoOrient;
  // Never enlarged: only widths the file has for a 16:9 crop, or the file's own for a small one.
  const widest = Math.floor(Math.min(width, (height * projectImageRatio.width) / projectImageRatio.height));
  const fitting = projectImageWidths.filter((candidate) => candidate <= widest);
  const widths = fitting.length > 0 ? fitting : [widest];
  const heightOf = (w: number) => Math.round((w * projectImageRatio.height) / projectImageRatio.width);
  return widthSet(input, {
    stem: stemOf(name, 'project'),
    widths,
    heightOf,
    recipe: (width) => ({ width, height: heightOf(width), crop: 'attention' }),
    draw: (width) =>
      sharp(input)
        .rotate()
        .resize(width, heightOf(width), { fit: 'cover', position: sharp.strategy.attention }),
    fallbackWidth,
    sizes: projectImageSizes,
  });
}
