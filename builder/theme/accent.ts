/**
 * The page's colour tokens: the palette (shared/palette.ts), with the owner's accent colour
 * (content/site.json theme.accent) when there is one. Whatever colour the owner picks, its shades
 * are derived so every text keeps WCAG AA (4.5:1) on what it is drawn on: the hue is the owner's,
 * the lightness is what contrast needs. Computed at build time (culori); the visitor gets a few
 * CSS custom properties.
 */
import { clampChroma, converter, formatHex, formatHex8, type Oklch, wcagContrast } from 'culori';
import {
  type AccentColors,
  type ColorScheme,
  heroGlowOpacity,
  type Palette,
  palette,
  topBarOpacity,
} from '../../shared/palette.ts';

const toOklch = converter('oklch');
const toRgb = converter('rgb');
export const minContrast = 4.5;

const hex = (color: Oklch) => formatHex(clampChroma(color, 'oklch'));

/** The accent's hue and chroma at the lightness nearest to its own that reads on every backdrop. */
function readableShade(accent: Oklch, backdrops: string[], scheme: ColorScheme): string {
  const step = scheme === 'light' ? -0.005 : 0.005;
  for (let l = accent.l; l >= 0 && l <= 1; l += step) {
    const shade = hex({ ...accent, l });
    if (backdrops.every((backdrop) => wcagContrast(shade, backdrop) >= minContrast)) return shade;
  }
  return scheme === 'light' ? '#000000' : '#ffffff';
}

export function accentTokens(accentHex: string, scheme: ColorScheme): AccentColors {
  const accent = toOklch(accentHex);
  if (!accent) throw new Error(`${accentHex} is not a colour`);
  const base: Oklch = { mode: 'oklch', l: accent.l, c: accent.c ?? 0, h: accent.h ?? 0 };
  const { background, surface, onAccent } = palette[scheme];
  // Text in the accent, and buttons filled with it under on-accent text: one shade serves both.
  const readable = readableShade(base, [background, surface, onAccent], scheme);
  // Tags: a faint tint of the hue behind a readable shade of it.
  const tag = hex({
    ...base,
    l: scheme === 'light' ? 0.94 : 0.3,
    c: Math.min(base.c, scheme === 'light' ? 0.04 : 0.06),
  });
  const tagText = readableShade(base, [tag], scheme);
  const glow = formatHex(clampChroma(base, 'oklch'));
  return { accent: readable, onAccent, tag, tagText, glow };
}

/** The palette of one scheme, its accent colours the owner's (site.json theme.accent) when named. */
export function paletteFor(scheme: ColorScheme, accentHex?: string): Palette {
  return accentHex ? { ...palette[scheme], ...accentTokens(accentHex, scheme) } : palette[scheme];
}

function withOpacity(color: string, alpha: number): string {
  const rgb = toRgb(color);
  if (!rgb) throw new Error(`${color} is not a colour`);
  return formatHex8({ ...rgb, alpha });
}

/** The `--color-*` custom properties web/styles/global.css and every section's stylesheet read. */
export function paletteCss(accentHex?: string): string {
  const light = paletteFor('light', accentHex);
  const dark = paletteFor('dark', accentHex);
  const pair = (pick: (colors: Palette, scheme: ColorScheme) => string) =>
    `light-dark(${pick(light, 'light')}, ${pick(dark, 'dark')})`;
  const tokens = {
    background: pair((c) => c.background),
    surface: pair((c) => c.surface),
    text: pair((c) => c.text),
    muted: pair((c) => c.muted),
    border: pair((c) => c.border),
    'input-border': pair((c) => c.inputBorder),
    accent: pair((c) => c.accent),
    'accent-text': pair((c) => c.accent),
    'on-accent': pair((c) => c.onAccent),
    tag: pair((c) => c.tag),
    'tag-text': pair((c) => c.tagText),
    focus: pair((c) => c.accent),
    'hero-glow': pair((c, scheme) => withOpacity(c.glow, heroGlowOpacity[scheme])),
    'top-bar': pair((c) => withOpacity(c.background, topBarOpacity.resting)),
    'top-bar-scrolled': pair((c) => withOpacity(c.background, topBarOpacity.scrolled)),
  };
  const declarations = Object.entries(tokens).map(([name, value]) => `--color-${name}:${value}`);
  return `:root{${declarations.join(';')}}`;
}
