import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { checkContentCommand } from './check-content.ts';

const run = promisify(execFile);
const contentDir = join(import.meta.dirname, '..', 'testing', 'fixtures', 'content');
const script = join(import.meta.dirname, 'check-content.ts');

async function brokenCopy(files: Record<string, unknown>) {
  const dir = await mkdtemp(join(tmpdir(), 'content-'));
  await cp(contentDir, dir, { recursive: true });
  for (const [file, data] of Object.entries(files)) await writeFile(join(dir, file), JSON.stringify(data));
  return dir;
}

/** The real command, for its exit code; the other tests run the same check in this process. */
const checkContent = (dir?: string) =>
  run(process.execPath, dir ? [script, dir] : [script]).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

describe('npm run check:content', () => {
  it('passes on the shipped content', async () => {
    const { code, stdout } = await checkContent();
    expect(stdout).toContain('Content check passed: 8 files');
    expect(code).toBe(0);
  });

  it('passes with a warning naming file, path and reason for content the page will not show', async () => {
    const education = JSON.parse(await readFile(join(contentDir, 'education.json'), 'utf8'));
    const degree = education.find((record: { type: string }) => record.type === 'degree');
    const dir = await brokenCopy({
      'projects.json': [],
      'education.json': [...education, { ...degree, degree: 'M.Tech in Systems' }],
    });
    const { stdout, stderr } = await checkContentCommand(dir);
    expect(stdout).toContain('Content check passed: 8 files');
    const warnings = stderr.trim().split('\n');
    expect(
      warnings.filter(
        (line) => !line.startsWith('warning: content/de/') && !line.startsWith('warning: content/ar/'),
      ),
    ).toEqual([
      "warning: content/projects.json: $: is empty: the page's projects section shows only its title",
      `warning: content/education.json: $[${education.length}]: is not shown on the page, which shows only the first degree record ("${degree.degree}"); the résumé PDF lists it`,
    ]);
  });

  it('passes without projects.json and education.json, saying what the page leaves out, with no warning of them', async () => {
    const dir = await brokenCopy({});
    await rm(join(dir, 'projects.json'));
    await rm(join(dir, 'education.json'));
    await rm(join(dir, 'de', 'education.json'));
    const { stdout, stderr } = await checkContentCommand(dir);
    expect(stdout).toContain('Content check passed: 6 files');
    expect(stdout).toContain(
      'Not there, so left out of the page: projects.json, education.json (add one to show it)',
    );
    expect(stderr).not.toMatch(/projects|education/);
  });

  it('checks the posts in content/writing/ with the JSON files, and counts each collection in its words', async () => {
    const dir = await brokenCopy({});
    await mkdir(join(dir, 'writing'));
    const post = '---\ntitle: First\ndescription: About\ndate: 2025-03-14\n---\nText.\n';
    await writeFile(join(dir, 'writing', 'first-post.md'), post);
    for (const name of ['one', 'two'])
      await writeFile(
        join(dir, 'projects', `${name}.md`),
        '---\ntitle: A study\nsummary: About\ndate: 2024-05\n---\nText.\n',
      );
    const { stdout } = await checkContentCommand(dir);
    expect(stdout).toContain(
      'Content check passed: 8 files, 1 post, 2 case studies and translations into ar, de',
    );

    await writeFile(join(dir, 'writing', 'Second Post.md'), post.replace('2025-03-14', '2025-02-30'));
    const failure = await checkContentCommand(dir);
    expect(failure.code).toBe(1);
    expect(failure.stderr).toContain(
      'content/writing/Second Post.md: file name: is not a safe web address for the post (lowercase letters a–z, digits and hyphens only): rename it to second-post.md',
    );
    expect(failure.stderr).toContain('content/writing/Second Post.md: $.date: is not a real calendar date');
  });

  it('fails listing every problem in every file, naming file, JSON path and reason', async () => {
    const dir = await brokenCopy({
      'links.json': [{ name: 'GitHub', url: 'not a url' }],
      'about.json': { content: [] },
    });
    const failure = await checkContent(dir);
    expect(failure.code).toBe(1);
    expect(failure.stderr).toContain('Content check failed with 2 problems:');
    expect(failure.stderr).toContain('content/about.json: $.content: must list at least one entry');
    expect(failure.stderr).toContain(
      'content/links.json: $[0].url: must be the https address of a profile on github.com',
    );
  });

  it('fails when site.json names a photo that is not in content/', async () => {
    const site = JSON.parse(await readFile(join(contentDir, 'site.json'), 'utf8'));
    const dir = await brokenCopy({ 'site.json': { ...site, photo: 'me-2019.jpg' } });
    const failure = await checkContentCommand(dir);
    expect(failure.code).toBe(1);
    expect(failure.stderr).toContain(
      'content/site.json: $.photo: names content/me-2019.jpg, which does not exist',
    );
  });

  it('fails when the photo is not an image, before the build would', async () => {
    const site = JSON.parse(await readFile(join(contentDir, 'site.json'), 'utf8'));
    const dir = await brokenCopy({ 'site.json': { ...site, photo: 'Jane Doe.png' } });
    await writeFile(join(dir, 'Jane Doe.png'), 'not a picture');
    const failure = await checkContentCommand(dir);
    expect(failure.code).toBe(1);
    expect(failure.stderr).toContain(
      'content/site.json: $.photo: content/Jane Doe.png is not a JPEG, PNG, WebP or AVIF image',
    );
  });

  it('fails when a project names a picture that is missing or is not an image, naming its item', async () => {
    const projects = JSON.parse(await readFile(join(contentDir, 'projects.json'), 'utf8'));
    const [first, second, ...rest] = projects;
    const dir = await brokenCopy({
      'projects.json': [
        { ...first, image: 'shots/checkout.png' },
        { ...second, image: 'fleet.webp' },
        ...rest,
      ],
    });
    await writeFile(join(dir, 'fleet.webp'), 'not a picture');
    const failure = await checkContentCommand(dir);
    expect(failure.code).toBe(1);
    expect(failure.stderr).toContain(
      'content/projects.json: $[0].image: names content/shots/checkout.png, which does not exist',
    );
    expect(failure.stderr).toContain(
      'content/projects.json: $[1].image: content/fleet.webp is not a JPEG, PNG, WebP or AVIF image',
    );
  });
});
