/**
 * An owner with no projects.json and no education.json (kinds a release may add after the owner
 * wrote their content are the same case): in a copy of the project, built and served as
 * `npm start` does. The build passes; the page, in every language, leaves out those sections and
 * their top-bar links and never asks for them; the API still answers them, empty.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, recordApiRequests, test } from './fixtures.ts';
import { type ServedCopy, serveCopy } from './project-copy.ts';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let served: ServedCopy;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  served = await serveCopy({
    prepare: async (project) => {
      for (const file of ['projects.json', 'education.json', 'de/education.json'])
        await project.removeContent(file);
    },
  });
});

test.afterAll(() => served?.stop());

for (const path of ['/', '/de/']) {
  test(`${path}: no Projects or Education section, no link to them, and no request for them`, async ({
    page,
  }) => {
    const requested = recordApiRequests(page);
    await page.goto(`${served.url}${path}`);
    const ids = await page.locator('main section[id]').evaluateAll((nodes) => nodes.map((node) => node.id));
    expect(ids).toEqual(['home', 'about', 'experience', 'skills', 'contact']);
    const nav = page.getByRole('navigation', { name: /main|haupt/i });
    const hrefs = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['#home', '#about', '#experience', '#skills', '#contact']);
    await page.waitForLoadState('networkidle');
    const api = path === '/' ? '/api/' : '/api/de/';
    expect(requested.toSorted()).toEqual(
      ['about', 'work-experience', 'skills', 'links'].map((name) => `${api}${name}`).toSorted(),
    );
  });
}

test('the first HTML has neither section, and still paints the top bar and the hero whole', () => {
  const html = readFileSync(join(served.project.dir, 'dist', 'client', 'index.html'), 'utf8');
  expect(html).not.toMatch(/id="(projects|education)"/);
  expect(html).toContain('<link rel="expect" href="#about" blocking="render">');
});

test('answers /api/projects and /api/education 200 with an empty list, in every language', async ({
  request,
}) => {
  for (const path of ['/api/projects', '/api/education', '/api/de/projects', '/api/ar/education']) {
    const response = await request.get(`${served.url}${path}`);
    expect(response.status(), path).toBe(200);
    expect(await response.json(), path).toEqual([]);
  }
});
