import { readFileSync } from 'node:fs';
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { checkAllContent } from '../builder/content/load.ts';
import { contentFiles } from '../shared/content-files.ts';
import { type GithubSnapshot, githubSnapshotSchema } from '../shared/schema.ts';
import { fixtureContentDir } from '../testing/fixture-content.ts';
import {
  fixtureRepositories,
  type GithubApiStandIn,
  type GithubScenario,
  startGithubApiStandIn,
} from '../testing/github-api-stand-in.ts';
import { runMain } from '../testing/run-main.ts';
import { temporaryDirs } from '../testing/temporary-dirs.ts';
import { checkContentCommand } from './check-content.ts';
import type { RestRepository } from './sync-github/github-api.ts';
import { runSync } from './sync-github/run-sync.ts';
import { main } from './sync-github.ts';

const temporaryDir = temporaryDirs();
const standIns: GithubApiStandIn[] = [];
afterEach(async () => {
  await Promise.all(standIns.splice(0).map((standIn) => standIn.stop()));
});

async function gitHub(scenario: GithubScenario = { users: { 'fixture-dev': fixtureRepositories() } }) {
  const standIn = await startGithubApiStandIn(scenario);
  standIns.push(standIn);
  return standIn;
}

/** The fixture portfolio with site.json's `github` set as given. */
async function portfolio(github: Record<string, unknown>): Promise<string> {
  const dir = await temporaryDir('sync-github-');
  await cp(fixtureContentDir, dir, { recursive: true });
  const site = JSON.parse(await readFile(join(dir, 'site.json'), 'utf8'));
  await writeFile(join(dir, 'site.json'), JSON.stringify({ ...site, github }, null, 2));
  return dir;
}

const sync = (dir: string, standIn: GithubApiStandIn, env: NodeJS.ProcessEnv = {}, argv: string[] = []) =>
  runMain((args) => main(args, { contentDir: dir, env: { GITHUB_API_URL: standIn.apiUrl, ...env } }), argv);

