/**
 * A query over one language's index files (./index-files.ts), read through `read` (the Worker's
 * assets; a map of files in the tests): meta.json, then only the term shards of the query's words,
 * then only the texts of the results shown. Every word must match; when none does, any may; when
 * still none, every shard is read (a misspelt first or second letter puts a word in another shard).
 */
import MiniSearch from 'minisearch';
import { engineOptions, searchOptions } from './engine.ts';
import {
  type ChunkedDocument,
  type IndexMeta,
  metaFile,
  type StoredDocument,
  shardOf,
  termsFile,
  textsFile,
  textsPerChunk,
} from './index-files.ts';
import type { StemmerLoaders } from './stemmers.ts';
import { termOfIn, type WordSpan, wordSpansOf } from './words.ts';

/** Reads one file of the language's index, parsed; the caller may keep it. */
export type ReadIndexFile = (name: string) => Promise<unknown>;

/** A run of an excerpt: a matched word is `marked`. */
export type ExcerptPart = { text: string; marked?: true };

export type SearchResult = StoredDocument & { excerpt: ExcerptPart[] };

/** At most this many results are shown: one page, its texts read for their excerpts. */
export const maxResults = 10;
/** The excerpt's length around its first matched word, in characters. */
const excerptLength = 180;

type Hit = { id: number; terms: string[] };

/** The excerpt of `text` around its first word whose term was matched, each such word marked. */
export function excerptOf(
  text: string,
  lang: string,
  matched: ReadonlySet<string>,
  termOf: (word: string) => string,
): ExcerptPart[] {
  const spans = wordSpansOf(text, lang);
  const isHit = ({ word }: WordSpan) => matched.has(termOf(word));
  // Up to the first matched word, then only the words the excerpt shows: a long post has thousands.
  const firstHit = spans.findIndex(isHit);
  const first = firstHit < 0 ? 0 : spans[firstHit].index;
  let start = Math.max(0, first - excerptLength / 3);
  // From the start of a word, not inside one.
  if (start > 0) start = spans.find(({ index }) => index >= start)?.index ?? start;
  const end = Math.min(text.length, start + excerptLength);
  const hits = spans.filter((span) => span.index >= start && span.index < end && isHit(span));
  const parts: ExcerptPart[] = start > 0 ? [{ text: '… ' }] : [];
  let at = start;
  for (const { word, index } of hits) {
    if (index < start || index + word.length > end) continue;
    if (index > at) parts.push({ text: text.slice(at, index) });
    parts.push({ text: word, marked: true });
    at = index + word.length;
  }
  if (end > at) parts.push({ text: text.slice(at, end) });
  if (end < text.length) parts.push({ text: ' …' });
  return parts.map((part) => (part.marked ? part : { text: part.text.replace(/\s+/g, ' ') }));
}

/**
 * The engines loaded from an index's shards, by the shards' set, kept as long as its meta.json is
 * (a reader that keeps its files keeps them): a query whose words fall in the same shards as an
 * earlier one's skips loading them again. At most a few per index, the oldest dropped first.
 */
const loadedEngines = new WeakMap<IndexMeta, Map<string, MiniSearch>>();
const keptEngines = 8;
function enginesOf(meta: IndexMeta): Map<string, MiniSearch> {
  let engines = loadedEngines.get(meta);
  if (!engines) {
    engines = new Map();
    loadedEngines.set(meta, engines);
  }
  return engines;
}

/** The results of `query` in `lang`'s index, best first, with their excerpts. */
export async function searchIndex(
  query: string,
  lang: string,
  read: ReadIndexFile,
  stemmers: StemmerLoaders,
): Promise<SearchResult[]> {
  const stem = await termOfIn(lang, stemmers);
  // Each word's term once a query: the excerpts' texts repeat their words.
  const terms = new Map<string, string>();
  const termOf = (word: string) => {
    let term = terms.get(word);
    if (term === undefined) {
      term = stem(word);
      terms.set(word, term);
    }
    return term;
  };
  const options = engineOptions(lang, stem);
  const meta = (await read(metaFile)) as IndexMeta;
  const words = options.tokenize?.(query, undefined) ?? [];
  const queryTerms = words.map(termOf).filter(Boolean);
  if (queryTerms.length === 0) return [];
  const engineWith = async (shards: number[]) => {
    const key = `${lang} ${shards.join(',')}`;
    const engines = enginesOf(meta);
    const kept = engines.get(key);
    if (kept) return kept;
    const index = (await Promise.all(shards.map((shard) => read(termsFile(shard))))).flat();
    const engine = MiniSearch.loadJS({ ...meta.index, index } as never, options);
    engines.set(key, engine);
    if (engines.size > keptEngines) engines.delete(engines.keys().next().value as string);
    return engine;
  };
  const run = (engine: MiniSearch) => {
    const all = engine.search(query, searchOptions);
    return all.length > 0 ? all : engine.search(query, { ...searchOptions, combineWith: 'OR' });
  };
  const shards = [...new Set(queryTerms.map((term) => shardOf(term, meta.shards)))].sort((a, b) => a - b);
  let hits = run(await engineWith(shards)) as unknown as Hit[];
  if (hits.length === 0 && shards.length < meta.shards.length)
    hits = run(await engineWith(meta.shards.map((_, shard) => shard))) as unknown as Hit[];
  const shown = hits.slice(0, maxResults);
  const chunks = new Map<number, Promise<ChunkedDocument[]>>();
  const documentOf = (id: number) => {
    const chunk = Math.floor(id / textsPerChunk);
    if (!chunks.has(chunk)) chunks.set(chunk, read(textsFile(chunk)) as Promise<ChunkedDocument[]>);
    return (chunks.get(chunk) as Promise<ChunkedDocument[]>).then(
      (documents) => documents[id % textsPerChunk],
    );
  };
  return Promise.all(
    shown.map(async ({ id, terms: matched }) => {
      const { text, title, kind, date, href, lang: docLang } = await documentOf(id);
      return {
        title,
        kind,
        ...(date && { date }),
        href,
        lang: docLang,
        excerpt: excerptOf(text, lang, new Set(matched), termOf),
      };
    }),
  );
}
