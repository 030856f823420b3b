/** Reads content/ from disk in Node (build scripts and tests); the Worker bundles the same files instead. */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ContentProblem, checkContentFile, warnContentFile } from './check.ts';
import { type Content, type ContentKey, contentFiles } from './schema.ts';

export const contentDir = import.meta.dirname;

export function loadContent(dir = contentDir): Content {
  const entries = (Object.keys(contentFiles) as ContentKey[]).map((key) => [
    key,
    JSON.parse(readFileSync(join(dir, contentFiles[key].file), 'utf8')),
  ]);
  return Object.fromEntries(entries) as Content;
}

/** Checks every content file in `dir`: each problem of each file, a missing file included. */
export async function checkAllContent(dir = contentDir): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = [];
  for (const key of Object.keys(contentFiles) as ContentKey[]) {
    const { file } = contentFiles[key];
    const raw = await readFile(join(dir, file), 'utf8').catch(() => null);
    if (raw === null) problems.push({ file, path: '$', reason: 'file is missing' });
    else problems.push(...checkContentFile(key, raw));
  }
  return problems;
}

/** Warnings for every content file in `dir` that exists and is valid: what the page will not show. */
export async function warnAllContent(dir = contentDir): Promise<ContentProblem[]> {
  const warnings: ContentProblem[] = [];
  for (const key of Object.keys(contentFiles) as ContentKey[]) {
    const raw = await readFile(join(dir, contentFiles[key].file), 'utf8').catch(() => null);
    if (raw !== null) warnings.push(...warnContentFile(key, raw));
  }
  return warnings;
}
