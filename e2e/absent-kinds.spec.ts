/**
 * An owner with no about.json, projects.json or education.json, and no talks.json (a kind a release
 * added after the owner wrote their content): in a copy of the project, built and served as
 * `npm start` does. The build passes; the page, in every language, leaves out those sections and
 * the links to them and never asks for them; the API still answers them, empty.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator } from '@playwright/test';
import { expect, recordApiRequests, test } from './fixtures.ts';
import { type ServedCopy, serveCopy } from './project-copy.ts';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let served: ServedCopy;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  served = await serveCopy({
    prepare: async (project) => {
      const files = ['about.json', 'projects.json', 'education.json', 'talks.json'];
      for (const file of [...files, 'de/about.json', 'ar/about.json', 'de/education.json'])
        await project.removeContent(file);
    },
  });
});

test.afterAll(() => served?.stop());

for (const path of ['/', '/de/']) {
  test(`${path}: no About, Projects or Education section, no link to them, and no request for them`, async ({
    page,
  }) => {
    const requested = recordApiRequests(page);
    await page.goto(`${served.url}${path}`);
    const ids = await page.locator('main section[id]').evaluateAll((nodes) => nodes.map((node) => node.id));
    expect(ids).toEqual(['home', 'experience', 'skills', 'contact']);
    const hrefsIn = (nav: Locator) =>
      nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const bar = page.getByRole('navigation', { name: /^(main|hauptmenü)$/i });
    expect(await hrefsIn(bar)).toEqual(['#home', '#experience', '#skills', '#contact']);
    // The footer's Quick Links: Portfolio and Contact, no About.
    expect(await hrefsIn(page.locator('.footer__quick-links'))).toEqual(['#home', '#contact']);
    await page.waitForLoadState('networkidle');
    const api = path === '/' ? '/api/' : '/api/de/';
    expect(requested.toSorted()).toEqual(
      ['work-experience', 'skills', 'links'].map((name) => `${api}${name}`).toSorted(),
    );
  });
}

test('the first HTML has none of them, and still paints the top bar and the hero whole', () => {
  const html = readFileSync(join(served.project.dir, 'dist', 'client', 'index.html'), 'utf8');
  expect(html).not.toMatch(/id="(about|projects|education|talks)"/);
  // Nor any word of the talks: a page without them is the spec's (shared/sections.ts).
  expect(html).not.toMatch(/Talks|Vorträge/);
  // Nothing is drawn until the section after the hero begins: here Work Experience.
  expect(html).toContain('<link rel="expect" href="#experience" blocking="render">');
});

test('answers their endpoints 200, empty, in every language', async ({ request }) => {
  for (const [path, empty] of [
    ['/api/projects', []],
    ['/api/talks', []],
    ['/api/de/education', []],
    ['/api/ar/projects', []],
    ['/api/about', { content: [] }],
    ['/api/de/about', { content: [] }],
  ] as const) {
    const response = await request.get(`${served.url}${path}`);
    expect(response.status(), path).toBe(200);
    expect(await response.json(), path).toEqual(empty);
  }
});
