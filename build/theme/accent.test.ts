import { wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import { accentCss, accentTokens, minContrast, surfaces } from './accent.ts';

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

describe.each(accents)('accent %s', (accent) => {
  it.each(['light', 'dark'] as const)('keeps every text at WCAG AA in the %s scheme', (scheme) => {
    const tokens = accentTokens(accent, scheme);
    const { background, surface } = surfaces[scheme];
    const pairs = [
      ['accent text on the background', tokens.accentText, background],
      ['accent text on a card', tokens.accentText, surface],
      ['button text on the accent', tokens.onAccent, tokens.accent],
      ['tag text on its tag', tokens.tagText, tokens.tag],
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
  expect(accentTokens('#1d4ed8', 'light').accentText).toBe('#1d4ed8');
  // A pale yellow cannot be text on white: it is darkened into an olive of the same hue.
  const yellow = accentTokens('#fde047', 'light').accentText;
  expect(yellow).not.toBe('#fde047');
  expect(wcagContrast(yellow, '#ffffff')).toBeGreaterThanOrEqual(minContrast);
});

it('writes light and dark shades for every accent token of the page', () => {
  const css = accentCss('#e11d48');
  for (const token of [
    '--color-accent:',
    '--color-accent-text:',
    '--color-on-accent:',
    '--color-tag:',
    '--color-tag-text:',
    '--color-focus:',
    '--color-hero-glow:',
  ]) {
    expect(css).toContain(token);
  }
  expect(css.match(/light-dark\(/g)).toHaveLength(7);
});
