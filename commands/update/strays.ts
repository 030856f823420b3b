/**
 * What the update must not commit: any change in the working tree besides the release's files
 * (already in the index, as the release has them) and the files its migrations and the move-over
 * report (staged by name). A file the release's build wrote, a file of the owner's that the
 * release's .gitignore no longer ignores (`.wrangler/`'s local messages): each is named, and the
 * update stops rather than commit it unseen.
 */
import type { Git } from './git.ts';

/** Paths whose working-tree file differs from the index, or that git does not track. */
export function strayChanges(git: Git): string[] {
  const status = git.run(['status', '--porcelain=v1', '-z', '--untracked-files=all', '--no-renames']);
  // -z: each entry is "XY path\0"; X is the index against HEAD (the update's own), Y the tree against the index.
  return status
    .split('\0')
    .filter((entry) => entry.length > 3 && (entry[0] === '?' || entry[1] !== ' '))
    .map((entry) => entry.slice(3));
}

export const strayList = (paths: string[]) => paths.map((path) => `  ${path}`).join('\n');
