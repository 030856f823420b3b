/** Reads content/ from disk in Node (build scripts and tests); the Worker bundles the same files instead. */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { type Content, type ContentKey, contentFiles, picturesNamedIn } from '../../shared/content-files.ts';
import { type ContentProblem, checkContentFile, warnContentFile } from './check.ts';
import {
  checkOverlays,
  type LocalizedContent,
  localizeContent,
  localizedFile,
  overlayFolders,
  readOverlayFile,
  untranslatedWarnings,
} from './overlays.ts';

/**
 * The owner's folder. CONTENT_DIR points the build, the dev server and the owner's commands at
 * another one: the tests build and serve fixture content this way, never the owner's.
 */
export const contentDir = resolve(
  process.env.CONTENT_DIR ?? join(import.meta.dirname, '..', '..', 'content'),
);

export function loadContent(dir = contentDir): Content {
  const entries = (Object.keys(contentFiles) as ContentKey[]).map((key) => [key, loadContentFile(key, dir)]);
  return Object.fromEntries(entries) as Content;
}

/** The content in every language of site.json (builder/content/overlays.ts), parsed (not checked). */
export function loadLocalizedContent(dir = contentDir): LocalizedContent {
  return localizeContent(loadContent(dir), dir);
}

/** One content file, parsed (not checked). */
export function loadContentFile<Key extends ContentKey>(key: Key, dir = contentDir): Content[Key] {
  return JSON.parse(readFileSync(join(dir, contentFiles[key].file), 'utf8'));
}

/**
 * How long `npm run dev` gives a save it caught half done to finish. An editor that saves in place
 * truncates the file and then writes it; one that saves atomically removes it and renames a new
 * one in. Either can be read in between, and no further change may follow to read it again.
 */
export const saveSettleMs = 100;

/** One content file, parsed (not checked), read once more a moment later if it cannot be parsed yet. */
export async function loadContentFileSettled<Key extends ContentKey>(
  key: Key,
  dir = contentDir,
): Promise<Content[Key]> {
  try {
    return loadContentFile(key, dir);
  } catch {
    await sleep(saveSettleMs);
    return loadContentFile(key, dir);
  }
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
  // The translations are checked against a default that checks out.
  if (problems.length > 0) return problems;
  const overlays = checkOverlays(dir);
  if (overlays.length > 0) return overlays;
  // A picture a translation names instead of the default's must be there too.
  for (const tag of overlayFolders(dir))
    for (const key of Object.keys(contentFiles) as ContentKey[]) {
      const overlay = readOverlayFile(dir, tag, key);
      if (overlay === undefined) continue;
      const merged = JSON.stringify(localizedFile(key, loadContentFile(key, dir), overlay));
      const file = `${tag}/${contentFiles[key].file}`;
      problems.push(...(await missingFiles(key, merged, dir)).map((problem) => ({ ...problem, file })));
    }
  return problems;
}

/** The image files content/<key's file> names now (none if it cannot be read), as absolute paths. */
export function namedImageFiles(key: ContentKey, dir = contentDir): string[] {
  // Asked on every save in `npm run dev`: a file whose fields name no pictures is not read.
  if (!('pictures' in contentFiles[key])) return [];
  try {
    return picturesNamedIn(key, loadContentFile(key, dir)).map(({ name }) => join(dir, name));
  } catch {
    return [];
  }
}

/** A valid file may still name an image that is not there, or is not an image. */
async function missingFiles(key: ContentKey, raw: string, dir: string): Promise<ContentProblem[]> {
  if (checkContentFile(key, raw).length > 0) return [];
  const problems: ContentProblem[] = [];
  for (const { path, name } of picturesNamedIn(key, JSON.parse(raw))) {
    const problem = (reason: string) => problems.push({ file: contentFiles[key].file, path, reason });
    if (!existsSync(join(dir, name))) {
      problem(`names content/${name}, which does not exist`);
      continue;
    }
    const format = await sharp(join(dir, name))
      .metadata()
      .then(
        ({ format }) => format,
        () => undefined,
      );
    if (!format || !['jpeg', 'png', 'webp', 'heif'].includes(format))
      problem(`content/${name} is not a JPEG, PNG, WebP or AVIF image`);
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
  // Each translation's untranslated fields, summed per language, once the translations fit the
  // default (checkOverlays reads no image, unlike checkAllContent, which every caller runs itself).
  try {
    if (checkOverlays(dir).length === 0) warnings.push(...untranslatedWarnings(dir, loadContent(dir)));
  } catch {
    // A file that is not JSON, or is missing: the content check says so.
  }
  return warnings;
}
