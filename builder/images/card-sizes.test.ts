import { describe, expect, it } from 'vitest';
import { type CardGrid, cardPictureSizes, cardPictureWidth } from './card-sizes.ts';
import { projectCardGrid } from './project-images.ts';

/** What a browser reads from the list at a viewport width (px), in px. */
function widthFromSizes(sizes: string, viewport: number): number {
  const entries = sizes.split(', ');
  const entry = entries.find((candidate) => {
    const minWidth = candidate.match(/^\(min-width: ([\d.]+)rem\)/);
    return !minWidth || viewport >= Number(minWidth[1]) * 16;
  });
  if (!entry) throw new Error(`no entry of "${sizes}" applies at ${viewport}px`);
  const length = entry.replace(/^\(min-width: [\d.]+rem\) /, '').replace(/^calc\((.*)\)$/, '$1');
  // "a vw - b rem - c px" (or one term): add the terms up.
  return [...length.matchAll(/([+-]?)\s*([\d.]+)(vw|rem|px)/g)].reduce((sum, [, sign, value, unit]) => {
    const px = Number(value) * (unit === 'vw' ? viewport / 100 : unit === 'rem' ? 16 : 1);
    return sum + (sign === '-' ? -px : px);
  }, 0);
}

const someGrid: CardGrid = {
  container: { maxWidth: 90, padding: { min: 1.25, vw: 5, max: 3 } },
  grid: { column: 20, gap: { min: 2, vw: 2, max: 2 } },
  card: { padding: { min: 1, vw: 3, max: 2 }, border: 2 },
};

describe('the sizes of a picture in a card', () => {
  it.each([
    ['the projects’ grid', projectCardGrid],
    ['another grid', someGrid],
  ])('say the width the card draws it at, at every viewport width, for %s', (_, grid) => {
    const sizes = cardPictureSizes(grid);
    // Valid HTML on a <source> whose <img> has no sizes of its own (the W3C validator's error).
    expect(sizes).not.toMatch(/\bauto\b/);
    for (let viewport = 320; viewport <= 2560; viewport += 0.5)
      expect(widthFromSizes(sizes, viewport), `at ${viewport}px`).toBeCloseTo(
        cardPictureWidth(grid, viewport),
        1,
      );
  });

  it('follow the projects’ grid: up to 76rem wide, three columns from 60rem, two from about 40rem, one below', () => {
    // 1440 px: a 76rem container less 2rem padding a side, three cards around two 1.5vw gaps,
    // each less 1.5rem padding and 1px border a side.
    expect(cardPictureWidth(projectCardGrid, 1440)).toBeCloseTo((72 * 16 - 2 * 21.6) / 3 - 48 - 2, 5);
    // 768 px: padding 4vw a side, two cards around a 1rem gap, card padding 3vw.
    expect(cardPictureWidth(projectCardGrid, 768)).toBeCloseTo((768 * 0.92 - 16) / 2 - 2 * 23.04 - 2, 5);
    expect(cardPictureWidth(projectCardGrid, 320)).toBe(320 - 64 - 2);
    expect(cardPictureSizes(projectCardGrid)).toBe(
      '(min-width: 100rem) calc(20rem - 2px), (min-width: 76rem) calc(21rem - 1vw - 2px), ' +
        '(min-width: 66.6669rem) calc(32.3333vw - 4.3333rem - 2px), (min-width: 60rem) calc(33.3333vw - 5rem - 2px), ' +
        '(min-width: 50rem) calc(50vw - 5.5rem - 2px), (min-width: 40.2175rem) calc(40vw - 0.5rem - 2px), ' +
        '(min-width: 33.3338rem) calc(86vw - 2px), (min-width: 25rem) calc(92vw - 2rem - 2px), calc(100vw - 4rem - 2px)',
    );
  });
});
