/**
 * Writing (docs/owner-guide.md, "Writing"), end to end: the variant portfolio (e2e/variant-site.ts),
 * the fixture's posts added (testing/fixtures/writing), built by the owner's `npm run build` in a
 * copy of the project and served as `npm start` serves it. What a reader, a crawler and the owner
 * see of the posts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadLocalizedContent } from '../builder/content/load.ts';
import type { Stats } from '../commands/stats/stats.ts';
import { expect, test } from './fixtures.ts';
import { variantSite as served, standInForCloudflare } from './variant-site.ts';
import { axeViolations, htmlcsErrors, unresolvedFragments } from './wcag.ts';

test.describe.configure({ timeout: 120_000 });

const dist = served.builtClientDir;
let localized: ReturnType<typeof loadLocalizedContent>;

test.beforeAll(() => {
  localized = loadLocalizedContent(served.contentDir);
});

// The variant's form loads Turnstile once it comes near: answered offline by the stand-in.
test.beforeEach(({ page }) => standInForCloudflare(page));

const post = '/writing/building-a-portfolio/';
const translations = ['/de/writing/building-a-portfolio/', '/ar/writing/building-a-portfolio/'];
const publishedPages = [post, ...translations, '/writing/web-performance-india/'];
const fileOf = (path: string) => join(dist, ...path.split('/'), 'index.html');
const htmlOf = (path: string) => readFileSync(fileOf(path), 'utf8');

/** Every file the build wrote, by its path under dist/client. */
function builtFiles(dir = dist): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? builtFiles(path) : [path];
  });
}

test('each published post has its page, in each language it is written in, with no script bundle', async () => {
  for (const path of publishedPages) {
    const html = htmlOf(path);
    expect(html, path).not.toMatch(/<script[^>]*\bsrc=|type="module"|modulepreload/);
    // The colour scheme's two inline scripts and the JSON-LD, nothing else.
    expect(html.match(/<script/g), path).toHaveLength(3);
  }
  expect(htmlOf(post)).toContain(
    '<h1 class="post__title">Building a portfolio that loads fast &amp; stays up</h1>',
  );
  expect(htmlOf(translations[0])).toContain('<html lang="de">');
  expect(htmlOf(translations[1])).toContain('<html lang="ar" dir="rtl">');
  // A link-only post has no page; a post not translated has none in that language.
  expect(() => htmlOf('/writing/on-dev-to/')).toThrow(/ENOENT/);
  expect(() => htmlOf('/de/writing/web-performance-india/')).toThrow(/ENOENT/);
});

test('reads whole with JavaScript off: the text, the code, the footnote, the phone’s menu', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 800 },
  });
  const page = await context.newPage();
  await page.goto(`${served.url}${post}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Building a portfolio/);
  await expect(page.locator('pre.shiki')).toHaveCount(3);
  await expect(page.getByRole('table')).toContainText('Budget');
  await page.getByRole('link', { name: '1', exact: true }).click();
  await expect(page).toHaveURL(/#user-content-fn-phones$/);
  const menu = page.locator('summary.top-bar__menu-button');
  await menu.click();
  await page.locator('.top-bar__menu').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(`${served.url}/#about`);
  await context.close();
});

test('runs nothing of a post’s raw HTML: no script, no handler, no javascript: link', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`${served.url}${post}`);
  await expect(page).toHaveTitle(/^Building a portfolio/);
  const html = htmlOf(post);
  expect(html).not.toMatch(/onerror|javascript:|hacked/);
  await expect(page.getByRole('img', { name: "The site's icon" })).toBeVisible();
  expect(dialogs).toEqual([]);
  // Its name and id cannot shadow the page's own (document.querySelector, document.documentElement):
  // prefixed, so the colour-scheme switch still works.
  expect(html).not.toMatch(/\s(name|id)="(querySelector|documentElement)"/);
  await page.locator('.theme-switch select').selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('every in-page link of every post page leads to an element of that page', async ({ page }) => {
  for (const path of publishedPages) {
    await page.goto(`${served.url}${path}`);
    expect(await unresolvedFragments(page), path).toEqual([]);
  }
});

