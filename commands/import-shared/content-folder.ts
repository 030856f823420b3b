/** The content folder an import writes into: what the owner has there, and the formatting of what it writes. */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { contentFileOf, type FileKey, fileKeys, parseContent } from '../../builder/content/sources.ts';

const root = join(import.meta.dirname, '..', '..');

/** A content file the owner has: its data, or why it cannot be read. */
export type OwnerFile = { data: unknown } | { unreadable: string };

/** The owner's files by kind, as read: a kind with no file is absent. */
export type OwnerFiles = Partial<Record<FileKey, OwnerFile>>;

/** The data of the owner's files by kind; a kind with no file (or one that cannot be read) is absent or undefined. */
export type OwnerData = Partial<Record<FileKey, unknown>>;

/** The owner's JSON content files in `dir`, by kind; a kind with no file is absent. */
export async function readOwnerFiles(dir: string): Promise<OwnerFiles> {
  const read = await Promise.all(
    fileKeys.map(async (key) => {
      const text = await readFile(join(dir, contentFileOf(key)), 'utf8').catch(() => undefined);
      if (text === undefined) return [];
      try {
        // Its data as the checker reads it: a "$schema" is no value of the owner's to keep or report.
        return [[key, { data: parseContent(key, text) }]];
      } catch (error) {
        return [[key, { unreadable: `is not JSON (${(error as Error).message})` }]];
      }
    }),
  );
  return Object.fromEntries(read.flat());
}

/** An owner file's data, or undefined when there is none or it cannot be read. */
export const dataOf = (file: OwnerFile | undefined): unknown =>
  file && 'data' in file ? file.data : undefined;

/** The data of each of the owner's files. */
export const ownerData = (owners: OwnerFiles): OwnerData =>
  Object.fromEntries(Object.entries(owners).map(([key, file]) => [key, dataOf(file)]));

/** How the messages name the output folder: relative to where the command runs, when inside it. */
export function whereOf(outDir: string): string {
  const path = relative(process.cwd(), outDir);
  return path.startsWith('..') ? outDir : path || '.';
}

/**
 * Inside the repository its formatter decides the JSON layout, or `npm test` (biome check) would
 * fail on the imported files. Biome refuses paths outside the repository, which need no formatting.
 */
export async function formatWritten(outDir: string, written: string[]): Promise<void> {
  if (written.length === 0 || relative(root, outDir).startsWith('..')) return;
  const biome = join(root, 'node_modules', '@biomejs', 'biome', 'bin', 'biome');
  await promisify(execFile)(process.execPath, [biome, 'format', '--write', ...written], { cwd: root }).catch(
    (error: Error) => console.warn(`Could not format the files with Biome: ${error.message}`),
  );
}
