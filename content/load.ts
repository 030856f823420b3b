/** Reads content/ from disk in Node (build scripts and tests); the Worker bundles the same files instead. */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
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
    else problems.push(...checkContentFile(key, raw), ...(await missingFiles(key, raw, dir)));
  }
  return problems;
}

/** A valid file may still name a file that is not there, or is not an image (site.json's photo). */
async function missingFiles(key: ContentKey, raw: string, dir: string): Promise<ContentProblem[]> {
  if (key !== 'site' || checkContentFile(key, raw).length > 0) return [];
  const { photo } = JSON.parse(raw) as { photo?: string };
  if (!photo) return [];
  const problem = (reason: string) => [{ file: contentFiles.site.file, path: '$.photo', reason }];
  if (!existsSync(join(dir, photo))) return problem(`names content/${photo}, which does not exist`);
  const format = await sharp(join(dir, photo))
    .metadata()
    .then(
      ({ format }) => format,
      () => undefined,
    );
  if (!format || !['jpeg', 'png', 'webp', 'heif'].includes(format))
    return problem(`content/${photo} is not a JPEG, PNG, WebP or AVIF image`);
  return [];
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
