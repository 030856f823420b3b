/**
 * How a language's text becomes search terms, the same at build time (the index) and in the Worker
 * (the query): words by the runtime's `Intl.Segmenter` for scripts written without spaces, else by
 * letters and digits; each lowered and stemmed where the language has a stemmer (@orama/stemmers,
 * Snowball's algorithms). A stemmer is loaded only for a language that asks for one.
 */

type Stem = (word: string) => string;

/** The stemmer of each language that has one, by its base tag; the others keep words whole. */
const stemmers: Record<string, () => Promise<{ stemmer: Stem }>> = {
  en: () => import('@orama/stemmers/english'),
  de: () => import('@orama/stemmers/german'),
  fr: () => import('@orama/stemmers/french'),
  es: () => import('@orama/stemmers/spanish'),
  pt: () => import('@orama/stemmers/portuguese'),
  it: () => import('@orama/stemmers/italian'),
  nl: () => import('@orama/stemmers/dutch'),
  ar: () => import('@orama/stemmers/arabic'),
  // "indian" is Snowball's Hindi stemmer.
  hi: () => import('@orama/stemmers/indian'),
  ru: () => import('@orama/stemmers/russian'),
};

/** Languages written without spaces between words: their words come from `Intl.Segmenter`. */
const unspaced = new Set(['ja', 'zh', 'th', 'lo', 'km', 'my']);

const baseOf = (lang: string) => lang.split('-')[0].toLowerCase();

const lettersAndDigits = /[\p{L}\p{N}\p{M}]+/gu;
const segmenters = new Map<string, Intl.Segmenter>();

/** A word of a text, as written (not lowered), and where it starts. */
export type WordSpan = { word: string; index: number };

/** The words of `text` in `lang`, where each is: the excerpt marks them. */
export function wordSpansOf(text: string, lang: string): WordSpan[] {
  const base = baseOf(lang);
  if (!unspaced.has(base))
    return Array.from(text.matchAll(lettersAndDigits), (match) => ({ word: match[0], index: match.index }));
  let segmenter = segmenters.get(base);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(base, { granularity: 'word' });
    segmenters.set(base, segmenter);
  }
  const words: WordSpan[] = [];
  for (const { segment, index, isWordLike } of segmenter.segment(text))
    if (isWordLike) words.push({ word: segment, index });
  return words;
}

/** The words of `text` in `lang`, as written (not lowered). */
export const wordsOf = (text: string, lang: string): string[] =>
  wordSpansOf(text, lang).map(({ word }) => word);

/** How a word of `lang` becomes its term: lowered, then stemmed where the language has a stemmer. */
export async function termOfIn(lang: string): Promise<(word: string) => string> {
  const load = stemmers[baseOf(lang)];
  const stem = load ? (await load()).stemmer : (word: string) => word;
  const locale = baseOf(lang);
  return (word) => stem(word.toLocaleLowerCase(locale));
}
