/**
 * The GitHub repository (`owner/name`) that package.json's `repository` names: the template's,
 * where `npm run update` takes its releases from by default. The weekly update workflow
 * (.github/workflows/update.yml) compares it with the repository it runs in, and does nothing in
 * the template's own.
 *
 *   node commands/update/template-repository.ts     prints owner/name, or nothing
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** npm's forms of `repository` on GitHub, each capturing `owner/name`. */
const githubForms = [
  /^(?:github:)?([\w.-]+\/[\w.-]+)$/, // owner/name, github:owner/name
  /^(?:git\+)?(?:https?|git|ssh):\/\/(?:[^@/]+@)?github\.com\/([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/, // a URL
  /^[^@/]+@github\.com:([\w.-]+\/[\w.-]+?)(?:\.git)?$/, // scp-like: git@github.com:owner/name.git
];

/** `owner/name` when `repository` (a string, or `{ url }`) names a GitHub repository. */
export function githubRepository(repository: unknown): string | undefined {
  const url =
    typeof repository === 'object' && repository && 'url' in repository ? repository.url : repository;
  if (typeof url !== 'string') return undefined;
  for (const form of githubForms) {
    const match = form.exec(url);
    if (match) return match[1];
  }
  return undefined;
}

if (import.meta.main) {
  const packageJson = JSON.parse(readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8'));
  console.log(githubRepository(packageJson.repository) ?? '');
}
