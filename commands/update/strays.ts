/**
 * What the update must not commit: anything besides the release's planned files (in the index, as
 * the release has them) and the files its migrations and the move-over report (staged by name). A
 * file the release's build wrote or staged (`git add -f`), a file of the owner's that the
 * release's .gitignore no longer ignores (`.wrangler/`'s local messages): each is named, and the
 * update stops rather than commit it unseen.
 */
import { lstatSync } from 'node:fs';
import { join } from 'node:path';
import type { Git } from './git.ts';
import { isOwnerPath } from './owner-paths.ts';

/**
 * Paths staged beyond `planned` and `reported`, planned ones no longer staged, and any change in
 * the working tree that is not staged (an untracked file too): what the commit would hold unseen,
 * or would leave out of what it lists.
 */
export function strayChanges(git: Git, { planned, reported }: { planned: string[]; reported: string[] }) {
  const staged = git
    .run(['diff', '--cached', '--name-only', '-z', '--no-renames', 'HEAD'])
    .split('\0')
    .filter(Boolean);
  const expected = new Set([...planned, ...reported]);
  const status = git.run(['status', '--porcelain=v1', '-z', '--untracked-files=all', '--no-renames']);
  // -z: each entry is "XY path\0"; X is the index against HEAD, Y the tree against the index.
  const unstaged = status
    .split('\0')
    .filter((entry) => entry.length > 3 && (entry[0] === '?' || entry[1] !== ' '))
    .map((entry) => entry.slice(3));
  const stagedPaths = new Set(staged);
  return [
    ...new Set([
      ...staged.filter((path) => !expected.has(path)),
      ...planned.filter((path) => !stagedPaths.has(path)),
      ...unstaged,
    ]),
  ].sort();
}

/**
 * Reported paths a migration may not write: outside content/ once normalised (`content/../x`),
 * or anything but a regular file (a symbolic link, a folder, nothing at all).
 */
export function refusedReports(projectDir: string, reported: string[]): string[] {
  return reported.filter((path) => {
    if (!isOwnerPath(path)) return true;
    try {
      return !lstatSync(join(projectDir, path)).isFile();
    } catch {
      return true;
    }
  });
}

export const strayList = (paths: string[]) => paths.map((path) => `  ${path}`).join('\n');
