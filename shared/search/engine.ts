/**
 * The search's settings for MiniSearch, the same when the build indexes and the Worker queries:
 * which fields are searched and stored, how a title outranks a text, and how far a word may be
 * misspelt. The words themselves are ./words.ts's.
 */
import type { Options, SearchOptions } from 'minisearch';
import type { SearchDocument } from './index-files.ts';
import { wordsOf } from './words.ts';

/** A match in a title counts three times one in the text. */
const titleBoost = 3;

/** The query's options: one edit allowed in a word of five letters or more, the last word also a prefix. */
export const searchOptions: SearchOptions = {
  boost: { title: titleBoost },
  fuzzy: (term) => (term.length >= 5 ? 1 : false),
  prefix: (term, index, terms) => index === terms.length - 1 && term.length >= 3,
  combineWith: 'AND',
};

/** MiniSearch's options for an index in `lang`, its words' terms given (./words.ts `termOfIn`). */
export const engineOptions = (lang: string, termOf: (word: string) => string): Options<SearchDocument> => ({
  fields: ['title', 'text'],
  tokenize: (text) => wordsOf(text, lang),
  processTerm: (word) => termOf(word) || null,
  searchOptions,
});
