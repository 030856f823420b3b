/**
 * A real person's résumé, as an owner would bring it: a Devanagari name, a Chinese employer, a
 * 120-character job title, a job without highlights (dated by year alone), a project without a
 * repository and a Mastodon profile. Imported with `npm run import:jsonresume`, built and served
 * as `npm start` does, in a copy of the project: the page and the résumé PDF show all of it. Over
 * content with translations (the fixture's, as the sample's Hindi), another person's résumé
 * replaces them too: the site has one language, and says nothing of languages.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pdfText } from '../testing/pdf-text.ts';
import { expect, test } from './fixtures.ts';
import { type ServedCopy, serveCopy } from './project-copy.ts';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const name = 'अनन्या गुप्ता';
const employer = '北京字节跳动科技有限公司';
const longTitle =
  'Principal Software Engineer, Payments Reliability, Developer Platform and Internal Tooling for Merchant Onboarding APAC';
const resume = {
  basics: {
    name,
    label: 'Staff Engineer',
    email: 'ananya@example.com',
    url: 'https://ananya.example',
    summary: 'I build payment systems that stay up.',
    location: { city: 'Pune', countryCode: 'IN' },
    profiles: [
      { network: 'GitHub', url: 'https://github.com/ananya' },
      { network: 'Mastodon', url: 'https://hachyderm.io/@ananya' },
    ],
  },
  work: [
    {
      name: employer,
      position: longTitle,
      startDate: '2021-03',
      highlights: ['Cut checkout errors by half'],
    },
    // A year alone, as many people remember an early job: shown as the year, no made-up month.
    { name: 'Acme Tech', position: 'Engineer', startDate: '2017', endDate: '2021-02' },
  ],
  education: [
    {
      institution: 'University of Pune',
      studyType: 'B.E.',
      area: 'Computer Engineering',
      startDate: '2013',
      endDate: '2017',
    },
  ],
  skills: [{ name: 'Back End', keywords: ['Go', 'PostgreSQL'] }],
  projects: [
    {
      name: 'Ledger Lens',
      description: 'A viewer for double-entry ledgers.',
      url: 'https://ledgerlens.example',
    },
  ],
};

let served: ServedCopy;
let url: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  served = await serveCopy({
    prepare: async (project) => {
      const file = join(project.dir, 'resume.json');
      await writeFile(file, JSON.stringify(resume));
      project.npm('import:jsonresume', file);
    },
  });
  url = served.url;
});

test.afterAll(() => served?.stop());

test('the page shows every part of it', async ({ page }) => {
  await page.goto(url);
  await expect(page.locator('h1')).toContainText(name);
  const experience = page.locator('#experience');
  await expect(experience).toContainText(employer);
  await expect(experience).toContainText(longTitle);
  await expect(experience).toContainText('Acme Tech');
  await expect(experience).toContainText('2017 – February 2021');
  const projects = page.locator('#projects');
  await expect(projects).toContainText('Ledger Lens');
  await expect(projects.getByRole('link')).toHaveCount(1);
  const mastodon = page.locator('footer').getByRole('link', { name: /Mastodon/ });
  await expect(mastodon).toHaveAttribute('href', 'https://hachyderm.io/@ananya');
  await expect(mastodon).toHaveAttribute('rel', /\bme\b/);
  // Nothing wider than the screen, even with the long title.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('the résumé PDF has the name, the employer and the long title as text', async ({ request, page }) => {
  await page.goto(url);
  const href = await page.getByRole('link', { name: 'Download Resume' }).first().getAttribute('href');
  // Named after अनन्या गुप्ता in Latin letters by the import.
  expect(href).toBe('/downloads/ananya-gupta-resume.pdf');
  const pdf = await request.get(`${url}${href}`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = (await pdfText(new Uint8Array(await pdf.body()))).replace(/\s+/g, ' ');
  expect(text).toContain(name);
  expect(text).toContain(employer);
  expect(text).toContain(longTitle);
  expect(text).toContain('2017 – February 2021');
});

test('has one language, and the page says nothing of languages', async ({ request }) => {
  const html = await (await request.get(`${url}/`)).text();
  expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/i);
  // The markup, not the stylesheet, which has the switch's rules for every site.
  const markup = html.replace(/<style>[\s\S]*?<\/style>/, '');
  expect(markup).not.toMatch(/hreflang|og:locale|language-switch|dir="rtl"/);
  expect((await request.get(`${url}/api/en/about`)).status()).toBe(404);
});

test('keeps the bar it had before languages: links in it down to 58rem, a menu saying Menu below', async ({
  page,
}) => {
  await page.setViewportSize({ width: 929, height: 800 });
  await page.goto(url);
  await expect(page.locator('.top-bar__links')).toBeVisible();
  await expect(page.locator('.top-bar__menu-button')).toBeHidden();
  await page.setViewportSize({ width: 320, height: 640 });
  // Drawn as a word, not kept for screen readers only (a 1 px box).
  const word = page.getByRole('banner').getByText('Menu', { exact: true });
  expect((await word.boundingBox())?.width).toBeGreaterThan(30);
});
