/**
 * Case studies (docs/owner-guide.md, "Case studies"), end to end: the variant portfolio
 * (e2e/variant-site.ts) with the fixture's case studies (testing/fixtures/case-studies), built by the
 * owner's `npm run build` and served as `npm start` serves it. What only case studies have: the
 * project card's link, the facts, the index's order and covers; what every collection's pages do
 * is in collections.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from './fixtures.ts';
import { variantSite as served, test } from './variant-site.ts';

test.describe.configure({ timeout: 120_000 });

const study = '/projects/fleetpulse/';
const translated = '/ar/projects/fleetpulse/';
const htmlOf = (path: string) =>
  readFileSync(join(served.builtClientDir, ...path.split('/'), 'index.html'), 'utf8');

test('the project card names its case study and leads to it; a card without one is the spec’s', async ({
  page,
}) => {
  await page.goto(served.url);
  const projects = page.locator('#projects');
  await expect(projects.getByRole('heading', { name: 'Edge Checkout' }).getByRole('link')).toHaveCount(0);
  await projects.getByRole('link', { name: 'FleetPulse', exact: true }).click();
  await expect(page).toHaveURL(`${served.url}${study}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'FleetPulse, live positions for 4,000 vehicles',
  );
  // In Arabic, the card leads to the Arabic page.
  await page.goto(`${served.url}/ar/`);
  await expect(
    page.locator('#projects').getByRole('link', { name: 'FleetPulse', exact: true }),
  ).toHaveAttribute('href', translated);
});

test('a case study shows its facts, read with JavaScript off; their links’ labels say they are in the default language', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 800 },
  });
  const page = await context.newPage();
  await page.goto(`${served.url}${study}`);
  await expect(page.locator('time').first()).toHaveText('March 2023 – Present');
  await expect(page.locator('.case-study__facts')).toContainText('Tech lead for a team of four');
  await expect(page.getByRole('listitem').filter({ hasText: 'Kafka' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Live demo' })).toHaveAttribute(
    'href',
    'https://fleetpulse.example.dev',
  );
  await context.close();
  expect(htmlOf(study)).toContain('<ul class="case-study__links">');
  expect(htmlOf(translated)).toContain('<ul class="case-study__links" lang="en" dir="ltr">');
});

test('lists every case study newest first with its cover; a language lists those it has not translated, marked so', async ({
  page,
}) => {
  await page.goto(`${served.url}/projects/`);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'FleetPulse, live positions for 4,000 vehicles',
    'A status page no project card names',
  ]);
  const cover = page.getByRole('img', {
    name: 'A map of a city with vehicles as dots and an alert panel beside it',
  });
  await expect(cover).toHaveJSProperty('complete', true);
  expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
  // The Arabic index lists the page not translated in English, marked as such.
  await page.goto(`${served.url}/ar/projects/`);
  await expect(page.locator('li[lang="en"]')).toContainText('A status page no project card names');
});
