/**
 * The link-preview image (Open Graph / Twitter card, 1200×630) and the icons, drawn at build time
 * from the owner's name, job title and initials: no design tool, and they follow content/site.json.
 */
import { readFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { siteInitials } from '../../shared/initials.ts';
import { palette } from '../../shared/palette.ts';
import type { Site } from '../../shared/schema.ts';
import { type FontFamily, type FontWeight, fontFamiliesFor, fontsDrawAll } from '../drawing-fonts.ts';
import { portraitJpeg } from '../images/portrait.ts';

/** The owner's photo as a square JPEG of `side` pixels, or null without one. */
export type PhotoJpeg = (side: number) => Promise<Buffer | null>;

import { paletteFor } from '../theme/accent.ts';

/**
 * Each font file read once per process: satori keeps a parsed font by the identity of its bytes,
 * so a build drawing a share image per post parses Noto Sans SC (10 MB) once, not per image.
 */
const fontBytes = new Map<string, Buffer>();
export const fontFile = (path: string): Buffer => {
  const bytes = fontBytes.get(path) ?? readFileSync(path);
  fontBytes.set(path, bytes);
  return bytes;
};

/** What satori reads for these families; it falls back from one to the next for a missing glyph. */
export const satoriFonts = (families: FontFamily[], weights: FontWeight[]) =>
  families.flatMap(({ family, files }) =>
    weights.map((weight) => ({
      name: family,
      data: fontFile(files[weight]),
      weight,
      style: 'normal' as const,
    })),
  );

export const shareImageSize = { width: 1200, height: 630 } as const;
/** The card is the page in its dark scheme. */
export const card = palette.dark;

/** The owner's accent (site.json theme.accent) at a shade that reads on the dark card, else the page's. */
export const accentOnCard = (site: Site) => paletteFor('dark', site.theme?.accent).accent;

/** The owner's photo on the card, in pixels, and the card's padding and gap beside the photo. */
const photoSide = 300;
const cardPadding = 80;
const photoGap = 48;

const cjkWord = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30FC]+$/u;
const wordJoiner = '\u2060';
const words = new Intl.Segmenter(undefined, { granularity: 'word' });

/**
 * Chinese and Japanese kept whole on the card, as `word-break: keep-all` keeps them on the page:
 * satori, like a browser, may end a line between any two of their
 * characters, which splits a name such as 陳美玲 into 陳 / 美玲. Each run of them between spaces
 * and punctuation is tied with word joiners (U+2060, drawn as nothing) when it fits on a line; a
 * longer run only within the words a dictionary finds in it (whose names it splits, so not
 * first); a word longer than a line stays free to break anywhere. CJK characters are one em wide.
 */
export function keepCjkWordsTogether(text: string, fontSize: number, lineWidth: number): string {
  const fits = (run: string) => [...run].length * fontSize <= lineWidth;
  const tie = (run: string) => [...run].join(wordJoiner);
  let kept = '';
  let run: string[] = [];
  const endRun = () => {
    const whole = run.join('');
    kept += fits(whole) ? tie(whole) : run.map((word) => (fits(word) ? tie(word) : word)).join('');
    run = [];
  };
  for (const { segment, isWordLike } of words.segment(text)) {
    if (isWordLike && cjkWord.test(segment)) {
      run.push(segment);
    } else {
      endRun();
      kept += segment;
    }
  }
  endRun();
  return kept;
}

export type Node = { type: string; props: Record<string, unknown> };
export const h = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

/**
 * The share image as SVG, with its text drawn as paths. Drawn with the résumé's fonts for the
 * scripts the card shows, and only those: a Latin card should not wait for Noto Sans SC (10 MB)
 * to be parsed.
 */
