/**
 * Which release the owner's repository is on. After an update, its commit names the release it
 * took (the `Portfolio-Release:` trailer), which is exact. Before the first one (a fork, a copy made
 * with "Use this template", a fork made before the command existed), it is the commit of the
 * release's history whose product files the owner's match best: no shared history, tag or record
 * needed. Of two that match as well, the older wins: a newer one that matches only because it
 * changed files the owner changed too would hide the release's change to them, and an older base
 * at worst stops the update on a file that needs a look.
 */
import { type Git, type TreeFiles, treeFiles } from './git.ts';
import { isOwnerPath } from './owner-paths.ts';

/** The trailer an update's commit names the release it took with. */
export const releaseTrailer = 'Portfolio-Release';

/** How far back the release's history is searched (its first parents: one commit per merge). */
const searchedCommits = 1000;

export type BaseRelease = { commit: string; files: TreeFiles; differing: number; recorded: boolean };

/**
 * The files that tell `candidate` apart from the owner's tree: its product files that the owner's
 * differ in, and the product files the owner has and the newest release knows that it lacks (they
 * came later).
 */
function distance(candidate: TreeFiles, owners: TreeFiles, newest: TreeFiles): number {
  let differing = 0;
  for (const [path, file] of candidate) if (!isOwnerPath(path) && owners.get(path) !== file) differing++;
  for (const path of owners.keys())
    if (!isOwnerPath(path) && !candidate.has(path) && newest.has(path)) differing++;
  return differing;
}

/** The release the owner's last update took, when it is in the fetched release's history. */
function recordedRelease(git: Git, ownersCommit: string, release: string): string | undefined {
  const named = git
    .run(['log', '-1', '--format=%B', `--grep=^${releaseTrailer}: [0-9a-f]\\{40\\}$`, ownersCommit])
    .match(new RegExp(`^${releaseTrailer}: ([0-9a-f]{40})$`, 'm'))?.[1];
  return named && git.succeeds(['merge-base', '--is-ancestor', named, release]) ? named : undefined;
}

export function findBaseRelease(git: Git, ownersCommit: string, release: string): BaseRelease {
  const owners = treeFiles(git, ownersCommit);
  const newest = treeFiles(git, release);
  const recorded = recordedRelease(git, ownersCommit, release);
  if (recorded) {
    const files = treeFiles(git, recorded);
    return { commit: recorded, files, differing: distance(files, owners, newest), recorded: true };
  }
  const commits = git
    .run(['rev-list', '--first-parent', `--max-count=${searchedCommits}`, release])
    .split('\n');
  let best: BaseRelease | undefined;
  for (const commit of commits) {
    const files = commit === release ? newest : treeFiles(git, commit);
    const differing = distance(files, owners, newest);
    // Newest first: an exact match is the release; on an inexact tie the older one wins.
    if (!best || differing < best.differing || (differing === best.differing && differing > 0))
      best = { commit, files, differing, recorded: false };
    if (differing === 0) break;
  }
  if (!best) throw new Error(`The release ${release} has no history to compare with.`);
  return best;
}

/**
 * Every version (mode and blob) each path has had in the release's history: a product file the
 * owner has as one of them is a release's, not an edit of theirs (a workflow an update left out
 * for GITHUB_TOKEN, a file from before the base).
 */
export function releasedVersions(git: Git, release: string): (path: string, file: string) => boolean {
  const versions = new Map<string, Set<string>>();
  const log = git.run([
    'log',
    '--first-parent',
    '--root',
    '--format=',
    '--raw',
    '--no-abbrev',
    '--no-renames',
    '-z',
    `--max-count=${searchedCommits}`,
    release,
  ]);
  // -z: each change is ":old-mode new-mode old-id new-id status\0path\0" (commits run together).
  const fields = log.split('\0');
  for (let index = 0; index + 1 < fields.length; index++) {
    const raw = fields[index].trim();
    if (!raw.startsWith(':')) continue;
    const [oldMode, newMode, oldId, newId] = raw.slice(1).split(' ');
    const path = fields[++index];
    const known = versions.get(path) ?? new Set<string>();
    for (const [mode, id] of [
      [oldMode, oldId],
      [newMode, newId],
    ])
      if (id && !/^0+$/.test(id)) known.add(`${mode} ${id}`);
    versions.set(path, known);
  }
  return (path, file) => versions.get(path)?.has(file) ?? false;
}
