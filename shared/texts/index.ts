/**
 * The built-in fixed texts of every language the site knows by itself, and how an owner's own
 * (site.json `texts`) complete or override them. Build-time data: the page receives its one
 * language's texts with its page data, never this table.
 */
import { ar } from './ar.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { hi } from './hi.ts';
import { ja } from './ja.ts';
import { pt } from './pt.ts';
import { zh } from './zh.ts';

export type TextKey = keyof typeof en;
export type Texts = Record<TextKey, string>;
export const textKeys = Object.keys(en) as TextKey[];

export const builtInTexts: Readonly<Record<string, Texts>> = { en, de, fr, es, pt, hi, zh, ja, ar };

const scriptOf = (tag: string) => new Intl.Locale(tag).maximize().script;

/**
 * A language's built-in texts: its own tag's, else its language's when written in the same
 * script ("pt-BR" reads "pt"'s; "zh-Hant" and "zh-TW" do not read "zh"'s Simplified Chinese).
 */
export function builtInTextsOf(tag: string): Partial<Texts> {
  if (builtInTexts[tag]) return builtInTexts[tag];
  const { language } = new Intl.Locale(tag);
  return builtInTexts[language] && scriptOf(language) === scriptOf(tag) ? builtInTexts[language] : {};
}

/**
 * A language's texts: the built-in ones with the owner's overrides on top. A key neither gives is
 * named in `missing`: the build refuses such a language.
 */
export function resolveTexts(
  tag: string,
  overrides: Partial<Texts> = {},
): { texts: Texts; missing: TextKey[] } {
  const texts = { ...builtInTextsOf(tag), ...overrides };
  const missing = textKeys.filter((key) => texts[key] === undefined);
  return { texts: texts as Texts, missing };
}
