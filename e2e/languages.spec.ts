/**
 * The site's languages (docs/owner-guide.md, "Your languages"), on the fixture content (German and
 * Arabic translations beside the English default), as the built Worker serves it: each language's
 * page, its own data requests, its résumé, its contact alerts, and the hreflang sets in the pages
 * and the sitemap.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { de } from '../shared/texts/de.ts';
import { en } from '../shared/texts/en.ts';
import { fixtureContentDir } from '../testing/fixture-content.ts';
import { pdfText } from '../testing/pdf-text.ts';
import { apiPaths, content, expect, recordApiRequests, storedMessages, test } from './fixtures.ts';

const overlay = (tag: string, file: string) =>
  JSON.parse(readFileSync(join(fixtureContentDir, tag, file), 'utf8'));
const germanSite = overlay('de', 'site.json');
const germanAbout = overlay('de', 'about.json');
const germanJobs = overlay('de', 'work-experience.json');
const pages = { en: '/', de: '/de/', ar: '/ar/' } as const;

/**
 * Loads a language's page, recording its data requests, and checks it asked for each endpoint
 * once, in its own language, by the time it is hydrated.
 */
async function loadRequestingEachEndpointOnce(page: Page, tag: keyof typeof pages) {
  const requested = recordApiRequests(page);
  await page.goto(pages[tag]);
  await page.waitForFunction(() => performance.getEntriesByName('app:hydrated').length > 0);
  const expected = apiPaths.map((api) => (tag === 'en' ? api : api.replace('/api/', `/api/${tag}/`)));
  await expect.poll(() => requested.toSorted()).toEqual(expected.toSorted());
}

