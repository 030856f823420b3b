/**
 * Writing (docs/owner-guide.md, "Writing"), end to end: the variant portfolio (e2e/variant-site.ts),
 * the fixture's posts added (testing/fixtures/writing), built by the owner's `npm run build` in a
 * copy of the project and served as `npm start` serves it. What only posts have: link-only and
 * cross-posted posts, the feeds, the Writing section, a language's list; what every collection's
 * pages do is in collections.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadLocalizedContent } from '../builder/content/load.ts';
import { expect } from './fixtures.ts';
import { variantSite as served, test } from './variant-site.ts';

test.describe.configure({ timeout: 120_000 });

const dist = served.builtClientDir;
let localized: ReturnType<typeof loadLocalizedContent>;

test.beforeAll(() => {
  localized = loadLocalizedContent(served.contentDir);
});

const post = '/writing/building-a-portfolio/';
const german = '/de/writing/building-a-portfolio/';
const htmlOf = (path: string) => readFileSync(join(dist, ...path.split('/'), 'index.html'), 'utf8');

test('a link-only post has no page of its own; a post first published elsewhere names its original', async () => {
  expect(() => htmlOf('/writing/on-dev-to/')).toThrow(/ENOENT/);
  const crossPosted = htmlOf('/writing/web-performance-india/');
  expect(crossPosted).toContain('<link rel="canonical" href="https://example.com/original-post">');
  expect(crossPosted).toMatch(
    /Originally published at <a href="https:\/\/example.com\/original-post">example.com<\/a>/,
  );
});

test('gives each language RSS, Atom and JSON Feed 1.1 of its posts, full text, absolute addresses, found from every page', async ({
  page,
}) => {
  const { site } = localized.byLocale.en;
  const absolute = (path: string) => new URL(path, site.siteUrl).href;
  await page.goto(`${served.url}/writing/`);
  const feedsOf = async (language: string) => {
    const base = `${served.url}${language}writing/`;
    const [rss, atom, json] = await Promise.all(
      ['rss.xml', 'atom.xml', 'feed.json'].map(async (file) => (await fetch(`${base}${file}`)).text()),
    );
    // Parsed as a feed reader would: any XML error fails here.
    const parsed = await page.evaluate(
      ([rssText, atomText]) => {
        const parse = (text: string) => new DOMParser().parseFromString(text, 'application/xml');
        const [r, a] = [parse(rssText), parse(atomText)];
        const all = (doc: Document, selector: string) => Array.from(doc.querySelectorAll(selector));
        return {
          errors: all(r, 'parsererror').length + all(a, 'parsererror').length,
          rss: {
            self: r.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]?.getAttribute('href'),
            language: r.querySelector('channel > language')?.textContent,
            items: all(r, 'item').map((item) => ({
              title: item.querySelector('title')?.textContent,
              guid: item.querySelector('guid')?.textContent,
              permalink: item.querySelector('guid')?.getAttribute('isPermaLink'),
              pubDate: item.querySelector('pubDate')?.textContent,
              content: item.getElementsByTagName('content:encoded')[0]?.textContent ?? '',
            })),
          },
          atom: {
            self: a.querySelector('feed > link[rel="self"]')?.getAttribute('href'),
            updated: a.querySelector('feed > updated')?.textContent,
            author: a.querySelector('feed > author > name')?.textContent,
            entries: all(a, 'entry').map((entry) => ({
              id: entry.querySelector('id')?.textContent,
              titleType: entry.querySelector('title')?.getAttribute('type'),
              published: entry.querySelector('published')?.textContent,
              alternate: entry.querySelector('link[rel="alternate"]')?.getAttribute('href'),
              terms: all(entry as unknown as Document, 'category').map((c) => c.getAttribute('term')),
            })),
          },
        };
      },
      [rss, atom],
    );
    return { ...parsed, json: JSON.parse(json) };
  };

  const en = await feedsOf('/');
  expect(en.errors).toBe(0);
  expect(en.rss.self).toBe(absolute('/writing/rss.xml'));
  expect(en.rss.language).toBe('en');
  // The three published posts, newest first; an & in a title is text, not markup.
  expect(en.rss.items.map((item) => item.title)).toEqual([
    'Building a portfolio that loads fast & stays up',
    'भारत में वेब प्रदर्शन',
    'Edge caching, explained',
  ]);
  expect(en.rss.items[2].guid).toBe('https://dev.to/aarav-sharma/edge-caching-explained');
  for (const item of en.rss.items) {
    expect(item.permalink).toBe('true');
    expect(new Date(item.pubDate ?? '').getTime()).not.toBeNaN();
    expect(item.content).not.toMatch(/\s(href|src|srcset)="(?!https?:\/\/)|, \//);
    expect(item.content).not.toContain('style=');
  }
  expect(en.rss.items[0].content).toContain('<pre class="shiki');
  // Inline code shaped like an attribute stays as written, a malformed address with it.
  expect(en.rss.items[0].content).toContain(
    '<code>src="logo.png"</code>, <code>&#x3C;a href="http://[::1"></code>',
  );
  // Its pictures' every width, at their absolute addresses.
  expect(en.rss.items[0].content).toMatch(
    /srcset="https:\/\/[^/"]+\/images\/post-budget-chart-400\.[0-9a-f]{10}\.avif 400w, https:\/\//,
  );
  expect(en.atom.self).toBe(absolute('/writing/atom.xml'));
  expect(en.atom.updated).toBe('2025-04-02T00:00:00Z');
  expect(en.atom.author).toBe(site.ownerName);
  expect(en.atom.entries[0]).toEqual({
    id: absolute(post),
    titleType: 'text',
    published: '2025-03-14T00:00:00Z',
    alternate: absolute(post),
    terms: ['performance', 'web'],
  });
  expect(en.json).toMatchObject({
    version: 'https://jsonfeed.org/version/1.1',
    feed_url: absolute('/writing/feed.json'),
    language: 'en',
    authors: [{ name: site.ownerName, url: site.siteUrl }],
  });
  // A post's image is its item's.
  expect(en.json.items[1].image).toMatch(/^https:\/\/[^/]+\/images\/post-waterfall-600\.[0-9a-f]{10}\.webp$/);
  for (const item of en.json.items) {
    expect(typeof item.id).toBe('string');
    expect(item.content_html ?? item.content_text).toBeTruthy();
  }

  // German: the posts written in German only.
  const de = await feedsOf('/de/');
  expect(de.errors).toBe(0);
  expect(de.rss.language).toBe('de');
  expect(de.rss.items.map((item) => item.guid)).toEqual([absolute(german)]);

  // Every page of a language with posts names its feeds, and each is there.
  for (const path of ['/', post, '/writing/', german]) {
    const links = [
      ...(path === '/' ? readFileSync(join(dist, 'index.html'), 'utf8') : htmlOf(path)).matchAll(
        /<link rel="alternate" type="application\/(?:rss\+xml|atom\+xml|feed\+json)" title="[^"]+" href="([^"]+)">/g,
      ),
    ].map((match) => match[1]);
    expect(links, path).toHaveLength(3);
    for (const link of links)
      expect((await fetch(`${served.url}${new URL(link).pathname}`)).status).toBe(200);
  }
});

test('the portfolio shows the newest posts in a Writing section after Projects, with a link to them all', async ({
  page,
}) => {
  await page.goto(served.url);
  // The bar's link leads to the section, on the same page: one load serves the rest.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Writing' }).click();
  await expect(page).toHaveURL(`${served.url}/#writing`);
  const section = page.locator('#writing');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('Writing');
  expect(await page.locator('main > section').evaluateAll((all) => all.map((s) => s.id))).toEqual([
    'home',
    'about',
    'experience',
    'skills',
    'projects',
    'open-source',
    'writing',
    'education',
    'contact',
  ]);
  // Newest first, three of them: the link-only post links out.
  await expect(section.getByRole('heading', { level: 3 })).toHaveText([
    'Building a portfolio that loads fast & stays up',
    'भारत में वेब प्रदर्शन',
    'Edge caching, explained',
  ]);
  await expect(section.getByRole('link', { name: 'Edge caching, explained' })).toHaveAttribute(
    'href',
    'https://dev.to/aarav-sharma/edge-caching-explained',
  );
  await expect(section).toContainText('On dev.to');
  await section.getByRole('link', { name: 'All posts' }).click();
  await expect(page).toHaveURL(`${served.url}/writing/`);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(3);
});

test('a language lists every post: its own translated, the others in the default language, marked so', async ({
  page,
}) => {
  await page.goto(`${served.url}/de/writing/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Artikel');
  const own = page.getByRole('link', { name: 'Ein Portfolio, das schnell lädt und läuft' });
  await expect(own).toHaveAttribute('href', '/de/writing/building-a-portfolio/');
  const untranslated = page.locator('li', { hasText: 'भारत में वेब प्रदर्शन' });
  await expect(untranslated).toHaveAttribute('lang', 'en');
  await expect(untranslated.getByRole('link')).toHaveAttribute('href', '/writing/web-performance-india/');
  await expect(page.locator('time').first()).toHaveText('14. März 2025');
});
