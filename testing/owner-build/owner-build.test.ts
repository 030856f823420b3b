/**
 * The owner's own build, served as `npm start` serves it: what any valid content must give. Names,
 * jobs and counts come from the owner's files, so this passes on every owner's content.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteMap } from '../../builder/build-model.ts';
import { builtClientDir } from '../../builder/built-site.ts';
import { pagesOf } from '../../builder/collection-entries.ts';
import { contentDir, loadContent, loadLocalizedContent } from '../../builder/content/load.ts';
import { apiPaths } from '../../shared/content-files.ts';
import { localizedApiPath, localizedPath, pagePathOf } from '../../shared/locales.ts';
import { type LocalWorker, startLocalWorker } from '../local-worker.ts';
import { pdfText } from '../pdf-text.ts';
import { temporaryDirs } from '../temporary-dirs.ts';

const content = loadContent(contentDir);
// Every language of the owner's site: the default alone when site.json lists no others.
const { defaultLocale, locales, byLocale } = loadLocalizedContent(contentDir);
const temporaryDir = temporaryDirs();
let worker: LocalWorker;

beforeAll(async () => {
  worker = await startLocalWorker({
    persistTo: await temporaryDir('owner-build-state-'),
    assets: builtClientDir,
  });
});
afterAll(() => worker?.stop());

const get = (path: string) => fetch(`${worker.url}${path}`);
/** The text of the first element `tag` in the HTML, with its character references read back. */
const textOf = (html: string, tag: string) =>
  (html.match(new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`))?.[1] ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe("the owner's build", () => {
  it('shows the hero title and the owner’s name in the first HTML', async () => {
    const html = await (await get('/')).text();
    expect(textOf(html, 'h1')).toBe(content.site.heroTitle);
    expect(textOf(html, 'title')).toContain(content.site.ownerName);
  });

  it.each(apiPaths)('answers %s with JSON', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    await response.json();
  });

  it('answers /api/about and /api/links with the content as written', async () => {
    expect(await (await get('/api/about')).json()).toEqual(content.about);
    expect(await (await get('/api/links')).json()).toEqual(content.links);
  });

  it('serves the résumé PDF at site.resumePath, carrying the name from site.json', async () => {
    const response = await get(content.site.resumePath);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    const ownPdf = join(contentDir, 'resume.pdf');
    if (existsSync(ownPdf)) expect(Buffer.from(bytes).equals(readFileSync(ownPdf))).toBe(true);
    else expect((await pdfText(bytes)).replace(/\s+/g, ' ')).toContain(content.site.ownerName);
  });

  it('exports /resume.json, valid JSON Resume, with the name, e-mail and address from site.json', async () => {
    const resume = await (await get('/resume.json')).json();
    const { validate } = createRequire(import.meta.url)('@jsonresume/schema');
    const errors = await new Promise((resolve) => validate(resume, (found: unknown) => resolve(found)));
    expect(errors).toBeNull();
    const { ownerName: name, email, siteUrl: url } = content.site;
    expect(resume.basics).toMatchObject({ name, email, url });
  });

  it('lists the page at site.siteUrl in the sitemap and robots.txt', async () => {
    const home = new URL('/', content.site.siteUrl).href;
    expect(await (await get('/sitemap.xml')).text()).toContain(`<loc>${home}</loc>`);
    expect(await (await get('/robots.txt')).text()).toContain(
      new URL('/sitemap.xml', content.site.siteUrl).href,
    );
  });

  it('answers a path that names nothing with a 404', async () => {
    expect((await get('/no-such-page')).status).toBe(404);
  });
});

// The owner's posts, as the build published them (none on a site without posts: nothing to check).
const siteMap = loadSiteMap(contentDir);
// Every page of a collection (the posts, the case studies): each served as the build wrote it.
const postPages = siteMap.pages.filter((page) => page.kind !== 'portfolio');

describe("the owner's posts and case studies", () => {
  // A site without posts has no writing pages at all (and a describe needs a test to run).
  if (postPages.every((page) => page.collection !== 'posts'))
    it('has no posts, so /writing/ is no page of the site', async () => {
      expect((await get('/writing/')).status).toBe(404);
    });
  it.each(postPages.map((page) => [page.path, page]))('serves %s, with no script bundle', async (_, page) => {
    const response = await get(page.path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${page.locale}"`);
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    if (page.kind === 'entry') {
      const entry = byLocale[page.locale][page.collection].find(({ slug }) => slug === page.slug);
      expect(textOf(html, 'h1')).toBe(entry?.title);
    }
  });

  // The feeds are the posts' (shared/content-files.ts `pages.feeds`).
  it.each(
    postPages
      .filter((page) => page.kind === 'index' && pagesOf(page.collection).feeds)
      .map((page) => page.path),
  )('has RSS, Atom and JSON feeds beside %s', async (path) => {
    for (const file of ['rss.xml', 'atom.xml']) {
      const response = await get(`${path}${file}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    }
    expect((await (await get(`${path}feed.json`)).json()).version).toBe('https://jsonfeed.org/version/1.1');
  });
});

describe.each(locales)("the owner's page in %s", (locale) => {
  const site = byLocale[locale].site;
  const page = pagePathOf(locale, defaultLocale);

  it('is served at its path, in its language, with its hero title and its hreflang alternates', async () => {
    const response = await get(page);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<html lang="${locale}"`));
    expect(textOf(html, 'h1')).toBe(site.heroTitle);
    for (const tag of locales.length > 1 ? locales : [])
      expect(html).toContain(
        `hreflang="${tag}" href="${new URL(pagePathOf(tag, defaultLocale), site.siteUrl).href}"`,
      );
  });

  it.each(apiPaths)(`answers %s in ${locale} with JSON`, async (path) => {
    const response = await get(localizedApiPath(path, locale, defaultLocale));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    await response.json();
  });

  it('serves its résumé PDF and resume.json', async () => {
    const pdf = await get(localizedPath(site.resumePath, locale, defaultLocale));
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const resume = await (await get(localizedPath('/resume.json', locale, defaultLocale))).json();
    expect(resume.basics).toMatchObject({ name: site.ownerName, label: site.jobTitle });
  });
});
