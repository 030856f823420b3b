/**
 * `npm run update -- --undo`: back to the commit before the last update, HEAD itself or the merge
 * of the update's pull request. An update no remote has yet is dropped (`git reset --hard`); one
 * that is pushed is taken back by a new commit (`git revert`), so the history others have, and
 * branch protection, stay as they are.
 */
import { releaseTrailer } from './base-release.ts';
import type { Git } from './git.ts';
import { Stop } from './stop.ts';

/**
 * The release an update's commit took: its `Portfolio-Release:` trailer (a real trailer, in the
 * message's last paragraph), when that commit is in the repository. Any other commit is not an update.
 */
export function releaseTakenBy(git: Git, commit: string): string | undefined {
  const named = git
    .run(['log', '-1', `--format=%(trailers:key=${releaseTrailer},valueonly)`, commit])
    .split('\n')
    .find((value) => /^[0-9a-f]{40}$/.test(value.trim()))
    ?.trim();
  return named && git.succeeds(['cat-file', '-e', `${named}^{commit}`]) ? named : undefined;
}

export type Undone = { how: 'reset' | 'revert'; lines: string[] };

/** Undoes the last update, or throws saying why not (the tree then as it was). */
export function undoLastUpdate(git: Git): Undone {
  const parents = git.run(['log', '-1', '--format=%P']).split(' ');
  const merge = parents.length === 2 && releaseTakenBy(git, parents[1]) !== undefined;
  if (!merge && !releaseTakenBy(git, 'HEAD'))
    throw new Stop(
      `The last commit is not an update (${git.run(['log', '-1', '--format=%h %s'])}): nothing was undone.`,
    );
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
