/** For tests: every file of a folder with its bytes, to compare what a refused command must leave as it was. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Each file of `dir` (relative path, with `/`) and its bytes as latin1 text, so pictures compare too. */
export async function folderSnapshot(dir: string): Promise<Record<string, string>> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) =>
    entry.isFile(),
  );
  return Object.fromEntries(
    await Promise.all(
      files.map(async ({ parentPath, name }) => [
        join(parentPath, name)
          .slice(dir.length + 1)
          .split('\\')
          .join('/'),
        await readFile(join(parentPath, name), 'latin1'),
      ]),
    ),
  );
}
