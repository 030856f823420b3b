/**
 * The `sizes` of a picture that fills a card's content box in the projects' grid, worked out from
 * the grid's CSS lengths rather than written by hand: the widths where a column is added or a
 * clamp() stops growing are easy to get wrong, and they all move when the CSS does.
 */

/** `clamp(min rem, vw vw, max rem)`, the form every fluid length of the layout takes. */
export type FluidLength = { min: number; vw: number; max: number };

export type CardGrid = {
  /** `.container`: max-width (rem, padding included: border-box) and padding-inline. */
  container: { maxWidth: number; padding: FluidLength };
  /** `repeat(auto-fill, minmax(min(100%, column rem), 1fr))` with `gap` between columns. */
  grid: { column: number; gap: FluidLength };
  /** `.card`: padding and border (px) around the picture. */
  card: { padding: FluidLength; border: number };
};

const remPx = 16;
type Regime = 'min' | 'vw' | 'max';
const fluid = (length: FluidLength, viewport: number) =>
  Math.min(Math.max(length.vw * (viewport / 100), length.min * remPx), length.max * remPx);
// Which bound holds: at the very width where the fluid part meets one, its formula starts.
const regimeOf = (length: FluidLength, viewport: number): Regime =>
  length.vw * (viewport / 100) < length.min * remPx
    ? 'min'
    : length.vw * (viewport / 100) >= length.max * remPx
      ? 'max'
      : 'vw';

/** The content box of the container at a viewport width (px). */
function contentWidth(grid: CardGrid, viewport: number): number {
  const outer = Math.min(viewport, grid.container.maxWidth * remPx);
  return outer - 2 * fluid(grid.container.padding, viewport);
}

/** How the layout is arranged at a viewport width: what the picture's width is linear in. */
function layoutAt(grid: CardGrid, viewport: number) {
  const gap = fluid(grid.grid.gap, viewport);
  return {
    capped: viewport >= grid.container.maxWidth * remPx,
    columns: Math.max(1, Math.floor((contentWidth(grid, viewport) + gap) / (grid.grid.column * remPx + gap))),
    page: regimeOf(grid.container.padding, viewport),
    gap: regimeOf(grid.grid.gap, viewport),
    card: regimeOf(grid.card.padding, viewport),
  };
}

/** The width (CSS px) a card draws its picture at, at this viewport width: what `sizes` must say. */
export function cardPictureWidth(grid: CardGrid, viewport: number): number {
  const { columns } = layoutAt(grid, viewport);
  const card = (contentWidth(grid, viewport) - (columns - 1) * fluid(grid.grid.gap, viewport)) / columns;
  return card - 2 * fluid(grid.card.padding, viewport) - 2 * grid.card.border;
}

/** A length as CSS writes it in `calc()`: so many vw, rem and px. */
type Linear = { vw: number; rem: number; px: number };
const plus = (a: Linear, b: Linear, times = 1): Linear => ({
  vw: a.vw + times * b.vw,
  rem: a.rem + times * b.rem,
  px: a.px + times * b.px,
});
const scaled = (a: Linear, by: number): Linear => ({ vw: a.vw * by, rem: a.rem * by, px: a.px * by });
const fluidTerm = (length: FluidLength, regime: Regime): Linear =>
  regime === 'vw'
    ? { vw: length.vw, rem: 0, px: 0 }
    : { vw: 0, rem: regime === 'min' ? length.min : length.max, px: 0 };

const number = (value: number) => String(Number(value.toFixed(4)));
function css({ vw, rem, px }: Linear): string {
  const terms = [
    [vw, 'vw'],
    [rem, 'rem'],
    [px, 'px'],
  ]
    .filter(([value]) => Math.abs(value as number) > 1e-9)
    // A positive term first: `calc(21rem - 1vw)` reads better than `calc(-1vw + 21rem)`.
    .sort(([a], [b]) => Number((b as number) > 0) - Number((a as number) > 0)) as [number, string][];
  if (terms.length === 1) return `${number(terms[0][0])}${terms[0][1]}`;
  const [first, ...rest] = terms;
  const text = rest.reduce(
    (out, [value, unit]) => `${out} ${value < 0 ? '-' : '+'} ${number(Math.abs(value))}${unit}`,
    `${number(first[0])}${first[1]}`,
  );
  return `calc(${text})`;
}

/**
 * The `sizes` list, widest layout first, from 20rem (the page's min-width) up: one entry for each
 * stretch of widths where the picture's width is one formula. No leading `auto`: HTML (and the W3C
 * validator) allows it on a `<source>` only when its `<img>` has `sizes="auto…"` and a `srcset` too,
 * which would cost each card about 700 bytes to tell Chromium what this list already says exactly.
 */
export function cardPictureSizes(grid: CardGrid): string {
  // Where the arrangement changes, to a hundredth of a pixel, from 20rem to 160rem.
  const key = (viewport: number) => Object.values(layoutAt(grid, viewport)).join();
  const starts: number[] = [];
  let previous = '';
  for (let hundredths = 20 * remPx * 100; hundredths <= 160 * remPx * 100; hundredths++) {
    const current = key(hundredths / 100);
    if (current !== previous) starts.push(hundredths / 100);
    previous = current;
  }
  const entries = starts.map((start, index) => {
    const { capped, columns, page, gap, card } = layoutAt(grid, start);
    const viewport: Linear = { vw: 100, rem: 0, px: 0 };
    const outer: Linear = capped ? { vw: 0, rem: grid.container.maxWidth, px: 0 } : viewport;
    const content = plus(outer, fluidTerm(grid.container.padding, page), -2);
    const cardWidth = scaled(plus(content, fluidTerm(grid.grid.gap, gap), 1 - columns), 1 / columns);
    const picture = plus(
      plus(cardWidth, fluidTerm(grid.card.padding, card), -2),
      { vw: 0, rem: 0, px: grid.card.border },
      -2,
    );
    return index === 0 ? css(picture) : `(min-width: ${number(start / remPx)}rem) ${css(picture)}`;
  });
  return entries.reverse().join(', ');
}
