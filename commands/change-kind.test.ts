import { execFile, execFileSync } from 'node:child_process';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { temporaryDirs } from '../testing/temporary-dirs.ts';
import { changedFiles } from './change-kind.ts';
import { changeKind } from './update/owner-paths.ts';

describe('the checks a list of changed files needs', () => {
  it.each([
    [['content/site.json']],
    [['content/writing/first-post.md', 'content/de/writing/first-post.md', 'content/photo.jpg']],
    [['content/deploy.toml']],
  ])('only the owner’s files %j: the owner’s checks', (files) => {
    expect(changeKind(files)).toBe('owner');
  });

  it('no file changed (the daily run of an unchanged main): the owner’s checks', () => {
    expect(changeKind([])).toBe('owner');
  });

  it.each([
    'web/App.tsx',
    'wrangler.toml',
    'package.json',
    'package-lock.json',
    '.github/workflows/ci.yml',
    'sample/site.json',
    'commands/update/owner-paths.ts',
  ])('a product file, %s, beside the owner’s: the whole suite', (file) => {
    expect(changeKind(['content/site.json', file])).toBe('product');
  });

  it.each([
    'contents/x',
    'content.md',
    'content-old/site.json',
    'web/content/site.json',
    '/content/site.json',
    'content/../README.md',
  ])('a look-alike of content/, %s: the whole suite', (file) => {
    expect(changeKind([file])).toBe('product');
  });
});

describe('the files changed between two commits', () => {
  const temporaryDir = temporaryDirs();
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', args, {
      cwd,
      encoding: 'utf8',
      env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null' },
    }).trim();
  let repo: string;
  const commit = async (files: Record<string, string>, message: string) => {
    for (const [path, text] of Object.entries(files)) {
      await mkdir(join(repo, dirname(path)), { recursive: true });
      await writeFile(join(repo, path), text);
    }
    git(repo, 'add', '--all');
    git(
      repo,
      '-c',
      'user.name=Test',
      '-c',
      'user.email=test@example.com',
      'commit',
      '--quiet',
      '-m',
      message,
    );
    return git(repo, 'rev-parse', 'HEAD');
  };
  let first: string;

  beforeAll(async () => {
    repo = await temporaryDir('change-kind-');
    git(repo, 'init', '--quiet');
    first = await commit(
      { 'content/site.json': '{}', 'web/App.tsx': 'export {};', 'web/logo.svg': '<svg/>' },
      'a',
    );
  });

  it('a post and a picture with a non-ASCII name: the owner’s files, named as they are', async () => {
    const head = await commit({ 'content/writing/café.md': '# Café', 'content/café.jpg': 'jpg' }, 'post');
    expect(changedFiles(first, head, repo)?.sort()).toEqual(['content/café.jpg', 'content/writing/café.md']);
  });

  it('a picture moved from web/ into content/: both paths, so the product changed', async () => {
    const base = git(repo, 'rev-parse', 'HEAD');
    await mkdir(join(repo, 'content'), { recursive: true });
    await rename(join(repo, 'web/logo.svg'), join(repo, 'content/logo.svg'));
    const head = await commit({}, 'move');
    const files = changedFiles(base, head, repo) ?? [];
    expect(files.sort()).toEqual(['content/logo.svg', 'web/logo.svg']);
    expect(changeKind(files)).toBe('product');
  });

  it.each([
    ['empty', ''],
    ['all zeros (a first push)', '0000000000000000000000000000000000000000'],
    ['not a commit here (a force-push rewrote it away)', '1234567890abcdef1234567890abcdef12345678'],
    ['an option', '--output=/tmp/x'],
  ])('a base that is %s: unknown', (_, base) => {
    expect(changedFiles(base, 'HEAD', repo)).toBeUndefined();
  });

  it('prints the kind, and `product` for an unknown base', async () => {
    const script = join(import.meta.dirname, 'change-kind.ts');
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, [script, ...args], { cwd: repo }).then(({ stdout }) => stdout);
    const base = git(repo, 'rev-parse', 'HEAD');
    await commit({ 'content/site.json': '{"name":"A"}' }, 'content');
    expect(await run(base)).toBe('owner\n');
    expect(await run(base, 'HEAD')).toBe('owner\n');
    expect(await run(first, 'HEAD')).toBe('product\n');
    expect(await run('0000000000000000000000000000000000000000', 'HEAD')).toBe('product\n');
  });
});
