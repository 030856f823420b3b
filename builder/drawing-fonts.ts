/**
 * The typefaces the résumé PDF and the share image draw text with: Inter, the page's own face, for
 * Latin, Greek and Cyrillic, then a Noto (or, for Arabic, IBM Plex) family for each script Inter does not have. Listed in
 * fallback order: a character is drawn with the first family that has a glyph for it, so Latin
 * text never reaches the Noto files and a name in Devanagari or Chinese never shows a missing-glyph
 * box. The files are TTF or WOFF (not WOFF2), the formats fontkit (react-pdf) and satori both read.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export type FontWeight = 400 | 700;

export type FontFamily = {
  family: string;
  /** The characters this family is there for; tells which families a text needs. */
  script: RegExp;
  files: Record<FontWeight, string>;
};

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

const inter = (family: string, subset: string, script: RegExp): FontFamily => {
  const files = join(packageDir('@fontsource/inter'), 'files');
  return {
    family,
    script,
    files: {
      400: join(files, `inter-${subset}-400-normal.woff`),
      700: join(files, `inter-${subset}-700-normal.woff`),
    },
  };
};

// @expo-google-fonts ships Google Fonts' static TTFs, one file per weight, each with the whole
// script (Noto Sans SC: all of GB 18030's common hanzi, plus kana); the PDF embeds only the
// glyphs it prints.
const googleFont = (family: string, script: RegExp): FontFamily => {
  const name = family.replaceAll(' ', '');
  const dir = packageDir(`@expo-google-fonts/${family.toLowerCase().replaceAll(' ', '-')}`);
  return {
    family,
    script,
    files: {
      400: join(dir, '400Regular', `${name}_400Regular.ttf`),
      700: join(dir, '700Bold', `${name}_700Bold.ttf`),
    },
  };
};

export const fontFamilies: readonly FontFamily[] = [
  inter('Inter', 'latin', /\p{Script=Latin}/u),
  // Inter's Latin file stops at U+00FF; names such as "Łukasz" or "Nguyễn" need these.
  inter('Inter Extended', 'latin-ext', /[\u0100-\u024F\u1E00-\u1EFF]/u),
  inter('Inter Vietnamese', 'vietnamese', /[\u0100-\u024F\u1E00-\u1EFF]/u),
  inter('Inter Greek', 'greek', /\p{Script=Greek}/u),
  inter('Inter Cyrillic', 'cyrillic', /\p{Script=Cyrillic}/u),
  googleFont('Noto Sans Devanagari', /\p{Script=Devanagari}/u),
  googleFont('Noto Sans SC', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u),
  // Not Noto Sans Arabic: it draws a letter as a dotless base plus its dots, so ت and ي share a
  // glyph and a PDF, which maps each glyph to one text, reads ي as ت. IBM Plex Sans Arabic has a
  // glyph per letter and form.
  googleFont('IBM Plex Sans Arabic', /\p{Script=Arabic}/u),
  googleFont('Noto Sans Hebrew', /\p{Script=Hebrew}/u),
];

/** The families, in fallback order, as a CSS-like font stack. */
export const fontStack = fontFamilies.map(({ family }) => family);

/** Inter, plus the families of the scripts that occur in these texts. */
export const fontFamiliesFor = (texts: string[]): FontFamily[] => {
  const text = texts.join('\n');
  return fontFamilies.filter(({ family, script }) => family === 'Inter' || script.test(text));
};

/**
 * Whether these families draw every character of the text: one of a script none of them has
 * (Hangul, Thai, Tamil…) would come out as a missing-glyph box. Inter's Latin file covers U+0000–00FF.
 */
export const fontsDrawAll = (text: string): boolean =>
  [...text].every((char) => char <= '\u00ff' || fontFamilies.some(({ script }) => script.test(char)));
