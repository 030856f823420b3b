/**
 * The owner's accent colour (content/site.json theme.accent) as the page's colour tokens, in light
 * and dark. Whatever colour the owner picks, the shades are derived from it so every text keeps
 * WCAG AA (4.5:1) on what it is drawn on: the hue is the owner's, the lightness is what contrast
 * needs. Computed at build time (culori); the visitor gets a few CSS custom properties.
 */
import { clampChroma, converter, formatHex, type Oklch, wcagContrast } from 'culori';

const toOklch = converter('oklch');
export const minContrast = 4.5;

/** The page's own surfaces (web/styles/global.css), which accent-coloured text is drawn on. */
export const surfaces = {
  light: { background: '#ffffff', surface: '#f3f5f9', onAccent: '#ffffff' },
  dark: { background: '#0e131b', surface: '#161d28', onAccent: '#0b1221' },
} as const;

type Scheme = keyof typeof surfaces;

export type AccentTokens = {
  accent: string;
  accentText: string;
  onAccent: string;
  tag: string;
  tagText: string;
  glow: string;
};

const hex = (color: Oklch) => formatHex(clampChroma(color, 'oklch'));

/** The accent's hue and chroma at the lightness nearest to its own that reads on every backdrop. */
function readableShade(accent: Oklch, backdrops: string[], scheme: Scheme): string {
  const step = scheme === 'light' ? -0.005 : 0.005;
  for (let l = accent.l; l >= 0 && l <= 1; l += step) {
    const shade = hex({ ...accent, l });
    if (backdrops.every((backdrop) => wcagContrast(shade, backdrop) >= minContrast)) return shade;
  }
  return scheme === 'light' ? '#000000' : '#ffffff';
}

export function accentTokens(accentHex: string, scheme: Scheme): AccentTokens {
  const accent = toOklch(accentHex);
  if (!accent) throw new Error(`${accentHex} is not a colour`);
  const base: Oklch = { mode: 'oklch', l: accent.l, c: accent.c ?? 0, h: accent.h ?? 0 };
  const { background, surface, onAccent } = surfaces[scheme];
  // Text in the accent, and buttons filled with it under on-accent text: one shade serves both.
  const accentText = readableShade(base, [background, surface, onAccent], scheme);
  // Tags: a faint tint of the hue behind a readable shade of it.
  const tag = hex({
    ...base,
    l: scheme === 'light' ? 0.94 : 0.3,
    c: Math.min(base.c, scheme === 'light' ? 0.04 : 0.06),
  });
  const tagText = readableShade(base, [tag], scheme);
  const glow = formatHex(clampChroma(base, 'oklch'));
  return { accent: accentText, accentText, onAccent, tag, tagText, glow };
}

/** CSS appended to the page's stylesheet: the tokens of global.css, now from the owner's accent. */
export function accentCss(accentHex: string): string {
  const light = accentTokens(accentHex, 'light');
  const dark = accentTokens(accentHex, 'dark');
  const pair = (pick: (t: AccentTokens) => string) => `light-dark(${pick(light)}, ${pick(dark)})`;
  // On screens only: printed, the page is black on white whatever the accent (global.css).
  return `@media not print{:root{--color-accent:${pair((t) => t.accent)};--color-accent-text:${pair((t) => t.accentText)};--color-on-accent:${pair((t) => t.onAccent)};--color-tag:${pair((t) => t.tag)};--color-tag-text:${pair((t) => t.tagText)};--color-focus:${pair((t) => t.accentText)};--color-hero-glow:light-dark(${light.glow}1a, ${dark.glow}1f)}}`;
}
