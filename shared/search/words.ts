/**
 * How a language's text becomes search terms, the same at build time (the index) and in the Worker
 * (the query): words by the runtime's `Intl.Segmenter` for scripts written without spaces, else by
 * letters and digits; each lowered and stemmed where the language has a stemmer (@orama/stemmers,
 * Snowball's algorithms). A stemmer is loaded only for a language that asks for one.
 */
import { baseLanguageOf, type StemmerLoaders } from './stemmers.ts';

/** Languages written without spaces between words: their words come from `Intl.Segmenter`. */
const unspaced = new Set(['ja', 'zh', 'th', 'lo', 'km', 'my']);

const lettersAndDigits = /[\p{L}\p{N}\p{M}]+/gu;
const segmenters = new Map<string, Intl.Segmenter>();

/** A word of a text, as written (not lowered), and where it starts. */
export type WordSpan = { word: string; index: number };

/** The words of `text` in `lang`, where each is: the excerpt marks them. */
export function wordSpansOf(text: string, lang: string): WordSpan[] {
  const base = baseLanguageOf(lang);
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

/**
 * How a word of `lang` becomes its term: lowered, then stemmed where the language has a stemmer
 * among `stemmers` (./stemmers.ts).
 */
export async function termOfIn(lang: string, stemmers: StemmerLoaders): Promise<(word: string) => string> {
  const load = stemmers[baseLanguageOf(lang)];
  const stem = load ? (await load()).stemmer : (word: string) => word;
  const locale = baseLanguageOf(lang);
  return (word) => stem(word.toLocaleLowerCase(locale));
}
