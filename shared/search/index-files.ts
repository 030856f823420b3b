/**
 * The search index's files under dist/client (docs/decisions.md, "Search"): per language, one small
 * file of what every query needs (the documents' numbers and lengths, `meta.json`), the terms
 * split into shards by their first character (`terms-<n>.json`), and the documents themselves
 * (title, link, text…) in chunks (`texts-<n>.json`), read only for the results shown. The build
 * writes them, the Worker reads them through its assets; this module is the one place that says
 * where each is. */

/** Where a language's index files are, under the site's root. */
export const searchIndexFolder = (lang: string): string => `/search-index/${lang}/`;

export const metaFile = 'meta.json';
export const termsFile = (shard: number): string => `terms-${shard}.json`;
export const textsFile = (chunk: number): string => `texts-${chunk}.json`;

/**
 * Documents per texts chunk: a page's ten results read at most ten chunks, each two documents' text
 * (a long post is 8 KB of it): more per chunk and a query parses texts it does not show.
 */
export const textsPerChunk = 2;

/**
 * A shard's target size: a new isolate builds MiniSearch's tree of a shard's terms at its first
 * query, ~11 ms of CPU for 35 KB on a slow machine; a query of three words reads three shards.
 */
export const shardTargetBytes = 4 * 1024;
/**
 * At most this many shards: a query that finds nothing in its words' shards reads them all, with
 * meta.json and the texts of ten results still under the free plan's 50 subrequests.
 */
export const maxShards = 32;

/** What decides a term's shard: its first two characters, so a prefix of three still has its shard. */
export const shardKeyOf = (term: string): string => Array.from(term).slice(0, 2).join('');

/** The shard a term is in: the last whose first key (meta.json `shards`, ascending) is not after its key. */
export function shardOf(term: string, shards: readonly string[]): number {
  const key = shardKeyOf(term);
  return shards.findLastIndex((first) => first <= key);
}

/**
 * A date and its text in the index's language, written by the build: the Worker formats no date (a
 * new isolate's first `Intl.DateTimeFormat` alone cost more than the search's 10 ms of CPU).
 */
export type ShownDate = { iso: string; text: string };

/** What is stored of each document with the index, shown in its result. */
export type StoredDocument = {
  title: string;
  /** The kind, in the index's language ("Post", "Projects"). */
  kind: string;
  /** Where the entry has a date: YYYY, YYYY-MM or YYYY-MM-DD, and as the index's language writes it. */
  date?: ShownDate;
  href: string;
  /** The language its text is in: the index's, or the default's for an entry not translated. */
  lang: string;
};

/** A document as its texts chunk holds it: what its result shows, and its plain text. */
export type ChunkedDocument = StoredDocument & { text: string };

/** A document as the build indexes it: its chunk's entry and its number. */
export type SearchDocument = ChunkedDocument & { id: number };

/**
 * meta.json: MiniSearch's serialized index without its terms, and how the rest is split. It stores
 * no field: a new isolate's first query converts all of meta.json into MiniSearch's maps, so what
 * only a shown result needs is read with its text.
 */
export type IndexMeta = {
  /** Each shard's first key (shardKeyOf), ascending; the first is "": every key falls in one. */
  shards: string[];
  /** MiniSearch's `toJSON()` less `index`. */
  index: Record<string, unknown>;
};

/** The results page's stylesheet: the site's colours and font, then web/search.css. */
export const searchStylesheetPath = '/search-index/search.css';
