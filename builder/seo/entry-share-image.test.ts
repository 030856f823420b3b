import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixtureContentDir } from '../../testing/fixture-content.ts';
import { temporaryDirs } from '../../testing/temporary-dirs.ts';
import { loadContent } from '../content/load.ts';
import { fontFamilies } from '../drawing-fonts.ts';
import {
  type EntryCard,
  entryCardOf,
  entryShareImageSvg,
  renderEntryShareImage,
  renderEntryShareImages,
  titleSize,
} from './entry-share-image.ts';

const { site } = loadContent(fixtureContentDir);
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });
const familiesNamed = (...names: string[]) => fontFamilies.filter(({ family }) => names.includes(family));
const temporaryDir = temporaryDirs();

/** The card's words in one font size, as drawn: each with where it starts and ends. */
function wordsOf(svg: string, fontSize: number) {
  const word = new RegExp(
    `<text x="([^"]*)"[^>]*width="([^"]*)"[^>]*font-size="${fontSize}"[^>]*>([^<]*)</text>`,
    'g',
  );
  return [...svg.matchAll(word)]
    .map(([, x, width, text]) => ({ text, start: Number(x), end: Number(x) + Number(width) }))
    .filter(({ text }) => text.trim() !== '');
}

describe('a post’s share image', () => {
  let cacheDir: string;
  beforeEach(async () => {
    cacheDir = await temporaryDir('post-share-image-');
    process.env.PORTFOLIO_CACHE_DIR = cacheDir;
  });
  afterEach(() => {
    delete process.env.PORTFOLIO_CACHE_DIR;
  });

  const english = entryCardOf(site, 'Building a portfolio that loads fast & stays up', '14 March 2025', 'en');

  it('is a 1200×630 PNG', async () => {
    const png = await renderEntryShareImage(english as EntryCard);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });

  it('is drawn once: a rebuild with the same post takes it from the build cache, a changed post draws anew', async () => {
    const card = english as EntryCard;
    await renderEntryShareImages([card]);
    const [entry] = readdirSync(cacheDir, { recursive: true, withFileTypes: true }).filter((file) =>
      file.isFile(),
    );
    // What a second build gives is the kept file, not a new drawing.
    writeFileSync(join(entry.parentPath, entry.name), 'kept');
    expect((await renderEntryShareImages([card]))[0].toString()).toBe('kept');
    const [retitled, recoloured] = await renderEntryShareImages([
      { ...card, title: 'Another title' },
      { ...card, accent: '#ff8800' },
    ]);
    expect(pngSize(retitled)).toEqual({ width: 1200, height: 630 });
    expect(pngSize(recoloured)).toEqual({ width: 1200, height: 630 });
  });

  it('draws a Devanagari title with the Devanagari font, not missing-glyph boxes', {
    timeout: 30_000,
  }, async () => {
    const card = entryCardOf(site, 'भारत में वेब प्रदर्शन', '10 फ़रवरी 2025', 'hi') as EntryCard;
    // satori draws each text as one path: the host first, then the title.
    const titlePath = (svg: string) => [...svg.matchAll(/<path [^>]*\bd="([^"]+)"/g)][1]?.[1];
    const drawn = titlePath(await entryShareImageSvg(card));
    const withDevanagari = titlePath(
      await entryShareImageSvg(card, { families: familiesNamed('Inter', 'Noto Sans Devanagari') }),
    );
    const boxes = titlePath(await entryShareImageSvg(card, { families: familiesNamed('Inter') }));
    expect(drawn).toBeDefined();
    expect(drawn).toBe(withDevanagari);
    expect(drawn).not.toBe(boxes);
  });

  it('lays an Arabic page’s card out from the right, its title starting at the right margin', async () => {
    const card = entryCardOf(site, 'بناء ملف شخصي سريع التحميل', '١٤ مارس ٢٠٢٥', 'ar') as EntryCard;
    expect(card.direction).toBe('rtl');
    const title = wordsOf(
      await entryShareImageSvg(card, { textAsPaths: false }),
      titleSize(card.title).fontSize,
    );
    expect(title[0].text).toBe('بناء');
    // The first word is the rightmost, its end at the 72 px margin.
    expect(Math.max(...title.map(({ end }) => end))).toBeCloseTo(1200 - 72, 0);
    expect(title[0].end).toBe(Math.max(...title.map(({ end }) => end)));
  });

  it('draws a short title large and a long one smaller, clamped to the lines that fit', () => {
    expect(titleSize('Edge caching, explained')).toEqual({ fontSize: 72, lines: 3 });
    const long = titleSize('A very long title about caching at the edge '.repeat(8));
    expect(long.fontSize).toBe(48);
    // 5 lines of 48 px at 1.15 stay above the name and date.
    expect(long.lines * long.fontSize * 1.15).toBeLessThanOrEqual(290);
  });

  it('gives no card to a title in a script the build has no font for: the page keeps the portfolio’s', () => {
    expect(entryCardOf(site, '포트폴리오 만들기', '2025년 3월 14일', 'ko')).toBeUndefined();
  });
});
