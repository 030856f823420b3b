/**
 * A throwaway copy of this project, for browser tests that edit content/ the way an owner does
 * and run the owner's own commands in it (`npm run dev`, `npm start`), so the repository's
 * files are never touched. node_modules is linked, not copied.
 */
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const skipped = new Set(['node_modules', '.git', '.wrangler', 'test-results', 'dist']);

export type ProjectCopy = {
  dir: string;
  /** Reads a content file as JSON. */
  readContent: (file: string) => Promise<unknown>;
  /** Writes a content file, as an editor's save does. */
  writeContent: (file: string, text: string) => Promise<void>;
  /** Deletes a content file. */
  removeContent: (file: string) => Promise<void>;
  remove: () => Promise<void>;
};

export async function copyProject({ withBuild = false } = {}): Promise<ProjectCopy> {
  const dir = await mkdtemp(join(tmpdir(), 'portfolio-copy-'));
  await cp(root, dir, {
    recursive: true,
    filter: (source) => {
      const top = relative(root, source).split(/[\\/]/)[0];
      return !skipped.has(top) || (withBuild && top === 'dist');
    },
  });
  await symlink(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return {
    dir,
    readContent: async (file) => JSON.parse(await readFile(join(dir, 'content', file), 'utf8')),
    writeContent: (file, text) => writeFile(join(dir, 'content', file), text),
    removeContent: (file) => rm(join(dir, 'content', file)),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
