import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import { palette } from '../../shared/palette.ts';
import { accentTokens, minContrast, paletteCss, paletteFor } from './accent.ts';

// A too-light yellow, a too-dark navy, greys, saturated primaries and the page's own blue.
const accents = [
  '#ffff00',
  '#fde047',
  '#0a0a40',
  '#000000',
  '#ffffff',
  '#808080',
  '#ff0000',
  '#22c55e',
  '#1d4ed8',
  '#e11d48',
  '#0f766e',
];

const palettes = [
  { name: 'the page’s own blue', accent: undefined },
  ...accents.map((accent) => ({ name: accent, accent })),
];

describe.each(palettes)('the palette with $name as its accent', ({ accent }) => {
  it.each(['light', 'dark'] as const)('keeps every text at WCAG AA in the %s scheme', (scheme) => {
    const colors = paletteFor(scheme, accent);
    const pairs = [
      ['text on the background', colors.text, colors.background],
      ['text on a card', colors.text, colors.surface],
      ['muted text on the background', colors.muted, colors.background],
      ['muted text on a card', colors.muted, colors.surface],
      ['accent text on the background', colors.accent, colors.background],
      ['accent text on a card', colors.accent, colors.surface],
      ['button text on the accent', colors.onAccent, colors.accent],
      ['tag text on its tag', colors.tagText, colors.tag],
    ] as const;
    for (const [what, text, backdrop] of pairs) {
      expect(wcagContrast(text, backdrop), `${what}: ${text} on ${backdrop}`).toBeGreaterThanOrEqual(
        minContrast,
      );
    }
  });
});

it('keeps the hue and changes only what contrast needs', () => {
  // The page's own blue already reads on white: it stays as it is.
  expect(accentTokens('#1d4ed8', 'light').accent).toBe('#1d4ed8');
  // A pale yellow cannot be text on white: it is darkened into an olive of the same hue.
  const yellow = accentTokens('#fde047', 'light').accent;
  expect(yellow).not.toBe('#fde047');
  expect(wcagContrast(yellow, '#ffffff')).toBeGreaterThanOrEqual(minContrast);
});

describe('the page’s colour tokens', () => {
  const web = join(import.meta.dirname, '../../web');
  const stylesheets = readdirSync(web, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(join(web, file), 'utf8'));
  const used = new Set(
    stylesheets.flatMap((css) => [...css.matchAll(/var\((--color-[a-z-]+)/g)].map((m) => m[1])),
  );
  const declared = (css: string) => new Set([...css.matchAll(/(--color-[a-z-]+):/g)].map((m) => m[1]));

  it.each([palettes[0], { name: '#e11d48', accent: '#e11d48' }])(
    'defines every colour the stylesheets use, with $name as the accent',
    ({ accent }) => {
      expect(used.size).toBeGreaterThan(10);
      expect([...used].filter((token) => !declared(paletteCss(accent)).has(token))).toEqual([]);
    },
  );

  it('are the palette’s, light and dark, and take only the accent’s colours from site.json', () => {
    const own = paletteCss();
    expect(own).toContain(`--color-text:light-dark(${palette.light.text}, ${palette.dark.text})`);
    expect(own).toContain(`--color-accent:light-dark(${palette.light.accent}, ${palette.dark.accent})`);
    const rose = paletteCss('#e11d48');
    expect(rose).toContain(`--color-text:light-dark(${palette.light.text}, ${palette.dark.text})`);
    expect(rose).not.toContain(palette.light.accent);
    expect(rose).not.toContain(palette.dark.accent);
  });
});
