/** Reads content/ from disk in Node (build scripts and tests); the Worker bundles the same files instead. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Content, type ContentKey, contentFiles } from './schema.ts';

export const contentDir = import.meta.dirname;

export function loadContent(dir = contentDir): Content {
  const entries = (Object.keys(contentFiles) as ContentKey[]).map((key) => [
    key,
    JSON.parse(readFileSync(join(dir, contentFiles[key].file), 'utf8')),
  ]);
  return Object.fromEntries(entries) as Content;
}
