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
  shardOf,
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
  const termBytes = JSON.stringify(terms).length;
  const shards = Math.min(maxShards, Math.max(1, Math.ceil(termBytes / shardTargetBytes)));
  const byShard: [string, unknown][][] = Array.from({ length: shards }, () => []);
  for (const entry of terms) byShard[shardOf(entry[0], shards)].push(entry);
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