const snapshotText = (dir: string) => readFileSync(join(dir, 'github.json'), 'utf8');
const snapshotIn = (dir: string): GithubSnapshot =>
  githubSnapshotSchema.parse(JSON.parse(snapshotText(dir).replace(/"\$schema": "[^"]*",/, '')));

describe('npm run sync:github', () => {
  it('writes the top N by stars, forks and archived ones left out, every field the schema keeps, descriptions inert', async () => {
    const standIn = await gitHub();
    const dir = await portfolio({ user: 'fixture-dev', repositories: { top: 3 } });
    const run = await sync(dir, standIn);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /^Wrote .*github\.json: 3 of fixture-dev's repositories \(edge-kit, go-edge-notes, bidi-trick\)/,
    );

    const snapshot = snapshotIn(dir);
    expect(snapshot).toMatchObject({ user: 'fixture-dev', selection: { repositories: { top: 3 } } });
    expect(snapshot.etag).toMatch(/^W\/"/);
    expect(snapshot.repositories[0]).toEqual({
      id: 101,
      name: 'edge-kit',
      description: ':sparkles: A tiny toolkit for Cloudflare Workers :rocket:',
      language: 'TypeScript',
      stars: 1234,
      forks: 56,
      topics: ['cloudflare-workers', 'typescript'],
      pushedAt: '2026-10-30T08:15:00Z',
      url: 'https://github.com/fixture-dev/edge-kit',
    });
    // A bidi override, a bell and a line break: one line, each acting character made U+FFFD.
    expect(snapshot.repositories[2].description).toBe('Safe\uFFFD txt.exe\uFFFD and a\uFFFDbell line two');
    expect(snapshotText(dir)).toMatch(/^\{\n {2}"\$schema": "[^"]*schemas\/github\.schema\.json",/);
    expect(await checkAllContent(dir)).toEqual([]);
    // One REST call, without a token (none was set).
    expect(standIn.requests).toEqual([
      { method: 'GET', path: '/users/fixture-dev/repos?type=owner&sort=pushed&per_page=100', token: false },
    ]);
  });

  it('asks with the last ETag and keeps the repositories when GitHub answers 304; a token is sent when set', async () => {
    const standIn = await gitHub();
    const dir = await portfolio({ user: 'fixture-dev', repositories: ['dotfiles', 'edge-kit'] });
    expect((await sync(dir, standIn)).code).toBe(0);
    const first = snapshotIn(dir);
    expect(first.repositories.map(({ name }) => name)).toEqual(['dotfiles', 'edge-kit']);

    const run = await sync(dir, standIn, { GITHUB_TOKEN: 'a-token' });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/GitHub says nothing changed: .*github\.json keeps its 2 repositories/);
    expect(standIn.requests[1]).toMatchObject({ ifNoneMatch: first.etag, token: true });
    const second = snapshotIn(dir);
    expect(second.repositories).toEqual(first.repositories);
    expect(second.etag).toBe(first.etag);
  });

  it('asks again without the ETag when site.json chooses otherwise', async () => {
    const standIn = await gitHub();
    const dir = await portfolio({ user: 'fixture-dev', repositories: ['dotfiles'] });
    await sync(dir, standIn);
    const site = JSON.parse(await readFile(join(dir, 'site.json'), 'utf8'));
    await writeFile(join(dir, 'site.json'), JSON.stringify({ ...site, github: { user: 'fixture-dev' } }));
    expect((await sync(dir, standIn)).code).toBe(0);
    expect(standIn.requests[1].ifNoneMatch).toBeUndefined();
    // The default choice: the top 6, forks and archived ones left out.
    expect(snapshotIn(dir).repositories.map(({ name }) => name)).toEqual([
      'edge-kit',
      'go-edge-notes',
      'bidi-trick',
      'dotfiles',
    ]);
  });

  it.each([403, 429] as const)(
    'on a rate limit (%i) says when to try again and suggests GITHUB_TOKEN; the snapshot is untouched',
    async (status) => {
      const dir = await portfolio({ user: 'fixture-dev', repositories: { top: 2 } });
      await sync(dir, await gitHub());
      const before = snapshotText(dir);
      const resetAt = new Date(Date.now() + 25 * 60_000);
      const run = await sync(dir, await gitHub({ users: {}, rateLimited: { status, resetAt } }));
      expect(run.code).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(run.stderr).toContain(
        `GitHub's rate limit is reached (HTTP ${status}): try again after ${resetAt.toISOString().slice(0, 16).replace('T', ' ')} UTC (in 25 min).`,
      );
      expect(run.stderr).toMatch(/set GITHUB_TOKEN/);
      expect(run.stderr).toMatch(/github\.json is unchanged\.$/m);
      expect(snapshotText(dir)).toBe(before);
    },
  );

  it('says a user GitHub does not have is not there, and writes nothing', async () => {
    const dir = await portfolio({ user: 'no-such-user' });
    const run = await sync(dir, await gitHub());
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^Not synced: GitHub has no user "no-such-user": check site\.json's github\.user/,
    );
    expect(() => snapshotText(dir)).toThrow(/ENOENT/);
  });

  it('tells a renamed repository from a deleted one by the number the snapshot kept, and says what to change in site.json', async () => {
    const dir = await portfolio({
      user: 'fixture-dev',
      repositories: ['edge-kit', 'dotfiles', 'go-edge-notes'],
    });
    await sync(dir, await gitHub());
    const before = snapshotText(dir);

    // The third, dotfiles, is deleted.
    const [edgeKit, goEdgeNotes, , ...others] = fixtureRepositories();
    const renamed = {
      ...edgeKit,
      name: 'workers-kit',
      html_url: 'https://github.com/fixture-dev/workers-kit',
    };
    const standIn = await gitHub({
      users: { 'fixture-dev': [renamed, goEdgeNotes, ...others] },
    });
    const run = await sync(dir, standIn);
    expect(run.code).toBe(1);
    expect(run.stderr.trimEnd().split('\n')).toEqual([
      `Not synced: "edge-kit" was renamed to "workers-kit": change "edge-kit" to "workers-kit" in site.json's github.repositories; "dotfiles" was deleted or made private since the last sync: remove it from site.json's github.repositories. ${join(dir, 'github.json')} is unchanged.`,
    ]);
    expect(standIn.requests.map(({ path }) => path)).toEqual([
      '/users/fixture-dev/repos?type=owner&sort=pushed&per_page=100',
      '/repositories/101',
      '/repositories/103',
    ]);
    expect(snapshotText(dir)).toBe(before);
  });

  it('reads the pinned repositories from the GraphQL API with a token, and without one says why it cannot', async () => {
    const scenario = {
      users: { 'fixture-dev': fixtureRepositories() },
      pinned: { 'fixture-dev': ['dotfiles', 'edge-kit'] },
    };
    const dir = await portfolio({ user: 'fixture-dev', repositories: 'pinned' });
    const without = await sync(dir, await gitHub(scenario));
    expect(without.code).toBe(1);
    expect(without.stderr).toMatch(
      /^Not synced: Pinned repositories are only in GitHub's GraphQL API, which needs a token: set GITHUB_TOKEN/,
    );

    const standIn = await gitHub(scenario);
    const run = await sync(dir, standIn, { GITHUB_TOKEN: 'a-token' });
    expect(run.code).toBe(0);
    expect(standIn.requests).toEqual([{ method: 'POST', path: '/graphql', token: true }]);
    expect(snapshotIn(dir).repositories).toEqual([
      expect.objectContaining({ id: 103, name: 'dotfiles', description: null, language: null }),
      expect.objectContaining({
        id: 101,
        name: 'edge-kit',
        stars: 1234,
        topics: ['cloudflare-workers', 'typescript'],
      }),
    ]);
  });

  it('gives up on a GitHub that does not answer in time, and keeps the snapshot', async () => {
    const dir = await portfolio({ user: 'fixture-dev', repositories: { top: 2 } });
    await sync(dir, await gitHub());
    const before = snapshotText(dir);
    const silent = await gitHub({ users: {}, silent: true });
    const run = await runSync({ contentDir: dir, env: { GITHUB_API_URL: silent.apiUrl }, timeoutMs: 200 });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^Not synced: GitHub at http:\/\/127\.0\.0\.1:\d+ did not answer within 0\.2 s\. /,
    );
    expect(snapshotText(dir)).toBe(before);
  });

  it('with no GitHub user in site.json, asks nothing and says so', async () => {
    const dir = await temporaryDir('sync-github-none-');
    await cp(fixtureContentDir, dir, { recursive: true });
    const standIn = await gitHub();
    const run = await sync(dir, standIn);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^site\.json names no GitHub user/);
    expect((await sync(dir, standIn, {}, ['--keep-on-failure'])).code).toBe(0);
    expect(standIn.requests).toEqual([]);
  });
});

