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
  try {
    git.run(['fetch', '--quiet', '--no-tags', source, `+HEAD:${releaseRef}`], {
      env: slowFetch,
      timeout: fetchTimeout,
    });
  } catch (error) {
    throw new Stop(
      `Could not fetch the release from ${source}: ${gitsReason((error as Error).message)}. Check the address, or name one: npm run update -- URL|PATH`,
    );
  }
  return git.run(['rev-parse', releaseRef]);
}

/** git's own reason in a line: its first `fatal:` line (the next ones repeat it in general words). */
function gitsReason(message: string): string {
  const lines = message.split('\n').slice(1);
  const reason = lines.find((line) => line.startsWith('fatal: ')) ?? lines.find((line) => line.trim()) ?? '';
  return reason.replace(/^fatal: /, '').replace(/\.$/, '') || 'git gave no reason';
}
