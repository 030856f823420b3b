/**
 * Who looked (docs/counts.md), end to end: a copy of the project served by the real `npm start`
 * (commands/serve.ts, which migrates its own local D1), visited by two browsers that differ as
 * two visitors' do (a desktop and a phone), and read back by the owner's `npm run stats`.
 */
import { devices } from '@playwright/test';
import { content, expect, languagePages, test } from './fixtures.ts';
import { type ServedCopy, serveCopy } from './project-copy.ts';

test.describe.configure({ timeout: 120_000 });

let served: ServedCopy;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  served = await serveCopy({ reuseBuild: true });
});

test.afterAll(() => served?.stop());

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

type Stats = {
  days: { day: string; views: number; visitors: number; downloads: number; messages: number }[];
  referrers: { host: string; views: number }[];
  countries: { country: string; views: number }[];
  pages: { path: string; views: number }[];
};