describe('a stranger’s words in GitHub’s answer', () => {
  // A description its repository's admins wrote (in "pinned" mode, other people's repositories).
  const strangers = (repository: Partial<RestRepository>) => {
    const [edgeKit, ...others] = fixtureRepositories();
    return { users: { 'fixture-dev': [{ ...edgeKit, ...repository }, ...others] } };
  };

  it('keeps nothing invisible or unbuildable, a repository named constructor included, and never prints the token', async () => {
    const constructorRepository = {
      ...fixtureRepositories()[0],
      id: 199,
      name: 'constructor',
      html_url: 'https://github.com/fixture-dev/constructor',
      description: 'Hidden\u200B text\uFFFF :constructor: :__proto__: :toString: :rocket:',
    };
    const scenario = strangers({ description: 'مهر\u200Cناز 👩\u200D💻 \uFEFFtool\u{E0041}\u2060' });
    scenario.users['fixture-dev'].push(constructorRepository);
    const dir = await portfolio({ user: 'fixture-dev', repositories: ['constructor', 'edge-kit'] });

    // A token pasted with a line break in it: refused before any call, in words that do not quote it.
    const token = 'ghp_SECRETabcdefghij\nklmnopqrstuvwxyz0123';
    const refusing = await gitHub(scenario);
    for (const argv of [[], ['--keep-on-failure']]) {
      const refused = await sync(dir, refusing, { GITHUB_TOKEN: token }, argv);
      const printed = refused.stdout + refused.stderr;
      expect(printed).toMatch(
        /GITHUB_TOKEN holds a line break at character 21 of 41, which no GitHub token has/,
      );
      expect(printed.trimEnd().split('\n')).toHaveLength(1);
      for (const piece of token.split('\n')) expect(printed).not.toContain(piece.slice(4));
    }
    expect(refusing.requests).toEqual([]);
    expect(() => snapshotText(dir)).toThrow(/ENOENT/);

    expect((await sync(dir, await gitHub(scenario), { GITHUB_TOKEN: 'ghp_0123456789abcdef' })).code).toBe(0);
    expect(snapshotIn(dir).repositories.map(({ name, description }) => [name, description])).toEqual([
      ['constructor', 'Hidden text :constructor: :__proto__: :toString: :rocket:'],
      // Persian's non-joiner and an emoji's joiner stay: they spell the words.
      ['edge-kit', 'مهر\u200Cناز 👩\u200D💻 tool'],
    ]);
    // What the build runs first (npm run check:content), then the section's answer as it builds it.
    const checked = await checkContentCommand(dir);
    expect(checked.code).toBe(0);
    expect(checked.stderr).not.toMatch(/github\.json/);
    const answer = contentFiles.github.answer(snapshotIn(dir));
    expect(answer[0].description).toBe('Hidden text :constructor: :__proto__: :toString: 🚀');
  });

  it('refuses a snapshot the content check would refuse, and keeps the committed file byte for byte', async () => {
    const dir = await portfolio({ user: 'fixture-dev', repositories: { top: 2 } });
    await sync(dir, await gitHub());
    const committed = snapshotText(dir);

    const run = await sync(dir, await gitHub(strangers({ html_url: 'javascript:alert(1)' })), {}, [
      '--keep-on-failure',
    ]);
    expect(run.code).toBe(0);
    expect(run.stdout.trimEnd().split('\n')).toEqual([
      expect.stringMatching(
        /^::warning title=GitHub snapshot not refreshed::GitHub's answer makes a snapshot the content check refuses: \$\.repositories\[0\]\.url: must be an http\(s\) URL\. The build uses the committed .*github\.json as it is\.$/,
      ),
    ]);
    expect(snapshotText(dir)).toBe(committed);
  });
});

