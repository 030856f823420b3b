/**
 * A new owner, as "Make it yours" has them start: in a copy of the project, the sample résumé
 * shipped in @jsonresume/schema imported with `npm run import:jsonresume` and a siteUrl of their
 * own. What `npm run test:content` asks of the owner's content holds for it (the content check,
 * the build, valid HTML, the budgets; what its owner's-build suite asks of the served site, this
 * spec asks too); every other test brings its own content, so this owner's push is green and
 * deploys. Served as `npm start` does, its jobs, project, degree and profile show on the page and
 * in the résumé PDF.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import type { JsonResume } from '../builder/resume/json-resume/types.ts';
import { pdfText } from '../testing/pdf-text.ts';
import { expect, test } from './fixtures.ts';
import { type ServedCopy, serveCopy } from './project-copy.ts';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const samplePath = createRequire(import.meta.url).resolve('@jsonresume/schema/sample.resume.json');
const sample: JsonResume = createRequire(import.meta.url)(samplePath);
const [job] = sample.work ?? [];
const [project] = sample.projects ?? [];
const [degree] = sample.education ?? [];
const degreeName = `${degree.studyType} in ${degree.area}`;
// Its Twitter profile is twitter.com's home page plus a username: the importer links the profile.
const xProfile = `https://x.com/${sample.basics?.profiles?.[0].username}`;

const ownSiteUrl = 'https://new-owner.example.dev';

let served: ServedCopy;
let url: string;
let contentCheck: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  served = await serveCopy({
    prepare: async (copy) => {
      // Over content with translations (the fixture's, as the sample's Hindi): another person's
      // résumé replaces them too, so the new owner's site has one language.
      copy.npm('import:jsonresume', samplePath);
      const site = (await copy.readContent('site.json')) as Record<string, unknown>;
      await copy.writeContent('site.json', JSON.stringify({ ...site, siteUrl: ownSiteUrl }, null, 2));
      contentCheck = copy.npm('check:content');
    },
  });
  url = served.url;
});

/** Runs a script of `npm run test:content` (in Node, as npm's own) in the copy, on its build. */
function inCopy(...args: string[]) {
  const run = spawnSync(process.execPath, args, { cwd: served.project.dir, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

test('passes the checks npm test makes of the owner’s content: the check, valid HTML, the budgets', () => {
  expect(contentCheck).toMatch(/^Content check passed: /m);
  // As testing/run-all.ts runs them on the build that is served here.
  const validHtml = inCopy(
    'node_modules/html-validate/bin/html-validate.mjs',
    'dist/client/**/index.html',
    'dist/client/404.html',
  );
  expect(validHtml.status, validHtml.output).toBe(0);
  const budgets = inCopy('measure/budgets.ts');
  expect(budgets.status, budgets.output).toBe(0);
});

test('is listed at its own siteUrl', async ({ request }) => {
  expect(await (await request.get(`${url}/sitemap.xml`)).text()).toContain(`<loc>${ownSiteUrl}/</loc>`);
});

test.afterAll(() => served?.stop());

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

test('the page shows its job, project, degree and profile', async ({ page }) => {
  await page.goto(url);
  await expect(page.locator('h1')).toContainText(sample.basics?.name ?? '');

  const experience = page.locator('#experience');
  await expect(experience).toContainText(`${job.position}`);
  await expect(experience).toContainText(`${job.name}`);
  await expect(experience).toContainText('December 2013 – December 2014');
  for (const highlight of job.highlights ?? []) await expect(experience).toContainText(highlight);

  const projects = page.locator('#projects');
  await expect(projects).toContainText(`${project.name}`);
  await expect(projects).toContainText(`${project.description}`);
  for (const keyword of project.keywords ?? []) await expect(projects).toContainText(keyword);
  // Its url is a live site, not on GitHub, and it has no repository: one Live Demo link only.
  await expect(projects.getByRole('link')).toHaveCount(1);
  await expect(projects.getByRole('link', { name: /^Live Demo/ })).toHaveAttribute('href', `${project.url}`);

  const education = page.locator('#education');
  await expect(education).toContainText(degreeName);
  await expect(education).toContainText(`${degree.institution}`);
  await expect(education).toContainText('2011 – 2014');
  for (const course of degree.courses ?? []) await expect(education).toContainText(course);

  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: 'X (opens in a new tab)' })).toHaveAttribute(
    'href',
    xProfile,
  );
});

test('the résumé PDF has its job, project, degree and profile as text', async ({ request, page }) => {
  await page.goto(url);
  const href = await page.getByRole('link', { name: 'Download Resume' }).first().getAttribute('href');
  const pdf = await request.get(`${url}${href}`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = (await pdfText(new Uint8Array(await pdf.body()))).replace(/\s+/g, ' ');
  expect(text).toContain(`${sample.basics?.name}`);
  expect(text).toContain(`${job.position}, ${job.name}`);
  expect(text).toContain('December 2013 – December 2014');
  expect(text).toContain(`${project.name}`);
  expect(text).toContain(`${project.description}`);
  expect(text).toContain('missdirection.example.com');
  expect(text).toContain(`${degreeName} 2011 – 2014`);
  expect(text).toContain(`${degree.institution}`);
  expect(text).toContain(xProfile.replace('https://', ''));
});
