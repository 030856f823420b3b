/**
 * The site's colours, light and dark: the one source for the page (the build writes them as its
 * `--color-*` custom properties, builder/theme/), for the shades derived from an owner's accent,
 * for the résumé PDF (light, on paper) and for the share image and icons (dark). Every text and
 * background pair meets WCAG AA (4.5:1) in both schemes.
 */
export const colorSchemes = ['light', 'dark'] as const;
export type ColorScheme = (typeof colorSchemes)[number];

/** The colours that follow the accent: the page's own blue here, an owner's hue when site.json names one. */
export type AccentColors = {
  /** Fills (buttons) and text in the accent: one shade that reads on the background, a card and under onAccent. */
  accent: string;
  onAccent: string;
  tag: string;
  tagText: string;
  /** The hue behind the hero, shown faintly (heroGlowOpacity). */
  glow: string;
};

export type Palette = AccentColors & {
  background: string;
  /** Cards and the footer, drawn on the background. */
  surface: string;
  text: string;
  muted: string;
  border: string;
  /** Form fields' borders: 3:1 against the background, as non-text contrast asks. */
  inputBorder: string;
};

export const palette: Record<ColorScheme, Palette> = {
  light: {
    background: '#ffffff',
    surface: '#f3f5f9',
    text: '#161b26',
    muted: '#4a5466',
    border: '#d6dce6',
    inputBorder: '#7a8496',
    accent: '#1d4ed8',
    onAccent: '#ffffff',
    tag: '#e3eafc',
    tagText: '#1e3a8a',
    glow: '#1d4ed8',
  },
  dark: {
    background: '#0e131b',
    surface: '#161d28',
    text: '#e7ebf2',
    muted: '#a9b4c6',
    border: '#2b3545',
    inputBorder: '#7d8aa0',
    accent: '#8ab4ff',
    onAccent: '#0b1221',
    tag: '#1f2d4a',
    tagText: '#c7d8ff',
    glow: '#8ab4ff',
  },
};

/** A faint glow in light; a little more on dark, where the same share barely shows. */
export const heroGlowOpacity: Record<ColorScheme, number> = { light: 0.1, dark: 0.12 };

/** The top bar lets the page show through until the page is scrolled (spec §2: then more opaque). */
export const topBarOpacity = { resting: 0.82, scrolled: 0.97 } as const;