describe('the deploy workflow', () => {
  const workflow = parseYaml(
    readFileSync(join(import.meta.dirname, '..', '.github', 'workflows', 'ci.yml'), 'utf8'),
  );
  const steps: { name?: string; run?: string; env?: Record<string, string> }[] = workflow.jobs.build.steps;
  const refresh = steps.findIndex(({ run }) => run?.includes('sync-github'));

  it('refreshes the snapshot with the workflow token, before the build', () => {
    expect(refresh).toBeGreaterThan(-1);
    expect(refresh).toBeLessThan(steps.findIndex(({ run }) => run === 'npm run build'));
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the workflow's own expression, not JavaScript's.
    expect(steps[refresh].env).toEqual({ GITHUB_TOKEN: '${{ github.token }}' });
  });

  it("the workflow's refresh step falls back to the committed snapshot when the stand-in refuses", async () => {
    const [command, script, ...argv] = (steps[refresh].run as string).trim().split(/\s+/);
    expect([command, script]).toEqual(['node', 'commands/sync-github.ts']);
    const dir = await portfolio({ user: 'fixture-dev', repositories: { top: 2 } });
    await sync(dir, await gitHub());
    const committed = snapshotText(dir);

    const notJson = await sync(dir, await gitHub({ users: {}, notJson: true }), {}, argv);
    expect(notJson.code).toBe(0);
    expect(notJson.stdout).toMatch(/^::warning title=GitHub snapshot not refreshed::The sync failed: .*JSON/);

    const refused = await gitHub({
      users: {},
      rateLimited: { status: 403, resetAt: new Date(Date.now() + 3_600_000) },
    });
    const run = await sync(dir, refused, { GITHUB_TOKEN: 'the-workflow-token' }, argv);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /^::warning title=GitHub snapshot not refreshed::GitHub's rate limit is reached \(HTTP 403\).* The build uses the committed .*github\.json as it is\.$/m,
    );
    expect(snapshotText(dir)).toBe(committed);
  });
});

describe('the snapshot as content', () => {
  it('names the file and the path of a value edited by hand into something invalid', async () => {
    const dir = await portfolio({ user: 'fixture-dev', repositories: { top: 2 } });
    await sync(dir, await gitHub());
    const snapshot = JSON.parse(snapshotText(dir));
    snapshot.repositories[1].stars = 'many';
    await writeFile(join(dir, 'github.json'), JSON.stringify(snapshot, null, 2));
    expect(await checkAllContent(dir)).toEqual([
      expect.objectContaining({ file: 'github.json', path: '$.repositories[1].stars' }),
    ]);
  });

  it('refuses a translation of it: GitHub’s words are the same in every language', async () => {
    const dir = await portfolio({ user: 'fixture-dev', repositories: { top: 1 } });
    await sync(dir, await gitHub());
    await mkdir(join(dir, 'de'), { recursive: true });
    await writeFile(
      join(dir, 'de', 'github.json'),
      JSON.stringify({ repositories: [{ description: 'Ein Werkzeug' }] }),
    );
    expect(await checkAllContent(dir)).toEqual([
      {
        file: 'de/github.json',
        path: '$.repositories',
        reason: 'is the same in every language: set it in the default language’s file only',
      },
    ]);
  });
});
