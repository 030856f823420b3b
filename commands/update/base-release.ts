/**
 * Which release the owner's repository is on: the commit of the release's history whose product
 * files the owner's match best. It needs no shared history, no tag and nothing recorded, so a fork,
 * a repository made from the template, and one whose update was squash-merged are all found; an
 * owner's own edits to product files only make the match inexact.
 */
import { type Git, type TreeFiles, treeFiles } from './git.ts';
import { isOwnerPath } from './owner-paths.ts';

/** How far back the release's history is searched (its first parents: one commit per merge). */
const searchedCommits = 1000;

export type BaseRelease = { commit: string; files: TreeFiles; differing: number };

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

export function findBaseRelease(git: Git, ownersCommit: string, release: string): BaseRelease {
  const owners = treeFiles(git, ownersCommit);
  const newest = treeFiles(git, release);
  const commits = git
    .run(['rev-list', '--first-parent', `--max-count=${searchedCommits}`, release])
    .split('\n');
  let best: BaseRelease | undefined;
  for (const commit of commits) {
    const files = commit === release ? newest : treeFiles(git, commit);
    const differing = distance(files, owners, newest);
    // Newest first: the first exact match is the release, and on a tie the newer one wins.
    if (!best || differing < best.differing) best = { commit, files, differing };
    if (differing === 0) break;
  }
  if (!best) throw new Error(`The release ${release} has no history to compare with.`);
  return best;
}
