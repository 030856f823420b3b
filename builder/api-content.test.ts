import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../shared/content-files.ts';
import type { ApiProject } from '../shared/schema.ts';
import { temporaryDirs } from '../testing/temporary-dirs.ts';
import { testContent, writeTestContent } from '../testing/test-content.ts';
import { listAnswerPaths } from './api-content.ts';
import { buildModel } from './build-model.ts';
import { contentDir } from './content/load.ts';
import { PortfolioContext } from './vite-plugin/context.ts';
import { apiContent } from './vite-plugin/plugins/api-content.ts';

const temporaryDir = temporaryDirs();

/** A copy of content/ with `file` rewritten by `edit`, as a test's fixture content. */
async function contentWith(file: string, edit: (data: unknown) => unknown): Promise<string> {
  const dir = await temporaryDir('api-content-');
  await cp(contentDir, dir, { recursive: true });
  const data = JSON.parse(await readFile(join(dir, file), 'utf8'));
  await writeFile(join(dir, file), JSON.stringify(edit(data)));
  return dir;
}

/** The plugin's answer to `virtual:api-content`, as Vite asks for it. */
async function loadVirtualModule(dir: string): Promise<string> {
  const plugin = apiContent(new PortfolioContext(dir));
  const resolveId = plugin.resolveId as (source: string) => string;
  const load = plugin.load as (this: unknown, id: string) => Promise<string>;
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
  };
  return load.call(context, resolveId('virtual:api-content'));
}

it('answers each endpoint from the content directory it is given, a project’s picture as built', async () => {
  const dir = await contentWith('about.json', () => ({ content: ['Written for this test.'] }));
  const { answers, locales } = await buildModel(dir).api();
  // The fixture content has a German and an Arabic translation: their answers have their own paths.
  expect(locales).toEqual(['en', 'de', 'ar']);
  // The spec's six paths (worker/routes/content.test.ts holds them to the spec).
  const specPaths = apiPaths;
  expect(Object.keys(answers).toSorted()).toEqual(
    [
      ...specPaths,
      ...specPaths.map((path) => path.replace('/api/', '/api/de/')),
      ...specPaths.map((path) => path.replace('/api/', '/api/ar/')),
    ].toSorted(),
  );
  expect(answers['/api/about']).toEqual({ content: ['Written for this test.'] });
  const pictured = (answers['/api/projects'] as ApiProject[]).find((project) => project.image);
  expect(pictured?.image?.src).toMatch(/^\/images\/project-[\w-]+\.\w+\.webp$/);
});

it('gives Vite the same answers as a module', async () => {
  const dir = await contentWith('about.json', () => ({ content: ['Written for this test.'] }));
  const code = await loadVirtualModule(dir);
  const module = await import(`data:text/javascript,${encodeURIComponent(code)}`);
  const { answers, locales } = await buildModel(dir).api();
  expect(module.locales).toEqual(locales);
  for (const [path, body] of Object.entries(module.bodies))
    expect(JSON.parse(body as string), path).toEqual(answers[path]);
  expect(Object.keys(module.bodies).toSorted()).toEqual(Object.keys(answers).toSorted());
});

it('gives an answer a new ETag when its content changes, and keeps the others', async () => {
  const etagsOf = async (dir: string) =>
    (await import(`data:text/javascript,${encodeURIComponent(await loadVirtualModule(dir))}`)).etags;
  const before = await etagsOf(contentDir);
  const after = await etagsOf(await contentWith('about.json', () => ({ content: ['Rewritten.'] })));
  expect(after['/api/about']).not.toBe(before['/api/about']);
  // Every language's about answer is made from about.json (a translation keeps what it leaves out).
  const others = (etags: Record<string, string>) =>
    Object.fromEntries(Object.entries(etags).filter(([path]) => !path.endsWith('/about')));
  // Seven endpoints but about, in three languages.
  expect(Object.keys(others(after))).toHaveLength(21);
  expect(others(after)).toEqual(others(before));
});

it('refuses invalid content with the checker’s lines, not a raw schema error', async () => {
  const dir = await contentWith('projects.json', (projects) =>
    (projects as Record<string, unknown>[]).map((project, index) =>
      index === 0 ? { ...project, liveLink: 5 } : project,
    ),
  );
  await expect(loadVirtualModule(dir)).rejects.toThrow(/content\/projects\.json: \$\[0\]\.liveLink: /);
  await expect(loadVirtualModule(dir)).rejects.not.toThrow(/ZodError/);
});

describe('a kind the owner has no file of', () => {
  it('is answered 200 as empty, in every language: a client asks /api/projects and reads no projects', async () => {
    // The fixture's German translation of education.json stays, with nothing to translate.
    const dir = await temporaryDir('api-content-');
    await cp(contentDir, dir, { recursive: true });
    for (const file of [
      'projects.json',
      'education.json',
      'talks.json',
      'about.json',
      'de/about.json',
      'ar/about.json',
    ])
      await rm(join(dir, file));
    const { answers } = await buildModel(dir).api();
    for (const tag of ['', 'de/', 'ar/']) {
      expect(answers[`/api/${tag}projects`]).toEqual([]);
      expect(answers[`/api/${tag}education`]).toEqual([]);
      expect(answers[`/api/${tag}talks`]).toEqual([]);
      expect(answers[`/api/${tag}about`]).toEqual({ content: [] });
      expect(answers[`/api/${tag}skills`]).not.toEqual([]);
    }
  });

  it('answers with its answer’s shape, which the page’s guard expects: a list, or /api/about’s object', async () => {
    const dir = await writeTestContent(await temporaryDir('api-content-'), { site: testContent.site });
    const { answers } = await buildModel(dir).api();
    for (const path of apiPaths)
      expect(Array.isArray(answers[path]), path).toBe(listAnswerPaths.includes(path));
    expect(answers['/api/about']).toEqual({ content: [] });
    expect(answers['/api/links']).toEqual([]);
  });
});
