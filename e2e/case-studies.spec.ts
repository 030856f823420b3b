/**
 * Case studies (docs/owner-guide.md, "Case studies"), end to end: the variant portfolio
 * (e2e/variant-site.ts) with the fixture's case studies (testing/fixtures/case-studies), built by the
 * owner's `npm run build` and served as `npm start` serves it. What a recruiter, a crawler and the
 * owner see of them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadLocalizedContent } from '../builder/content/load.ts';
import type { Stats } from '../commands/stats/stats.ts';
import { expect, test } from './fixtures.ts';
import { variantSite as served, standInForCloudflare } from './variant-site.ts';
import { axeViolations, htmlcsErrors, unresolvedFragments } from './wcag.ts';

test.describe.configure({ timeout: 120_000 });

const dist = served.builtClientDir;
let siteUrl: string;

test.beforeAll(() => {
  siteUrl = loadLocalizedContent(served.contentDir).byLocale.en.site.siteUrl;
});

test.beforeEach(({ page }) => standInForCloudflare(page));

const study = '/projects/fleetpulse/';
const translated = '/ar/projects/fleetpulse/';
const pages = [study, translated, '/projects/status-page/', '/projects/', '/ar/projects/'];
const htmlOf = (path: string) => readFileSync(join(dist, ...path.split('/'), 'index.html'), 'utf8');
const absolute = (path: string) => new URL(path, siteUrl).href;

test('the project card names its case study and leads to it; a card without one is the spec’s', async ({
  page,
}) => {
  await page.goto(served.url);
  const projects = page.locator('#projects');
  await projects.getByRole('link', { name: 'FleetPulse', exact: true }).click();
  await expect(page).toHaveURL(`${served.url}${study}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'FleetPulse, live positions for 4,000 vehicles',
  );
  await page.goto(served.url);
  await expect(projects.getByRole('heading', { name: 'Edge Checkout' }).getByRole('link')).toHaveCount(0);
  // In Arabic, the card leads to the Arabic page.
  await page.goto(`${served.url}/ar/`);
  await expect(
    page.locator('#projects').getByRole('link', { name: 'FleetPulse', exact: true }),
  ).toHaveAttribute('href', translated);
});

test('each case study has its page with no script bundle, its facts, and reads whole with JavaScript off', async ({
  browser,
}) => {
  for (const path of pages) {
    const html = htmlOf(path);
    expect(html, path).not.toMatch(/<script[^>]*\bsrc=|type="module"|modulepreload/);
  }
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
  await expect(page.getByRole('table')).toContainText('Alerts missed a week');
  await expect(page.locator('pre.shiki')).toHaveCount(1);
  await page.locator('summary.top-bar__menu-button').click();
  await page.locator('.top-bar__menu').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(`${served.url}/#about`);
  await context.close();
});

test('runs nothing of a case study’s raw HTML, and every in-page link leads to an element of its page', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`${served.url}${study}`);
  await expect(page).toHaveTitle(/^FleetPulse/);
  expect(htmlOf(study)).not.toMatch(/onerror|javascript:|hacked/);
  expect(dialogs).toEqual([]);
  for (const path of pages) {
    await page.goto(`${served.url}${path}`);
    expect(await unresolvedFragments(page), path).toEqual([]);
  }
});

test('lists every case study newest first with its cover, and leaves the draft out of every page', async ({
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
  for (const path of pages) expect(htmlOf(path), path).not.toContain('An unfinished case study');
  await expect((await page.request.get(`${served.url}/projects/unfinished/`)).status()).toBe(404);
});

test('shows the pictures in the text as a post’s: AVIF and WebP in widths, sized, lazy past the first screen', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${served.url}${study}`);
  const map = page.locator('.post__body img[alt="The vehicles on the city map"]');
  await expect(map).toHaveAttribute('width', /\d+/);
  await expect(map).toHaveAttribute('height', /\d+/);
  await expect(map).toHaveAttribute('loading', 'lazy');
  await expect(page.locator('.post__body picture source[type="image/webp"]')).toHaveCount(1);
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveJSProperty('complete', true);
  expect(await map.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await context.close();
});

test('tells search engines and link previews what it is: CreativeWork, canonical, share image, hreflang both ways, sitemap', async () => {
  const html = htmlOf(study);
  const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? '{}');
  expect(jsonLd).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: 'FleetPulse, live positions for 4,000 vehicles',
    url: absolute(study),
    inLanguage: 'en',
    dateCreated: '2023-03',
    keywords: 'React, Node.js, WebSockets, PostgreSQL, Kafka',
  });
  expect(jsonLd.image).toEqual([absolute(`${study}share.png`)]);
  expect(html).toContain(`<link rel="canonical" href="${absolute(study)}">`);
  expect(html).toContain(`<meta property="og:image" content="${absolute(`${study}share.png`)}">`);
  const png = readFileSync(join(dist, 'projects', 'fleetpulse', 'share.png'));
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  const hreflangs = (path: string) =>
    [...htmlOf(path).matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)]
      .map(([, lang, href]) => `${lang} ${href}`)
      .sort();
  expect(hreflangs(study)).toEqual([
    `ar ${absolute(translated)}`,
    `en ${absolute(study)}`,
    `x-default ${absolute(study)}`,
  ]);
  expect(hreflangs(translated)).toEqual(hreflangs(study));
  // The links' labels are the default language's, and say so on the Arabic page.
  expect(htmlOf(translated)).toContain('<ul class="case-study__links" lang="en" dir="ltr">');
  expect(html).toContain('<ul class="case-study__links">');
  const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
  for (const path of pages) expect(sitemap, path).toContain(`<loc>${absolute(path)}</loc>`);
});

test('counts a case study’s view as a page’s, and npm run stats names it among the most read case studies', async ({
  page,
}) => {
  await page.goto(`${served.url}${study}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() => {
      const stats = JSON.parse(served.npm('stats', '--json', '--days', '1')) as Pick<Stats, 'mostRead'>;
      return stats.mostRead.caseStudies.find(({ path }) => path === study);
    })
    .toMatchObject({ path: study, title: 'FleetPulse, live positions for 4,000 vehicles' });
});

for (const path of [study, translated, '/projects/'])
  for (const colorScheme of ['light', 'dark'] as const)
    test(`${path} in the ${colorScheme} scheme passes axe and HTML_CodeSniffer`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto(`${served.url}${path}`);
      expect(await axeViolations(page)).toEqual([]);
      expect(await htmlcsErrors(page)).toEqual([]);
    });
