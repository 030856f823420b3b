/**
 * `npm run update -- --undo`: back to the commit before the last update, HEAD itself or the merge
 * of the update's pull request. An update no remote has yet is dropped (`git reset --hard`); one
 * that is pushed is taken back by a new commit (`git revert`), so the history others have, and
 * branch protection, stay as they are.
 */
import { releaseTrailer } from './base-release.ts';
import type { Git } from './git.ts';
import { fetchCommit } from './release-source.ts';
import { Stop } from './stop.ts';

/**
 * The release an update's commit took: its `Portfolio-Release:` trailer (a real trailer, in the
 * message's last paragraph). Any commit without one is not an update.
 */
export function releaseNamedBy(git: Git, commit: string): string | undefined {
  return git
    .run(['log', '-1', `--format=%(trailers:key=${releaseTrailer},valueonly)`, commit])
    .split('\n')
    .find((value) => /^[0-9a-f]{40}$/.test(value.trim()))
    ?.trim();
}

const hasCommit = (git: Git, commit: string) => git.succeeds(['cat-file', '-e', `${commit}^{commit}`]);

export type Undone = { how: 'reset' | 'revert'; lines: string[] };

/**
 * Undoes the last update, or throws saying why not (the tree then as it was). A commit counts as
 * an update only when the release commit its trailer names exists: in the repository, or in the
 * release source (`releaseSource`), from which it is fetched. The weekly workflow's update, merged
 * on GitHub, names a release that only its runner fetched.
 */
export function undoLastUpdate(git: Git, releaseSource: () => string): Undone {
  const parents = git.run(['log', '-1', '--format=%P']).split(' ');
  const merge = parents.length === 2 && releaseNamedBy(git, parents[1]) !== undefined;
  const update = merge ? parents[1] : 'HEAD';
  const release = releaseNamedBy(git, update);
  if (!release)
    throw new Stop(
      `The last commit is not an update (${git.run(['log', '-1', '--format=%h %s'])}): nothing was undone.`,
    );
  if (!hasCommit(git, release)) fetchTakenRelease(git, release, releaseSource, update);
  const before = git.run(['rev-parse', 'HEAD']);
  const remotes = git
    .run(['branch', '--remotes', '--contains', 'HEAD', '--format=%(refname:short)'])
    .split('\n')
    .filter((branch) => branch && !branch.endsWith('/HEAD'));
  const lines: string[] = [];
  let how: Undone['how'];
  if (remotes.length > 0) {
    git.run(['revert', '--no-edit', ...(merge ? ['-m', '1'] : []), 'HEAD']);
    how = 'revert';
    lines.push(
      `Undone by a new commit, as the update is pushed already (${remotes.join(', ')}): ${git.run(['log', '-1', '--format=%h %s'])}. Push it to undo it there too.`,
    );
  } else {
    git.run(['reset', '--quiet', '--hard', 'HEAD~1']);
    how = 'reset';
    lines.push(`Undone: back to ${git.run(['log', '-1', '--format=%h %s'])}.`);
  }
  if (!git.succeeds(['diff', '--quiet', before, 'HEAD', '--', 'package-lock.json']))
    lines.push('The update had changed your packages: run `npm ci` to put them back.');
  return { how, lines };
}

/** Fetches the release an update names from the release source, or stops saying how to get it. */
function fetchTakenRelease(git: Git, release: string, releaseSource: () => string, update: string) {
  const named = `The last update (${git.run(['log', '-1', '--format=%h %s', update])}) names release ${release}, which is not in this repository`;
  const again = 'then run npm run update -- --undo again.';
  let source: string;
  try {
    source = releaseSource();
  } catch {
    throw new Stop(
      `${named}, and there is no release source to fetch it from; nothing was undone. Add the template as the remote upstream (git remote add upstream URL), or name it (npm run update -- --undo URL), ${again}`,
    );
  }
  console.log(`Fetching release ${release.slice(0, 12)} from ${source}…`);
  const failed =
    fetchCommit(git, source, release) ?? (hasCommit(git, release) ? undefined : 'it is not a commit');
  if (failed)
    throw new Stop(
      `${named} and could not be fetched from ${source}: ${failed}; nothing was undone. Fetch it (git fetch ${source} ${release}), ${again}`,
    );
}
