/**
 * `npm start` serves what it built: in a copy of the project with its build, editing content/
 * while it runs (a valid edit, then a mistake) neither changes the served site nor stops it; and
 * after a rebuild, the browser's next reload asks for the new content. Who looked (docs/counts.md),
 * end to end: the real `npm start` (commands/serve.ts, which migrates its own local D1), visited by
 * two browsers that differ as two visitors' do (a desktop and a phone), and read back by the
 * owner's `npm run stats`.
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { devices } from '@playwright/test';
import { builtWorker } from '../builder/built-site.ts';
import { content, expect, languagePages, test } from './fixtures.ts';
import { type ServedCopy, serveCopy } from './project-copy.ts';

test.describe.configure({ timeout: 120_000 });

// One server, asked in order in one worker: the counts and caching first, then the edits.
test.describe('one npm start, asked as browsers and the owner ask it', () => {
  test.describe.configure({ mode: 'serial' });
  let served: ServedCopy;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    served = await serveCopy({ reuseBuild: true });
  });

  test.afterAll(() => served?.stop());

  test('lets the browser reuse no /api answer unasked, so a rebuild shows at the next reload', async ({
    request,
  }) => {
    const { url } = served;
    const response = await request.get(`${url}/api/about`);
    expect(response.headers()['cache-control']).toBe('no-cache');
    const etag = response.headers().etag;
    const unchanged = await request.get(`${url}/api/about`, { headers: { 'If-None-Match': etag } });
    expect(unchanged.status()).toBe(304);
  });

  test('three visits from two browsers and one résumé download are what npm run stats says', async ({
    browser,
  }) => {
    const { url, project } = served;
    const translated = languagePages[1].path;
    const desktop = await browser.newContext({ ...devices['Desktop Chrome'] });
    const phone = await browser.newContext({ ...devices['Pixel 7'] });

    const first = await desktop.newPage();
    await first.goto(url, { referer: 'https://www.linkedin.com/in/someone/?trk=public_profile' });
    await expect(first.locator('#projects')).toContainText(content.projects[0].title);
    const download = first.waitForEvent('download');
    await first
      .locator('#home')
      .getByRole('link', { name: 'Download Resume' })
      .click({ modifiers: ['Alt'] });
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    await first.goto(`${url}${translated}`);

    const second = await phone.newPage();
    await second.goto(url);
    await expect(second.locator('#projects')).toContainText(content.projects[0].title);
    await desktop.close();
    await phone.close();

    const today = new Date().toISOString().slice(0, 10);
    // The counts are written after each response (waitUntil): read until the last one is in.
    let stats: Stats | undefined;
    await expect
      .poll(() => {
        stats = JSON.parse(project.npm('stats', '--json', '--days', '1')) as Stats;
        return stats.days;
      })
      .toEqual([{ day: today, views: 3, visitors: 2, downloads: 1, messages: 0 }]);
    expect(stats?.pages).toEqual([
      { path: '/', views: 2 },
      { path: translated, views: 1 },
    ]);
    expect(stats?.referrers).toEqual([{ host: 'www.linkedin.com', views: 1 }]);
    expect(stats?.countries.reduce((sum, { views }) => sum + views, 0)).toBe(3);
  });

  test('keeps serving the build, unchanged and running, while content/ is edited and broken', async ({
    page,
  }) => {
    // Last of the three: it ends by making wrangler reload the server, and no other test may use it then.
    const { project, server, url } = served;
    const built = content.projects[0].title;
    const answeredAtStart = await (await page.request.get(`${url}/api/projects`)).json();
    expect(answeredAtStart[0].title).toBe(built);
    await page.goto(url);
    await expect(page.locator('#projects')).toContainText(built);

    const edited = structuredClone(content.projects);
    edited[0].title = 'A title saved after the build';
    await project.writeContent('projects.json', JSON.stringify(edited, null, 2));
    const broken = structuredClone(content.projects) as unknown as Record<string, unknown>[];
    broken[1].liveLink = 5;
    await project.writeContent('about.json', '{ "content": [ "half a sentence');
    await project.writeContent('projects.json', JSON.stringify(broken, null, 2));

    expect(server.running()).toBe(true);
    const projects = await page.request.get(`${url}/api/projects`);
    expect(projects.status()).toBe(200);
    expect(await projects.json()).toEqual(answeredAtStart);
    await page.reload();
    await expect(page.locator('#projects')).toContainText(built);
    await expect(page.locator('#about')).toContainText(content.about.content[0]);

    // Nor does it react later. Wrangler watches the built Worker only: saved again unchanged, it
    // reloads the same build. Once it says so, its watcher has handled every save before, and any
    // rebuild from content/ (or a failed one) would have been reported first.
    const beforeSave = server.output();
    expect(beforeSave).not.toContain('Reloading local server');
    const worker = join(project.dir, builtWorker);
    // Saved whole in one step (written aside, then renamed over it), as a build writes it: a write
    // in place let wrangler read it half written once in 20 runs ("Unexpected end of input").
    await writeFile(`${worker}.saving`, await readFile(worker));
    await rename(`${worker}.saving`, worker);
    // expect.poll's 5 s are too few for that reload on two busy cores.
    await expect
      .poll(() => server.output().slice(beforeSave.length), { timeout: 30_000 })
      .toContain('Local server updated and ready');
    // Nothing is asked after that reload: about 1 in 50 times, wrangler 4.155 bounces the first request to
    // a reloaded Worker between its two workerd processes until one crashes (the ECONNRESET this test had).
    expect(server.running()).toBe(true);
    expect(server.output()).not.toMatch(/ZodError|failed to start|Build failed/i);
    expect(server.output()).toContain('after editing content/, run `npm start` again');
  });
});

type Stats = {
  days: { day: string; views: number; visitors: number; downloads: number; messages: number }[];
  referrers: { host: string; views: number }[];
  countries: { country: string; views: number }[];
  pages: { path: string; views: number }[];
};
