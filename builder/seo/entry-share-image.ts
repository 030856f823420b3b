/**
 * Each post's link-preview image (Open Graph / Twitter card, 1200×630), drawn at build time from its
 * title, the owner's name and the date as the page's language writes it, in the post's own script,
 * on the portfolio's card (builder/seo/share-image.ts). Written beside the post's page as share.png.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import type { Site } from '../../shared/schema.ts';
import { cachedBytes, cacheKey } from '../build-cache.ts';
import { type FontFamily, fontFamiliesFor, fontsDrawAll } from '../drawing-fonts.ts';
import { isRightToLeft } from '../page-data.ts';
import {
  accentOnCard,
  card as cardColors,
  fontFile,
  h,
  keepCjkWordsTogether,
  satoriFonts,
  shareImageSize,
} from './share-image.ts';

/** What the picture shows, and all it depends on besides the fonts and the drawing code. */
export type EntryCard = {
  title: string;
  ownerName: string;
  dateText: string;
  host: string;
  accent: string;
  direction: 'ltr' | 'rtl';
};

const textsOf = ({ title, ownerName, dateText, host }: EntryCard) => [title, ownerName, dateText, host];

/** A post's share image, beside its page: `/writing/<slug>/share.png`. */
export const entryShareImagePath = (pagePath: string): string => `${pagePath}share.png`;

/**
 * The card of a post's page in `locale`, or none when a text has characters no font of the build
 * draws (Hangul, Thai…): the page then keeps its language's portfolio image, not missing-glyph boxes.
 */
export function entryCardOf(
  site: Site,
  title: string,
  dateText: string,
  locale: string,
): EntryCard | undefined {
  const card: EntryCard = {
    title,
    ownerName: site.ownerName,
    dateText,
    host: new URL(site.siteUrl).host,
    accent: accentOnCard(site),
    direction: isRightToLeft(locale) ? 'rtl' : 'ltr',
  };
  return textsOf(card).every(fontsDrawAll) ? card : undefined;
}

const padding = 72;
const lineWidth = shareImageSize.width - 2 * padding;
const titleLineHeight = 1.15;
/** What is left between the host above and the name and date below. */
const titleHeight = 290;
/** Em widths, roughly: a Chinese or Japanese character is one em, other letters about half. */
const wideCharacter = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const titleEms = (title: string) =>
  [...title].reduce((ems, char) => ems + (wideCharacter.test(char) ? 1 : 0.55), 0);

/**
 * The largest size at which the title's estimated lines fit, and how many fit: a short title large,
 * a long one smaller. The estimate is rough, so the line count also clamps (with an ellipsis)
 * whatever is still too long: the title never runs into the name below.
 */
export function titleSize(title: string): { fontSize: number; lines: number } {
  const linesAt = (fontSize: number) => Math.floor(titleHeight / (fontSize * titleLineHeight));
  // 0.85: words wrap, so a line is seldom full.
  const estimatedLines = (fontSize: number) => Math.ceil((titleEms(title) * fontSize) / (lineWidth * 0.85));
  const fontSize = [72, 64, 56].find((size) => estimatedLines(size) <= linesAt(size)) ?? 48;
  return { fontSize, lines: linesAt(fontSize) };
}

/**
 * The post's card as SVG: the site's host in the accent, the title, and the owner's name with the
 * date at the foot. A right-to-left language lays out from the right (satori's `direction`:
 * HarfBuzz shapes Arabic, and its bidi puts the Latin host and digits in order).
 */
export function entryShareImageSvg(
  post: EntryCard,
  {
    families = fontFamiliesFor(textsOf(post)),
    textAsPaths = true,
  }: {
    /** The fonts to draw with: those of the scripts its texts are in. */
    families?: FontFamily[];
    /** false: the text as <text> elements, a word each, for a test to read where they are. */
    textAsPaths?: boolean;
  } = {},
): Promise<string> {
  const { fontSize, lines } = titleSize(post.title);
  const root = h(
    'div',
    {
      width: '100%',
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      boxSizing: 'border-box',
      padding,
      background: cardColors.background,
      color: cardColors.text,
      fontFamily: 'Inter',
      direction: post.direction,
    },
    [
      h('div', { fontSize: 30, fontWeight: 700, color: post.accent }, post.host),
      h(
        'div',
        {
          marginTop: 36,
          fontSize,
          fontWeight: 700,
          lineHeight: titleLineHeight,
          lineClamp: lines,
          textOverflow: 'ellipsis',
          // A word wider than the card (an address, a long compound) breaks rather than runs off it.
          overflowWrap: 'break-word',
        },
        keepCjkWordsTogether(post.title, fontSize, lineWidth),
      ),
      // The foot: the name at the start, the date at the end, on the card's last line.
      h(
        'div',
        {
          marginTop: 'auto',
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'baseline',
          gap: 32,
          fontSize: 32,
        },
        [h('div', { fontWeight: 700 }, post.ownerName), h('div', { color: cardColors.muted }, post.dateText)],
      ),
    ],
  );
  return satori(root as never, {
    ...shareImageSize,
    fonts: satoriFonts(families, [400, 700]),
    embedFont: textAsPaths,
  });
}

const require = createRequire(import.meta.url);
const versionOf = (name: string) => (require(`${name}/package.json`) as { version: string }).version;

/** What else a picture depends on: the drawing code (this module and the card's) and its libraries. */
const drawingIdentity = cacheKey(
  readFileSync(new URL(import.meta.url)),
  readFileSync(new URL('./share-image.ts', import.meta.url)),
  versionOf('satori'),
  versionOf('@resvg/resvg-js'),
);

/** Font files by their bytes' hash, each hashed once. */
const fontIdentities = new Map<string, string>();
const fontIdentity = (path: string) => {
  const identity = fontIdentities.get(path) ?? cacheKey(fontFile(path));
  fontIdentities.set(path, identity);
  return identity;
};

/**
 * The post's share image as PNG: from the build cache when nothing it is drawn from changed. The
 * rasterizing runs off the main thread (resvg's renderAsync), so several posts draw at once.
 */
export function renderEntryShareImage(post: EntryCard): Promise<Buffer> {
  const fonts = fontFamiliesFor(textsOf(post)).flatMap(({ files }) => Object.values(files).map(fontIdentity));
  return cachedBytes('post-share-image', cacheKey(drawingIdentity, post, fonts), async () =>
    // The text is paths already: resvg need not look for the system's fonts (a quarter of its time).
    (await renderAsync(await entryShareImageSvg(post), { font: { loadSystemFonts: false } })).asPng(),
  );
}

/**
 * Every post's share image, in order. satori lays one out on the main thread while resvg
 * rasterizes others on libuv's pool: a few in flight keep both busy without holding every SVG at once.
 */
export async function renderEntryShareImages(cards: EntryCard[]): Promise<Buffer[]> {
  const images: Buffer[] = [];
  let next = 0;
  const drawNext = async () => {
    while (next < cards.length) {
      const index = next++;
      images[index] = await renderEntryShareImage(cards[index]);
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() + 1 }, drawNext));
  return images;
}
