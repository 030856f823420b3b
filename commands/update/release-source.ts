/**
 * Where the next release comes from: the argument (a URL or a local path, so an update works
 * offline), else the git remote `upstream`, else the repository package.json names.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Git } from './git.ts';
import { Stop } from './stop.ts';
import { githubRepository } from './template-repository.ts';

/** The ref the fetched release is kept under while the update runs. */
export const releaseRef = 'refs/portfolio-update/release';

/** package.json's `repository` as git can fetch it ("github:owner/name", a URL, or `{ url }`). */
export function packageRepository(projectDir: string): string | undefined {
  const { repository } = JSON.parse(readFileSync(join(projectDir, 'package.json'), 'utf8')) as {
    repository?: string | { url?: string };
  };
  const onGithub = githubRepository(repository);
  if (onGithub) return `https://github.com/${onGithub}.git`;
  const named = typeof repository === 'string' ? repository : repository?.url;
  return named?.replace(/^git\+/, '');
}

export function chooseSource(git: Git, projectDir: string, argument?: string): string {
  if (argument) return argument;
  if (git.succeeds(['remote', 'get-url', 'upstream'])) return 'upstream';
  const named = packageRepository(projectDir);
  if (named) return named;
  throw new Stop(
    'No release to take: add the template as the remote `upstream` (git remote add upstream URL), or name it: npm run update -- URL',
  );
}

/** The longest a fetch may take, and the slowest it may go for half a minute, before it gives up. */
const fetchTimeout = 10 * 60_000;
const slowFetch = { GIT_HTTP_LOW_SPEED_LIMIT: '1000', GIT_HTTP_LOW_SPEED_TIME: '30' };

/**
 * Fetches the source's default branch (its HEAD, with its history) and gives its commit. An
 * address git cannot fetch (offline, a 404, a private repository) is one line, with git's reason.
 */
export function fetchRelease(git: Git, source: string): string {
  const failed = fetchFrom(git, source, `+HEAD:${releaseRef}`);
  if (failed)
    throw new Stop(
      `Could not fetch the release from ${source}: ${failed}. Check the address, or name one: npm run update -- URL|PATH`,
    );
  return git.run(['rev-parse', releaseRef]);
}

/**
 * Fetches one commit of the source by its id (`--undo`: the release an update took, which a clone
 * made after the weekly workflow's update lacks). Gives git's reason in a line when it could not.
 */
export const fetchCommit = (git: Git, source: string, commit: string): string | undefined =>
  fetchFrom(git, source, commit);

function fetchFrom(git: Git, source: string, refspec: string): string | undefined {
  try {
    git.run(['fetch', '--quiet', '--no-tags', '--', source, refspec], {
      env: slowFetch,
      timeout: fetchTimeout,
    });
    return undefined;
  } catch (error) {
    return gitsReason((error as Error).message);
  }
}

/** git's own reason in a line: its first `fatal:` line (the next ones repeat it in general words). */
function gitsReason(message: string): string {
  const lines = message.split('\n').slice(1);
  const reason = lines.find((line) => line.startsWith('fatal: ')) ?? lines.find((line) => line.trim()) ?? '';
  return reason.replace(/^fatal: /, '').replace(/\.$/, '') || 'git gave no reason';
}
