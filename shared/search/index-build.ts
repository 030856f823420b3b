/**
 * A language's search index as the files the Worker reads (./index-files.ts): MiniSearch's own
 * serialized index, its terms cut into shards by first character, its texts into chunks, so a
 * query reads only the shards of its words and the texts of the results it shows. Plain data in,
 * file texts out: the build writes them, the Worker's tests make theirs.
 */
import MiniSearch from 'minisearch';
import { engineOptions } from './engine.ts';
import {
  type ChunkedDocument,
  type IndexMeta,
  maxShards,
  metaFile,
  type SearchDocument,
  shardKeyOf,
  shardTargetBytes,
  termsFile,
  textsFile,
  textsPerChunk,
} from './index-files.ts';
import type { StemmerLoaders } from './stemmers.ts';
import { termOfIn } from './words.ts';

/** A document before it is numbered: what its result shows, and the text it is found by. */
export type Searchable = Omit<SearchDocument, 'id'>;

type SerializedIndex = { index: [string, unknown][] } & Record<string, unknown>;

/** A language's index files, by name: meta.json, the term shards, the texts' chunks. */
export async function indexFilesOf(
  searchables: Searchable[],
  lang: string,
  stemmers: StemmerLoaders,
): Promise<Record<string, string>> {
  const documents: SearchDocument[] = searchables.map((doc, id) => ({ ...doc, id }));
  const search = new MiniSearch(engineOptions(lang, await termOfIn(lang, stemmers)));
  search.addAll(documents);
  const { index: terms, ...rest } = search.toJSON() as unknown as SerializedIndex;
  const byShard = shardsOf(terms);
  const shards = byShard.map((entries, shard) => (shard === 0 ? '' : shardKeyOf(entries[0][0])));
  const meta: IndexMeta = { shards, index: rest };
  const files: Record<string, string> = { [metaFile]: JSON.stringify(meta) };
  byShard.forEach((entries, shard) => {
    files[termsFile(shard)] = JSON.stringify(entries);
  });
  for (let start = 0; start < documents.length; start += textsPerChunk)
    files[textsFile(start / textsPerChunk)] = JSON.stringify(
      documents.slice(start, start + textsPerChunk).map(({ id, ...document }): ChunkedDocument => document),
    );
  return files;
}

/**
 * The terms cut into shards of one size, about shardTargetBytes (more when maxShards would not hold
 * them), in the order of their keys, a key's terms never split: so a shard is a range of keys.
 */
function shardsOf(terms: [string, unknown][]): [string, unknown][][] {
  const keyed = terms
    .map((entry) => ({ entry, key: shardKeyOf(entry[0]), bytes: JSON.stringify(entry).length }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const total = keyed.reduce((sum, { bytes }) => sum + bytes, 0);
  // Shards of one size: the sample's 10 KB of terms in three of 3.5 KB, not two of 8 and 2.
  const target = total / Math.min(maxShards, Math.max(1, Math.ceil(total / shardTargetBytes)));
  const shards: [string, unknown][][] = [[]];
  let bytes = 0;
  keyed.forEach(({ entry, key, bytes: size }, index) => {
    const newKey = index > 0 && key !== keyed[index - 1].key;
    if (newKey && bytes + size > target && shards.length < maxShards) {
      shards.push([]);
      bytes = 0;
    }
    shards[shards.length - 1].push(entry);
    bytes += size;
  });
  return shards;
}
