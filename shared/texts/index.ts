/**
 * The built-in fixed texts of every language the site knows by itself, and how an owner's own
 * (site.json `texts`) complete or override them. Build-time data: the page receives its one
 * language's texts with its page data, never this table.
 */
import { ar } from './ar.ts';
import { builtInCaseStudyTexts, type CaseStudyTexts, caseStudyTextKeys } from './case-studies.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { hi } from './hi.ts';
import { ja } from './ja.ts';
import { entryOfLanguage } from './language-table.ts';
import { openSourceTexts } from './open-source.ts';
import { pt } from './pt.ts';
import { talksTexts } from './talks.ts';
import { builtInWritingTexts, type WritingTexts, writingTextKeys } from './writing.ts';
import { zh } from './zh.ts';

/** The words of one language's own file (./en.ts's keys); a kind beyond the spec keeps its own apart (./talks.ts, ./open-source.ts). */
export type LanguageTexts = Record<keyof typeof en, string>;
export type TextKey = keyof typeof en | keyof typeof talksTexts.en | keyof typeof openSourceTexts.en;
export type Texts = Record<TextKey, string>;

const languageFiles: Readonly<Record<keyof typeof talksTexts, LanguageTexts>> = {
  en,
  de,
  fr,
  es,
  pt,
  hi,
  zh,
  ja,
  ar,
};
export const builtInTexts: Readonly<Record<string, Texts>> = Object.fromEntries(
  Object.entries(languageFiles).map(([tag, texts]) => [
    tag,
    {
      ...texts,
      ...talksTexts[tag as keyof typeof talksTexts],
      ...openSourceTexts[tag as keyof typeof openSourceTexts],
    },
  ]),
);
export const textKeys = Object.keys(builtInTexts.en) as TextKey[];

/** A language's built-in texts (./language-table.ts: its own tag's, else its language's in the same script). */
export function builtInTextsOf<Table extends Readonly<Record<string, object>> = typeof builtInTexts>(
  tag: string,
  table: Table = builtInTexts as unknown as Table,
): Partial<Table[string]> {
  return entryOfLanguage(tag, table);
}

/**
 * A language's texts: the built-in ones with the owner's overrides on top. A key neither gives is
 * named in `missing`: the build refuses such a language.
 */
export function resolveTexts(
  tag: string,
  overrides: Partial<Texts> = {},
  /** Words the page will not show (those of the sections it leaves out, shared/sections.ts): neither asked nor given. */
  unused: readonly TextKey[] = [],
): { texts: Texts; missing: TextKey[] } {
  const keys = textKeys.filter((key) => !unused.includes(key));
  // Only the page's own: an override of a post's text (./writing.ts) is resolveWritingTexts's.
  const own = Object.fromEntries(keys.flatMap((key) => (overrides[key] ? [[key, overrides[key]]] : [])));
  const builtIn = builtInTextsOf(tag);
  const texts = Object.fromEntries(
    keys.flatMap((key) => {
      const words = own[key] ?? builtIn[key];
      return words === undefined ? [] : [[key, words]];
    }),
  );
  const missing = keys.filter((key) => texts[key] === undefined);
  return { texts: texts as Texts, missing };
}

/** A collection's texts in a language from its table, as `resolveTexts` gives the page's. */
function resolveTable<Texts extends Record<string, string>>(
  tag: string,
  table: Readonly<Record<string, Texts>>,
  keys: readonly (keyof Texts & string)[],
  overrides: Partial<Record<string, string>>,
): { texts: Texts; missing: (keyof Texts & string)[] } {
  const own = Object.fromEntries(keys.flatMap((key) => (overrides[key] ? [[key, overrides[key]]] : [])));
  const texts = { ...builtInTextsOf(tag, table), ...own };
  const missing = keys.filter((key) => texts[key] === undefined);
  return { texts: texts as Texts, missing };
}

/** A language's texts for its posts (./writing.ts), as `resolveTexts` gives its page's. */
export const resolveWritingTexts = (tag: string, overrides: Partial<Record<string, string>> = {}) =>
  resolveTable<WritingTexts>(tag, builtInWritingTexts, writingTextKeys, overrides);

/** A language's texts for its case studies (./case-studies.ts). */
export const resolveCaseStudyTexts = (tag: string, overrides: Partial<Record<string, string>> = {}) =>
  resolveTable<CaseStudyTexts>(tag, builtInCaseStudyTexts, caseStudyTextKeys, overrides);