export async function shareImageSvg(
  site: Site,
  families = fontFamiliesFor([siteInitials(site), site.ownerName, site.jobTitle, site.location]),
  /** false: the text as <text> elements, a glyph each, for a test to read where the lines end. */
  textAsPaths = true,
  /** The photo as JPEG at a side: the build's model's (builder/build-model.ts), else read from content/. */
  photoJpeg: PhotoJpeg = (side) => portraitJpeg(site, side),
): Promise<string> {
  const jpeg = await photoJpeg(photoSide * 2);
  const lineWidth = shareImageSize.width - 2 * cardPadding - (jpeg ? photoSide + photoGap : 0);
  const text = [
    h(
      'div',
      { fontSize: 40, fontWeight: 700, color: accentOnCard(site), marginBottom: 32 },
      siteInitials(site),
    ),
    h(
      'div',
      { fontSize: 76, fontWeight: 700, lineHeight: 1.1 },
      keepCjkWordsTogether(site.ownerName, 76, lineWidth),
    ),
    h(
      'div',
      { fontSize: 40, color: card.muted, marginTop: 24 },
      keepCjkWordsTogether(site.jobTitle, 40, lineWidth),
    ),
    h(
      'div',
      { fontSize: 30, color: card.muted, marginTop: 48 },
      `${site.location} · ${new URL(site.siteUrl).host}`,
    ),
  ];
  const layout = {
    width: '100%',
    height: '100%',
    display: 'flex',
    // The card's padding is inside its size: the photo's right edge stays 80 px from the image's.
    boxSizing: 'border-box',
    padding: cardPadding,
    background: card.background,
    color: card.text,
    fontFamily: 'Inter',
  };
  const root = jpeg
    ? // With a photo: the words on the left, the photo in a circle on the right.
      h('div', { ...layout, flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' }, [
        h(
          'div',
          {
            display: 'flex',
            flexDirection: 'column',
            flexGrow: 1,
            flexShrink: 1,
            flexBasis: 0,
            minWidth: 0,
            marginRight: photoGap,
          },
          text,
        ),
        {
          type: 'img',
          props: {
            src: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
            width: photoSide,
            height: photoSide,
            style: { width: photoSide, height: photoSide, borderRadius: photoSide / 2, flexShrink: 0 },
          },
        },
      ])
    : h('div', { ...layout, flexDirection: 'column', justifyContent: 'center' }, text);
  return satori(root as never, {
    ...shareImageSize,
    fonts: satoriFonts(families, [400, 700]),
    embedFont: textAsPaths,
  });
}

export async function renderShareImage(site: Site, photoJpeg?: PhotoJpeg): Promise<Buffer> {
  return new Resvg(await shareImageSvg(site, undefined, true, photoJpeg)).render().asPng();
}

/**
 * The initials in the accent on the card's dark square, as SVG with the letters drawn as paths by
 * satori: the same on every device whatever fonts it has, and no text for the browser to lay out
 * (an SVG favicon is a document of its own, whose text Chromium lays out on the page's main
 * thread just after the first paint: docs/decisions.md, "Favicon and share image").
 */
function monogramSvg(
  site: Site,
  { side, fontSize, radius }: { side: number; fontSize: number; radius: number },
) {
  const icon = h(
    'div',
    {
      width: '100%',
      height: '100%',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      background: card.background,
      borderRadius: radius,
      color: accentOnCard(site),
      fontFamily: 'Inter',
      fontSize,
      fontWeight: 700,
    },
    siteInitials(site),
  );
  return satori(icon as never, {
    width: side,
    height: side,
    fonts: satoriFonts(fontFamiliesFor([siteInitials(site)]), [700]),
  });
}

/**
 * The favicon, a rounded square. Initials in a script the build has no font for (Hangul, Thai…)
 * stay text, drawn by the visitor's own fonts: as paths they would be missing-glyph boxes.
 */
export function iconSvg(site: Site): Promise<string> {
  const initials = siteInitials(site);
  if (fontsDrawAll(initials)) return monogramSvg(site, { side: 64, fontSize: 28, radius: 14 });
  const text = initials.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
  return Promise.resolve(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${card.background}"/><text x="32" y="42" font-family="system-ui, sans-serif" font-size="28" font-weight="700" text-anchor="middle" fill="${accentOnCard(site)}">${text}</text></svg>`,
  );
}

/** The 180 px apple-touch-icon: square, since iOS rounds its corners itself. */
export async function renderTouchIcon(site: Site): Promise<Buffer> {
  return new Resvg(await monogramSvg(site, { side: 180, fontSize: 80, radius: 0 })).render().asPng();
}
