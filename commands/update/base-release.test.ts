/**
 * Which release an owner's repository is on, found in the release's history: small repositories
 * of a few files, as git makes them.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commitAll, forkOfHistory, git, writeFiles } from '../../testing/template-fork.ts';
import { findBaseRelease, releasedVersions, releaseTrailer } from './base-release.ts';
import { gitIn } from './git.ts';

/** A template with commits T0…, each writing the files given, and the id of each. */
function template(...commits: Record<string, string>[]) {
  const dir = mkdtempSync(join(tmpdir(), 'base-release-'));
  git(dir, 'init', '--quiet', '--initial-branch=main');
  const ids = commits.map((files, index) => {
    writeFiles(dir, files);
    commitAll(dir, `T${index}`);
    return git(dir, 'rev-parse', 'HEAD');
  });
  return { dir, ids };
}

const first = { 'web/page.ts': 'page 0\n', 'web/not-found.css': 'css 0\n', 'content/site.json': '{}\n' };

describe('the release an owner is on', () => {
  it('is the one whose product files theirs match exactly, whatever their content', () => {
    const { dir, ids } = template(first, { 'web/page.ts': 'page 1\n' }, { 'web/page.ts': 'page 2\n' });
    const fork = forkOfHistory(dir, ids[1]);
    writeFiles(fork, { 'content/site.json': '{"mine":true}\n' });
    commitAll(fork, 'mine');
    const base = findBaseRelease(gitIn(fork), 'HEAD', ids[2]);
    expect([base.commit, base.differing]).toEqual([ids[1], 0]);
  });

  it('is the older of two that match as well: a later commit that changed only what the owner changed hides nothing', () => {
    // The owner edited not-found.css at T0; T1 changed only not-found.css; T2 changed page.ts.
    const { dir, ids } = template(first, { 'web/not-found.css': 'css 1\n' }, { 'web/page.ts': 'page 2\n' });
    const fork = forkOfHistory(dir, ids[0]);
    writeFiles(fork, { 'web/not-found.css': 'css 0, mine\n' });
    commitAll(fork, 'mine');
    expect(findBaseRelease(gitIn(fork), 'HEAD', ids[2]).commit).toBe(ids[0]);
  });

  it("is the release an update's commit names, once there is one", () => {
    const { dir, ids } = template(first, { 'web/not-found.css': 'css 1\n' }, { 'web/page.ts': 'page 2\n' });
    const fork = forkOfHistory(dir, ids[0]);
    writeFiles(fork, { 'web/not-found.css': 'css 1\n', 'web/page.ts': 'page 0, mine\n' });
    git(fork, 'add', '--all');
    git(fork, 'commit', '--quiet', '--message', `Update to 1.1.0\n\n${releaseTrailer}: ${ids[1]}`);
    const base = findBaseRelease(gitIn(fork), 'HEAD', ids[2]);
    expect([base.commit, base.recorded]).toEqual([ids[1], true]);
  });
});

describe("the versions a release's history has had", () => {
  it('know each version of a path, and nothing else', () => {
    const { dir, ids } = template(first, { 'web/page.ts': 'page 1\n' });
    const released = releasedVersions(gitIn(dir), ids[1]);
    const id = (rev: string) => `100644 ${git(dir, 'rev-parse', rev)}`;
    expect(released('web/page.ts', id(`${ids[0]}:web/page.ts`))).toBe(true);
    expect(released('web/page.ts', id(`${ids[1]}:web/page.ts`))).toBe(true);
    expect(released('web/page.ts', id(`${ids[0]}:web/not-found.css`))).toBe(false);
  });
});