test('leaves a draft and a post dated in the future out of every file it builds', async () => {
  const leaks = builtFiles()
    .filter((file) => /\.(html|xml|json|js|txt)$/.test(file))
    .filter((file) =>
      /draft-notes|Notes not ready yet|next-year|A post from the future/.test(readFileSync(file, 'utf8')),
    );
  expect(leaks).toEqual([]);
  expect(builtFiles().filter((file) => /draft-notes|next-year|draft-sketch/.test(file))).toEqual([]);
});

test('shows a post’s pictures like a project’s: AVIF and WebP in widths, sized, lazy past the first screen', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${served.url}${post}`);
  const chart = page.getByRole('img', { name: "A bar chart of the page's budget" });
  await expect(chart).toBeVisible();
  // The phone took the AVIF its column needs, and the picture kept its room before it came.
  expect(await chart.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /\/images\/post-budget-chart-\d+\.[0-9a-f]{10}\.avif$/,
  );
  expect(await chart.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const sizes = await page
    .locator('.post__body img')
    .evaluateAll((imgs) =>
      imgs.map((img) => [
        img.getAttribute('alt'),
        img.getAttribute('width'),
        img.getAttribute('height'),
        img.getAttribute('loading'),
      ]),
    );
  expect(sizes).toEqual([
    ["A bar chart of the page's budget", '800', '400', null],
    ["The page's network waterfall", '600', '400', 'lazy'],
    ["The site's icon", null, null, null],
  ]);
  // The waterfall, past the first screen, is there when it is scrolled to.
  const waterfall = page.getByRole('img', { name: "The page's network waterfall" });
  await waterfall.scrollIntoViewIfNeeded();
  await expect(waterfall).toHaveJSProperty('complete', true);
  // Its column is 359 CSS px on this phone: the 400 px file of its 400 and 600, not the largest.
  expect(await waterfall.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /\/images\/post-waterfall-400\.[0-9a-f]{10}\.avif$/,
  );
  // A post's own `image` is shown above its body, on the first screen, so not lazy.
  await page.goto(`${served.url}/writing/web-performance-india/`);
  const cover = page.locator('.post__image img');
  await expect(cover).toHaveAttribute('alt', 'एक नेटवर्क वॉटरफ़ॉल');
  await expect(cover).toHaveJSProperty('complete', true);
  expect(await cover.getAttribute('loading')).toBe('eager');
  // The translation shows the original's picture, found beside the post it translates.
  await page.goto(`${served.url}${translations[0]}`);
  await expect(page.getByRole('img', { name: 'Ein Balkendiagramm des Budgets' })).toHaveJSProperty(
    'complete',
    true,
  );
  await context.close();
});

test('pairs each post with the translations it has, the same set on each, and lists them in the sitemap', async () => {
  const hreflangs = (path: string) =>
    [...htmlOf(path).matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)]
      .map(([, lang, href]) => `${lang} ${href}`)
      .sort();
  const set = hreflangs(post);
  expect(set).toEqual(
    [
      'ar https://aaravsharma.dev/ar/writing/building-a-portfolio/',
      'de https://aaravsharma.dev/de/writing/building-a-portfolio/',
      'en https://aaravsharma.dev/writing/building-a-portfolio/',
      'x-default https://aaravsharma.dev/writing/building-a-portfolio/',
    ].map((line) =>
      line.replace('https://aaravsharma.dev', localized.byLocale.en.site.siteUrl.replace(/\/$/, '')),
    ),
  );
  for (const path of translations) expect(hreflangs(path)).toEqual(set);
  // A post in one language has no alternates.
  expect(hreflangs('/writing/web-performance-india/')).toEqual([]);
  const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
  for (const path of [...publishedPages, '/writing/', '/de/writing/'])
    expect(sitemap).toContain(`<loc>${new URL(path, localized.byLocale.en.site.siteUrl).href}</loc>`);
  expect(sitemap).toContain('<lastmod>2025-04-02</lastmod>');
});

test('tells search engines what the post is: BlogPosting, article times and tags, canonical', async () => {
  const { site } = localized.byLocale.en;
  const html = htmlOf(post);
  const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? '{}');
  expect(jsonLd).toMatchObject({
    '@type': 'BlogPosting',
    headline: 'Building a portfolio that loads fast & stays up',
    datePublished: '2025-03-14T00:00:00+00:00',
    dateModified: '2025-04-02T00:00:00+00:00',
    inLanguage: 'en',
    author: [{ '@type': 'Person', name: site.ownerName, url: site.siteUrl }],
  });
  expect(jsonLd.image).toEqual([new URL(`${post}share.png`, site.siteUrl).href]);
  expect(html).toContain('<meta property="og:type" content="article">');
  expect(html).toContain('<meta property="article:published_time" content="2025-03-14T00:00:00+00:00">');
  expect(html).toContain('<meta property="article:tag" content="performance">');
  expect(html).toContain(`<link rel="canonical" href="${new URL(post, site.siteUrl).href}">`);
  // First published elsewhere: the canonical is the original, and the page says where.
  const crossPosted = htmlOf('/writing/web-performance-india/');
  expect(crossPosted).toContain('<link rel="canonical" href="https://example.com/original-post">');
  expect(crossPosted).toMatch(
    /Originally published at <a href="https:\/\/example.com\/original-post">example.com<\/a>/,
  );
});

test('shows each post’s own 1200×630 share image in link previews, the list its language’s portfolio image', async () => {
  const { site } = localized.byLocale.en;
  const metaOf = (html: string, key: string) =>
    html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`))?.[1];
  for (const path of [post, ...translations, '/writing/web-performance-india/']) {
    const html = htmlOf(path);
    const image = new URL(`${path}share.png`, site.siteUrl).href;
    expect(metaOf(html, 'og:image'), path).toBe(image);
    expect(metaOf(html, 'twitter:image'), path).toBe(image);
    expect([metaOf(html, 'og:image:width'), metaOf(html, 'og:image:height')], path).toEqual(['1200', '630']);
    expect(metaOf(html, 'og:image:alt'), path).toBeTruthy();
    const jsonLd = JSON.parse(
      html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? '{}',
    );
    expect(jsonLd.image, path).toEqual([image]);
    // What a preview bot fetches from that address: the PNG itself, as served.
    const response = await fetch(`${served.url}${new URL(image).pathname}`);
    expect(response.status, path).toBe(200);
    expect(response.headers.get('content-type'), path).toBe('image/png');
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(1, 4).toString(), path).toBe('PNG');
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }, path).toEqual({
      width: 1200,
      height: 630,
    });
  }
  expect(metaOf(htmlOf('/writing/'), 'og:image')).toBe(new URL('/og-image.png', site.siteUrl).href);
  expect(metaOf(htmlOf('/de/writing/'), 'og:image')).toBe(new URL('/de/og-image.png', site.siteUrl).href);
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
  expect(de.rss.items.map((item) => item.guid)).toEqual([absolute(translations[0])]);

  // Every page of a language with posts names its feeds, and each is there.
  for (const path of ['/', post, '/writing/', translations[0]]) {
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
  await page.goto(served.url);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Writing' }).click();
  await expect(page).toHaveURL(`${served.url}/#writing`);
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

test('counts a post’s view as a page’s, and npm run stats names it among the most read posts', async ({
  page,
}) => {
  await page.goto(`${served.url}${post}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() => {
      const stats = JSON.parse(served.npm('stats', '--json', '--days', '1')) as Pick<Stats, 'mostRead'>;
      return stats.mostRead.posts.find(({ path }) => path === post);
    })
    .toMatchObject({ path: post, title: 'Building a portfolio that loads fast & stays up' });
});

for (const path of [post, translations[1], '/writing/'])
  for (const colorScheme of ['light', 'dark'] as const)
    test(`${path} in the ${colorScheme} scheme passes axe and HTML_CodeSniffer`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto(`${served.url}${path}`);
      expect(await axeViolations(page)).toEqual([]);
      expect(await htmlcsErrors(page)).toEqual([]);
    });
