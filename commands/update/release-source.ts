/**
 * Where the next release comes from: the argument (a URL or a local path, so an update works
 * offline), else the git remote `upstream`, else the repository package.json names.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Git } from './git.ts';
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
  throw new Error(
    'No release to take: add the template as the remote `upstream` (git remote add upstream URL), or name it: npm run update -- URL',
  );
}

/** Fetches the source's default branch (its HEAD, with its history) and gives its commit. */
export function fetchRelease(git: Git, source: string): string {
  git.run(['fetch', '--quiet', '--no-tags', source, `+HEAD:${releaseRef}`]);
  return git.run(['rev-parse', releaseRef]);
}
