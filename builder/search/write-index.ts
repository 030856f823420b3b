/**
 * Writes each language's search index as static assets under dist/client (shared/search/index-build.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { indexFilesOf, type Searchable } from '../../shared/search/index-build.ts';
import { searchIndexFolder } from '../../shared/search/index-files.ts';
import { allStemmers } from '../../shared/search/stemmers.ts';

/** Writes every language's index under `dist` (the client build); gives what it wrote, for the build's log. */
export async function writeSearchIndexes(
  dist: string,
  byLanguage: Record<string, Searchable[]>,
): Promise<string> {
  const sizes: string[] = [];
  for (const [lang, searchables] of Object.entries(byLanguage)) {
    const files = await indexFilesOf(searchables, lang, allStemmers);
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
