/**
 * The owner's typeface (content/site.json theme.font): one self-hosted variable font from
 * Fontsource, its Latin subset only (every weight in one file), and a fallback face sized to it
 * from the font's metrics (Capsize), so the text the fallback draws takes the room the font will
 * take and nothing moves when the font arrives (CLS 0).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import geist from '@capsizecss/metrics/geist';
import inter from '@capsizecss/metrics/inter';
import type { SiteFont } from '../../shared/schema.ts';

const require = createRequire(import.meta.url);

/** What Fontsource ships for each font the schema allows, and the metrics Capsize measured. */
const fonts = {
  inter: { family: 'Inter Variable', package: '@fontsource-variable/inter', file: 'inter', metrics: inter },
  geist: { family: 'Geist Variable', package: '@fontsource-variable/geist', file: 'geist', metrics: geist },
} satisfies Record<SiteFont, unknown>;

// Fontsource's Latin subset (its index.css, "latin" block).
const latinRange =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

// Arial, or a font drawn to Arial's exact metrics where Arial is not installed (Linux, ChromeOS):
// the overrides Capsize computes from Arial's metrics hold for each of them.
const fallbackFaces = ['Arial', 'ArialMT', 'Liberation Sans', 'Arimo'];

export type BuiltFont = {
  /** The woff2 file's URL on the site; its name carries a hash of its bytes. */
  path: string;
  bytes: Buffer;
  /** The @font-face rules and the page's font stack. */
  css: string;
};

export function planFont(font: SiteFont): BuiltFont {
  const { family, package: name, file, metrics } = fonts[font];
  const fileName = `${file}-latin-wght-normal.woff2`;
  const bytes = readFileSync(require.resolve(`${name}/files/${fileName}`));
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
  const path = `/assets/${fileName.replace('.woff2', `.${hash}.woff2`)}`;
  const { fontFaces } = createFontStack([{ ...metrics, familyName: family }, arial], {
    fontFaceFormat: 'styleObject',
  });
  const fallback = fontFaces[0]['@font-face'];
  const css = `@font-face {
  font-family: "${family}";
  font-style: normal;
  font-weight: 100 900;
  font-display: swap;
  src: url("${path}") format("woff2");
  unicode-range: ${latinRange};
}
@font-face {
  font-family: ${fallback.fontFamily};
  src: ${fallbackFaces.map((face) => `local("${face}")`).join(', ')};
  size-adjust: ${fallback.sizeAdjust};
  ascent-override: ${fallback.ascentOverride};
  descent-override: ${fallback.descentOverride};
  line-gap-override: ${fallback.lineGapOverride};
}
:root {
  --font-body: "${family}", ${fallback.fontFamily}, var(--font-system);
}
`;
  return { path, bytes, css };
}