// One load a language: what it shows and what it requests.
test('/ stays the spec’s page in English, and requests each endpoint once', async ({ page }) => {
  await loadRequestingEachEndpointOnce(page, 'en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).not.toHaveAttribute('dir');
  await expect(page.locator('#about h2')).toHaveText(en.titleAbout);
  await expect(page.locator('#about')).toContainText(content.about.content[0]);
});

test('/de/ is in German: its fixed texts and translated fields, the rest in the default language, said to be; each endpoint requested once, in German', async ({
  page,
}) => {
  await loadRequestingEachEndpointOnce(page, 'de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveTitle(`${content.site.ownerName} · ${germanSite.jobTitle}`);
  await expect(page.locator('h1')).toHaveText(germanSite.heroTitle);
  await expect(page.locator('#about h2')).toHaveText(de.titleAbout);
  await expect(page.locator('#experience h2')).toHaveText(de.titleExperience);
  await expect(page.locator('#contact h2')).toHaveText(de.titleContact);
  await expect(page.getByRole('navigation', { name: de.mainNavigation })).toContainText(de.navExperience);
  // Translated, and what the translation leaves out, as the default language has it.
  await expect(page.locator('#about')).toContainText(germanAbout.content[0]);
  await expect(page.locator('#about')).toContainText(content.about.content[1]);
  const firstJob = page.locator('#experience li').first();
  await expect(firstJob).toContainText(germanJobs[0].title);
  await expect(firstJob).toContainText(content.workExperience[0].organization);
  await expect(firstJob).toContainText(`April 2022 – ${de.present}`);
  await expect(page.locator('#experience')).toContainText('Juli 2019 – März 2022');
  await expect(page.locator('footer')).toContainText(
    `© 2025 ${content.site.ownerName}. Alle Rechte vorbehalten.`,
  );
  await expect(page.getByRole('link', { name: de.downloadResume }).first()).toHaveAttribute(
    'href',
    `/de${content.site.resumePath}`,
  );
  // An untranslated field says it is in the default language.
  const paragraphs = page.locator('#about p');
  await expect(paragraphs.nth(0)).not.toHaveAttribute('lang');
  await expect(paragraphs.nth(1)).toHaveAttribute('lang', 'en');
  await expect(page.locator('#experience h3').first()).not.toHaveAttribute('lang');
  await expect(page.locator('#experience h3').nth(1)).toHaveAttribute('lang', 'en');
});

test('/ar/ requests each endpoint once, in Arabic; an untranslated field says it is in the default language and keeps its direction', async ({
  page,
}) => {
  await loadRequestingEachEndpointOnce(page, 'ar');
  await expect(page.locator('#about p').nth(1)).toHaveAttribute('lang', 'en');
  await expect(page.locator('#about p').nth(1)).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('#about p').nth(0)).not.toHaveAttribute('dir');
});

// The page's link to it is checked above (/de/ is in German).
test('the German résumé PDF has German headings and dates', async ({ request }) => {
  const pdf = await request.get(`/de${content.site.resumePath}`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = (await pdfText(new Uint8Array(await pdf.body()))).replace(/\s+/g, ' ');
  for (const heading of [de.titleExperience, de.titleSkills, de.titleProjects, de.titleEducation])
    expect(text).toContain(heading);
  expect(text).not.toContain(en.titleExperience);
  expect(text).toContain(germanJobs[0].title);
  expect(text).toContain(`April 2022 – ${de.present}`);
});

test('/de/resume.json is the German résumé as JSON Resume', async ({ request }) => {
  const resume = await (await request.get('/de/resume.json')).json();
  expect(resume.basics.label).toBe(germanSite.jobTitle);
  expect(resume.work[0].position).toBe(germanJobs[0].title);
});

test('a message sent from /de/ gets the German alert and is stored with its language', async ({ page }) => {
  await page.goto('/de/');
  const subject = `Anfrage ${Date.now()}`;
  const form = page.locator('#contact form');
  await form.getByLabel(de.formName).fill('Jonas Beispiel');
  await form.getByLabel(de.formEmail).fill('jonas@example.com');
  await form.getByLabel(de.formSubject).fill(subject);
  await form.getByLabel(de.formMessage).fill('Hätten Sie Zeit für ein Gespräch?');
  const alert = new Promise<string>((resolve) =>
    page.once('dialog', async (dialog) => {
      resolve(dialog.message());
      await dialog.accept();
    }),
  );
  await form.getByRole('button', { name: de.sendMessage }).click();
  expect(await alert).toBe(de.contactSuccess);
  const stored = await storedMessages();
  expect(stored).toContainEqual(expect.objectContaining({ subject, locale: 'de' }));
});

test('every page names every language and x-default, the same set, each pointing at the others', async ({
  page,
}) => {
  const sets: Record<string, Record<string, string>> = {};
  for (const path of Object.values(pages)) {
    await page.goto(path);
    const links = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((elements) =>
        elements.map((element) => [element.getAttribute('hreflang'), element.getAttribute('href')]),
      );
    sets[path] = Object.fromEntries(links);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new URL(path, content.site.siteUrl).href,
    );
  }
  const expected = {
    en: new URL('/', content.site.siteUrl).href,
    de: new URL('/de/', content.site.siteUrl).href,
    ar: new URL('/ar/', content.site.siteUrl).href,
    'x-default': new URL('/', content.site.siteUrl).href,
  };
  for (const path of Object.values(pages)) expect(sets[path]).toEqual(expected);
});

test('the sitemap lists every language’s page with the same alternates', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, url]) => url);
  expect(urls.map((url) => url.match(/<loc>(.*?)<\/loc>/)?.[1])).toEqual(
    ['/', '/de/', '/ar/'].map((path) => new URL(path, content.site.siteUrl).href),
  );
  for (const url of urls) {
    const alternates = [...url.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
      ([, lang, href]) => `${lang} ${href}`,
    );
    expect(alternates).toEqual([
      `en ${new URL('/', content.site.siteUrl).href}`,
      `de ${new URL('/de/', content.site.siteUrl).href}`,
      `ar ${new URL('/ar/', content.site.siteUrl).href}`,
      `x-default ${new URL('/', content.site.siteUrl).href}`,
    ]);
  }
});

test('each language has its own share image and og:locale', async ({ page, request }) => {
  await page.goto('/de/');
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'de_DE');
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toBe(new URL('/de/og-image.png', content.site.siteUrl).href);
  const response = await request.get('/de/og-image.png');
  expect(response.headers()['content-type']).toBe('image/png');
});
