/**
 * Writes each language's search index as static assets (shared/search/index-files.ts): MiniSearch's
 * own serialized index, its terms cut into shards by first character, its texts into chunks, so
 * the Worker reads only the shards of a query's words and the texts of the results it shows.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import MiniSearch from 'minisearch';
import { engineOptions } from '../../shared/search/engine.ts';
import {
  type IndexMeta,
  maxShards,
  metaFile,
  type SearchDocument,
  searchIndexFolder,
  shardOf,
  shardTargetBytes,
  termsFile,
  textsFile,
  textsPerChunk,
} from '../../shared/search/index-files.ts';
import { termOfIn } from '../../shared/search/words.ts';
import type { Searchable } from './searchable.ts';

type SerializedIndex = { index: [string, unknown][] } & Record<string, unknown>;

/** A language's index files, by name: meta.json, the term shards, the texts' chunks. */
export async function indexFilesOf(searchables: Searchable[], lang: string): Promise<Record<string, string>> {
  const documents: SearchDocument[] = searchables.map((doc, id) => ({ ...doc, id }));
  const search = new MiniSearch(engineOptions(lang, await termOfIn(lang)));
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
      documents.slice(start, start + textsPerChunk).map(({ text }) => text),
    );
  return files;
}

/** Writes every language's index under `dist` (the client build); gives what it wrote, for the build's log. */
export async function writeSearchIndexes(
  dist: string,
  byLanguage: Record<string, Searchable[]>,
): Promise<string> {
  const sizes: string[] = [];
  for (const [lang, searchables] of Object.entries(byLanguage)) {
    const files = await indexFilesOf(searchables, lang);
    const folder = join(dist, ...searchIndexFolder(lang).split('/'));
    mkdirSync(folder, { recursive: true });
    let bytes = 0;
    for (const [name, text] of Object.entries(files)) {
      writeFileSync(join(folder, name), text);
      bytes += Buffer.byteLength(text);
    }
    sizes.push(
      `${lang} ${searchables.length} documents in ${Object.keys(files).length} files (${(bytes / 1024).toFixed(1)} KB)`,
    );
  }
  return `the search indexes (${sizes.join(', ')})`;
}
