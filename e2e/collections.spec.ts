/**
 * Every collection of the registry (shared/content-files.ts `collectionKeys`), end to end, from its
 * fixture folder (testing/collection-fixtures.ts): the variant portfolio (e2e/variant-site.ts)
 * with every fixture added, built by the owner's `npm run build` and served as `npm start` serves
 * it. What a reader, a crawler and the owner see of each collection's pages; what only one
 * collection has is in its own spec (writing.spec.ts, case-studies.spec.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Page } from '@playwright/test';
import { loadSiteMap } from '../builder/build-model.ts';
import {
  collectionEntryPath,
  collectionIndexPath,
  pagesOf as declaredPagesOf,
} from '../builder/collection-entries.ts';
import { loadLocalizedContent } from '../builder/content/load.ts';
import type { LocalizedContent } from '../builder/content/overlays.ts';
import { pageDataOf } from '../builder/page-data.ts';
import type { CollectionPage, SiteMap } from '../builder/site-map.ts';
import type { Stats } from '../commands/stats/stats.ts';
import { type CollectionKey, collectionKeys, nounOf } from '../shared/content-files.ts';
import { localizedPath } from '../shared/locales.ts';
import { commentTurnstileLoader } from '../shared/responses-section.ts';
import { type CollectionFixture, collectionFixtures } from '../testing/collection-fixtures.ts';
import { expect, phone, showInScheme } from './fixtures.ts';
import { variantSite as served, test } from './variant-site.ts';
import { axeViolations, htmlcsErrors, unresolvedFragments } from './wcag.ts';

test.describe.configure({ timeout: 120_000 });

const fixtures = collectionFixtures();
const dist = served.builtClientDir;

type EntryPage = Extract<CollectionPage, { kind: 'entry' }>;

let localized: LocalizedContent;
let siteMap: SiteMap;
/** The pages `npm run dev` shows and the build does not: drafts, and entries dated later. */
let unpublished: CollectionPage[];

test.beforeAll(() => {
  localized = loadLocalizedContent(served.contentDir);
  siteMap = loadSiteMap(served.contentDir);
  const published = new Set(siteMap.pages.map(({ path }) => path));
  unpublished = loadSiteMap(served.contentDir, { drafts: true }).pages.filter(
    (page): page is CollectionPage => page.kind !== 'portfolio' && !published.has(page.path),
  );
});

/** Each page's HTML as built, read once. */
const builtHtml = new Map<string, string>();
function htmlOf(path: string): string {
  let html = builtHtml.get(path);
  if (html === undefined) {
    html = readFileSync(join(dist, ...path.split('/'), 'index.html'), 'utf8');
    builtHtml.set(path, html);
  }
  return html;
}
const hasPage = (path: string) =>
  statSync(join(dist, ...path.split('/'), 'index.html'), { throwIfNoEntry: false });
const absolute = (path: string) =>
  new URL(path, localized.byLocale[localized.defaultLocale].site.siteUrl).href;

type Entry = { slug: string; title: string; body: string; canonical?: string };
const entryOf = (key: CollectionKey, locale: string, slug: string) =>
  (localized.byLocale[locale][key] as Entry[]).find((entry) => entry.slug === slug) as Entry;
const pagesOf = (key: CollectionKey) =>
  siteMap.pages.filter(
    (page): page is CollectionPage => page.kind !== 'portfolio' && page.collection === key,
  );
const entryPagesOf = (key: CollectionKey) =>
  pagesOf(key).filter((page): page is EntryPage => page.kind === 'entry');
const entryPath = (fixture: CollectionFixture, locale: string, slug = fixture.entry) =>
  collectionEntryPath(fixture.collection, slug, locale, localized.defaultLocale);
/** The languages an entry is written in, from the fixture folder's layout: the default first. */
const writtenIn = (fixture: CollectionFixture, slug: string) => [
  localized.defaultLocale,
  ...localized.locales.filter((tag) =>
    statSync(join(fixture.dir, tag, fixture.folder, `${slug}.md`), { throwIfNoEntry: false }),
  ),
];

const jsonLdOf = (html: string) =>
  JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? '{}');
/** Each `<meta property|name="…">`'s contents, in order. */
function metaOf(html: string): Record<string, string[]> {
  const meta: Record<string, string[]> = {};
  for (const [, key, content] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g))
    meta[key] = [...(meta[key] ?? []), content];
  return meta;
}
const hreflangsOf = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)]
    .map(([, lang, href]) => `${lang} ${href}`)
    .sort();
/** The hreflang set of a page in these languages: none for one language alone. */
const hreflangSet = (pathIn: (locale: string) => string, locales: string[]) =>
  locales.length < 2
    ? []
    : [
        ...locales.map((locale) => `${locale} ${absolute(pathIn(locale))}`),
        `x-default ${absolute(pathIn(localized.defaultLocale))}`,
      ].sort();

/** A PNG as a link preview's bot fetches it from the site: its status, type and size. */
async function servedPng(url: string) {
  const response = await fetch(`${served.url}${new URL(url).pathname}`);
  const png = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    signature: png.subarray(1, 4).toString(),
    width: png.readUInt32BE(16),
    height: png.readUInt32BE(20),
  };
}

test('every collection of the registry has a fixture folder, so each is tested below', () => {
  expect(fixtures.map(({ collection }) => collection).sort()).toEqual([...collectionKeys].sort());
});

for (const fixture of fixtures) {
  const key = fixture.collection;
  const noun = nounOf(key);
  const declared = declaredPagesOf(key);

  test.describe(`${noun.many} (testing/fixtures/${fixture.name})`, () => {
    test(`its fixture ${noun.one} has what the tests below read: a table, code, a footnote, pictures, hostile raw HTML, a translation`, () => {
      const { body } = entryOf(key, localized.defaultLocale, fixture.entry);
      expect(body).toMatch(/^\|.+\|$/m);
      expect(body).toMatch(/^```/m);
      expect(body).toMatch(/\[\^[^\]]+\]:/);
      expect(body).toMatch(/!\[[^\]]+\]\([^)]+\)/);
      expect(body).toMatch(/<script>/);
      expect(body).toMatch(/\sonerror=/);
      expect(body).toMatch(/javascript:/);
      // Enough headings for a table of contents, an h3 among them, where its collection has one.
      if (declared.contents) expect(body.match(/^#{2,3} /gm)?.length).toBeGreaterThanOrEqual(3);
      if (declared.contents) expect(body).toMatch(/^### /m);
      expect(fixture.translations.length).toBeGreaterThan(0);
      expect(unpublished.filter((page) => page.collection === key).length).toBeGreaterThan(0);
    });

    test(`each published ${noun.one} has its page in each language it is written in and no other, and no page has a script bundle`, () => {
      // The variant's comment form (docs/responses.md) brings one script, Turnstile's loader, on each entry that takes comments.
      const loader = `<script src="${commentTurnstileLoader}" defer=""></script>`;
      for (const page of pagesOf(key)) {
        const html = htmlOf(page.path);
        const takesComments = page.kind === 'entry' && !!declared.responses;
        expect(html.split(loader).length - 1, page.path).toBe(takesComments ? 1 : 0);
        expect(html.replace(loader, ''), page.path).not.toMatch(
          /<script[^>]*\bsrc=|type="module"|modulepreload/,
        );
        // The colour scheme's two inline scripts (and an entry's JSON-LD), nothing else.
        expect(html.match(/<script>/g), page.path).toHaveLength(2);
        const { dir } = pageDataOf(localized, page.locale);
        expect(html, page.path).toContain(
          dir === 'rtl' ? `<html lang="${page.locale}" dir="rtl">` : `<html lang="${page.locale}">`,
        );
      }
      const published = entryPagesOf(key).filter(({ locale }) => locale === localized.defaultLocale);
      expect(published.map(({ slug }) => slug)).toContain(fixture.entry);
      for (const { slug } of published) {
        const languages = writtenIn(fixture, slug);
        for (const locale of localized.locales)
          expect(!!hasPage(entryPath(fixture, locale, slug)), `${slug} in ${locale}`).toBe(
            languages.includes(locale),
          );
      }
      // Each language lists them all, in its index (where the registry's entry declares one).
      if (declared.index)
        for (const locale of localized.locales)
          expect(hasPage(collectionIndexPath(key, locale, localized.defaultLocale)), locale).toBeTruthy();
    });

    test(`a ${noun.one} reads whole with JavaScript off: its text, its code, its footnote, its table of contents, the phone’s menu`, async ({
      browser,
    }) => {
      const { title, body } = entryOf(key, localized.defaultLocale, fixture.entry);
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
      const page = await context.newPage();
      await page.goto(`${served.url}${entryPath(fixture, localized.defaultLocale)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      // Each fenced block, highlighted at build time.
      await expect(page.locator('pre.shiki')).toHaveCount((body.match(/^```/gm) ?? []).length / 2);
      const firstHeader = body.match(/^\|\s*([^|]+?)\s*\|/m)?.[1] ?? '';
      await expect(page.getByRole('table')).toContainText(firstHeader);
      const footnote = body.match(/\[\^([^\]]+)\]/)?.[1];
      await page.getByRole('link', { name: '1', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#user-content-fn-${footnote}$`));
      // Its table of contents, folded on a phone: each link leads to its heading, the last one too.
      const contents = page.locator('details.contents');
      await expect(contents).toHaveCount(declared.contents ? 1 : 0);
      if (declared.contents) {
        await contents.locator('summary').click();
        const links = contents.getByRole('link');
        const headings = page.locator('.post__body :is(h2, h3):not(.visually-hidden)');
        await expect(links).toHaveText(await headings.allTextContents());
        await links.last().click();
        const last = headings.last();
        expect(decodeURIComponent(new URL(page.url()).hash.slice(1))).toBe(await last.getAttribute('id'));
        await expect(last).toBeInViewport();
      }
      await page.locator('summary.top-bar__menu-button').click();
      await page.locator('.top-bar__menu').getByRole('link', { name: 'About' }).click();
      await expect(page).toHaveURL(`${served.url}/#about`);
      await context.close();
    });

    test(`runs nothing of a ${noun.one}’s raw HTML: no script, no handler, no javascript: link`, async ({
      page,
    }) => {
      const path = entryPath(fixture, localized.defaultLocale);
      const { title, body } = entryOf(key, localized.defaultLocale, fixture.entry);
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(`${served.url}${path}`);
      // Its script, had it run, would have renamed the page.
      await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      const html = htmlOf(path);
      expect(html).not.toMatch(/\son[a-z]+=|javascript:/i);
      for (const [, script] of body.matchAll(/<script>(.*?)<\/script>/g)) expect(html).not.toContain(script);
      expect(dialogs).toEqual([]);
      // What is harmless in it stays: its pictures.
      for (const [, alt] of body.matchAll(/<img [^>]*alt="([^"]+)"/g))
        await expect(page.getByRole('img', { name: alt })).toBeVisible();
      // A name or id cannot shadow the page's own (document.querySelector, document.documentElement):
      // prefixed, so the colour-scheme switch still works.
      expect(html).not.toMatch(/\s(name|id)="(querySelector|documentElement)"/);
      await page.locator('.theme-switch select').selectOption('dark');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    });

    test(`every in-page link of every ${noun.one} page and index leads to an element of that page`, async ({
      page,
    }) => {
      // The pages run no script: their HTML as built is the document a reader gets.
      await page.goto(`${served.url}${entryPath(fixture, localized.defaultLocale)}`);
      expect(await unresolvedFragments(page)).toEqual([]);
      for (const { path } of pagesOf(key)) {
        const unresolved = await page.evaluate((html) => {
          const doc = new DOMParser().parseFromString(html, 'text/html');
          return Array.from(doc.querySelectorAll<HTMLAnchorElement>('a[href^="#"]'))
            .map((link) => decodeURIComponent(link.getAttribute('href')?.slice(1) ?? ''))
            .filter((id) => !doc.getElementById(id));
        }, htmlOf(path));
        expect(unresolved, path).toEqual([]);
      }
    });

    test(`shows a ${noun.one}’s pictures in AVIF and WebP in widths, sized, lazy past the first screen, in every language`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: phone });
      const page = await context.newPage();
      for (const { path, locale } of entryPagesOf(key))
        await test.step(path, async () => {
          await page.goto(`${served.url}${path}`);
          const pictures = page.locator('main picture img');
          const laidOut = await pictures.evaluateAll((imgs) =>
            imgs.map((img) => ({
              top: img.getBoundingClientRect().top,
              loading: img.getAttribute('loading'),
              width: Number(img.getAttribute('width')),
              height: Number(img.getAttribute('height')),
              sources: Array.from(img.parentElement?.querySelectorAll('source') ?? []).map((source) => ({
                type: source.type,
                widths: source.srcset
                  .split(', ')
                  .map((candidate) => Number(candidate.split(' ')[1]?.slice(0, -1))),
              })),
            })),
          );
          if (path === entryPath(fixture, localized.defaultLocale)) {
            // The fixture's entry has a picture on the first screen and one past it.
            expect(laidOut.filter(({ top }) => top < phone.height).length, path).toBeGreaterThan(0);
            expect(laidOut.filter(({ top }) => top >= phone.height).length, path).toBeGreaterThan(0);
          }
          for (const [index, picture] of laidOut.entries()) {
            const where = `${path} picture ${index}`;
            expect(
              picture.sources.map(({ type }) => type),
              where,
            ).toEqual(['image/avif', 'image/webp']);
            for (const { widths } of picture.sources)
              expect(
                widths.every((width) => width > 0),
                where,
              ).toBe(true);
            expect(picture.width > 0 && picture.height > 0, where).toBe(true);
            // Past the first screen, it waits to be scrolled to; the page's first, on it, does not.
            if (picture.top >= phone.height) expect(picture.loading, where).toBe('lazy');
            else if (index === 0 && locale === localized.defaultLocale)
              expect(picture.loading, where).not.toBe('lazy');
          }
          for (const [index, picture] of laidOut.entries()) {
            const img = pictures.nth(index);
            await img.scrollIntoViewIfNeeded();
            await expect(img).toHaveJSProperty('complete', true);
            const shown = await img.evaluate((element: HTMLImageElement) => ({
              src: element.currentSrc,
              naturalWidth: element.naturalWidth,
              naturalHeight: element.naturalHeight,
              drawn: element.getBoundingClientRect().width,
            }));
            // The phone took the AVIF its column needs: the narrowest file at least as wide.
            const avif = picture.sources[0].widths.toSorted((a, b) => a - b);
            const needed = avif.find((width) => width >= shown.drawn) ?? avif.at(-1);
            expect(shown.src, `${path} picture ${index}`).toMatch(
              new RegExp(`-${needed}\\.[0-9a-f]{10}\\.avif$`),
            );
            // Its room was kept before it came: width and height in the file's proportions.
            expect(shown.naturalWidth).toBeGreaterThan(0);
            expect(picture.width / picture.height).toBeCloseTo(shown.naturalWidth / shown.naturalHeight, 1);
          }
        });
      await context.close();
    });

    test(`tells search engines and link previews what each ${noun.one} page is: canonical, hreflang both ways, share image, JSON-LD`, async () => {
      const { defaultLocale } = localized;
      for (const { path, locale, slug } of entryPagesOf(key)) {
        const html = htmlOf(path);
        const { title, canonical } = entryOf(key, locale, slug);
        // An entry first published elsewhere names its original (writing.spec.ts).
        if (!canonical) expect(html, path).toContain(`<link rel="canonical" href="${absolute(path)}">`);
        const languages = writtenIn(fixture, slug);
        expect(hreflangsOf(html), path).toEqual(
          hreflangSet((tag) => collectionEntryPath(key, slug, tag, defaultLocale), languages),
        );
        const meta = metaOf(html);
        const ownCard = !(slug === fixture.entry && fixture.portfolioImageIn.includes(locale));
        const image = absolute(
          ownCard ? `${path}share.png` : localizedPath('/og-image.png', locale, defaultLocale),
        );
        expect(meta['og:image'], path).toEqual([image]);
        expect(meta['twitter:image'], path).toEqual([image]);
        expect([meta['og:image:width'], meta['og:image:height']], path).toEqual([['1200'], ['630']]);
        expect(meta['og:image:alt']?.[0], path).toBeTruthy();
        expect(await servedPng(image), path).toEqual({
          status: 200,
          type: 'image/png',
          signature: 'PNG',
          width: 1200,
          height: 630,
        });
        expect(jsonLdOf(html), path).toMatchObject({
          '@context': 'https://schema.org',
          '@type': fixture.jsonLd['@type'],
          headline: title,
          url: absolute(path),
          inLanguage: locale,
          image: [image],
        });
      }
      const entry = htmlOf(entryPath(fixture, defaultLocale));
      expect(jsonLdOf(entry)).toMatchObject(fixture.jsonLd);
      expect(metaOf(entry)).toMatchObject(fixture.meta);
      // A language's index shows its language's portfolio image, and names every language's index.
      for (const { path, locale } of pagesOf(key).filter(({ kind }) => kind === 'index')) {
        const html = htmlOf(path);
        expect(html, path).toContain(`<link rel="canonical" href="${absolute(path)}">`);
        expect(metaOf(html)['og:image'], path).toEqual([
          absolute(localizedPath('/og-image.png', locale, defaultLocale)),
        ]);
        expect(hreflangsOf(html), path).toEqual(
          hreflangSet((tag) => collectionIndexPath(key, tag, defaultLocale), localized.locales),
        );
      }
    });

    test(`lists every ${noun.one} page and index in the sitemap, with its last change`, () => {
      const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
      for (const { path, lastModified } of pagesOf(key))
        expect(sitemap, path).toContain(
          `<loc>${absolute(path)}</loc><lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>`,
        );
    });

    test(`leaves a draft ${noun.one} and one dated later out of every file it builds, and answers 404 at its address`, async ({
      request,
    }) => {
      const builtFiles = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? builtFiles(path) : [path];
        });
      const files = builtFiles(dist);
      const texts = files
        .filter((file) => /\.(html|xml|json|js|txt)$/.test(file))
        .map((file) => readFileSync(file, 'utf8'));
      for (const { path, locale, slug } of unpublished.filter(
        (page): page is EntryPage => page.collection === key && page.kind === 'entry',
      )) {
        const { title, body } = entryOf(key, locale, slug);
        // The pictures only it names: no file of theirs is built.
        const pictures = [...body.matchAll(/!\[[^\]]*\]\(([^)\s]+)/g)].map(([, file]) =>
          basename(file).replace(/\.\w+$/, ''),
        );
        expect(
          texts.filter((text) => text.includes(slug) || text.includes(title)),
          path,
        ).toEqual([]);
        expect(
          files.filter((file) => [slug, ...pictures].some((name) => basename(file).includes(name))),
          path,
        ).toEqual([]);
        expect((await request.get(`${served.url}${path}`)).status(), path).toBe(404);
      }
    });

    // Both schemes on its page, one on its translation and its index: each is its own document,
    // and the schemes' colours are the same on all three.
    const rightToLeft = fixture.translations.find((tag) => tag === 'ar') ?? fixture.translations[0];
    for (const [where, schemes] of [
      ['entry', ['light', 'dark']],
      ['translation', ['dark']],
      ...(declared.index ? ([['index', ['light']]] as const) : []),
    ] as const)
      test(`its ${where} page passes axe and HTML_CodeSniffer in the ${schemes.join(' and the ')} scheme`, async ({
        page,
      }) => {
        const { defaultLocale } = localized;
        const path =
          where === 'index'
            ? collectionIndexPath(key, defaultLocale, defaultLocale)
            : entryPath(fixture, where === 'entry' ? defaultLocale : rightToLeft);
        await axeAndHtmlcs(page, path, schemes);
        // On a wide screen its table of contents is open, in a column beside the text.
        if (where === 'entry' && declared.contents) {
          const contents = page.locator('.contents nav');
          await expect(contents).toBeVisible();
          const [column, text] = await Promise.all([
            contents.boundingBox(),
            page.locator('.post__body').boundingBox(),
          ]);
          expect(column?.x).toBeGreaterThanOrEqual((text?.x ?? 0) + (text?.width ?? 0));
          // Titled by its list's label, with no control that would toggle nothing (out of the tab
          // order, never announced as collapsed).
          await expect(page.locator('.contents > summary')).toBeHidden();
          // Drawn only: its alternative text empty, so a screen reader does not read the title twice.
          expect(await contents.evaluate((nav) => getComputedStyle(nav, '::before').content)).toBe(
            `"${await contents.getAttribute('aria-label')}" / ""`,
          );
        }
      });
  });
}

test(`counts a view of each collection’s page, and npm run stats names it among the most read ${collectionKeys.map((key) => nounOf(key).many).join(' and ')}`, async ({
  page,
}) => {
  const viewed = fixtures.map((fixture) => ({
    key: fixture.collection,
    path: entryPath(fixture, localized.defaultLocale),
    title: entryOf(fixture.collection, localized.defaultLocale, fixture.entry).title,
  }));
  for (const { path } of viewed) {
    await page.goto(`${served.url}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // The command's own code in this process, on the copy's content and state: a process of its own
  // (npm, wrangler's import) cost about 7 s of CPU a call. Its script is run whole in
  // commands/stats.test.ts and on `npm start`'s counts in e2e/start.spec.ts. Imported here: wrangler's
  // import is about 4 s of CPU, which every process that loads this file would pay.
  const [{ openLocalState }, { statsCommand }] = await Promise.all([
    import('../commands/local-state.ts'),
    import('../commands/stats.ts'),
  ]);
  const state = await openLocalState(served.persistTo);
  const stats = async (...args: string[]) => {
    const { code, stdout, stderr } = await statsCommand(
      [...args, '--days', '1', '--persist-to', served.persistTo],
      {
        openState: async () => ({ env: state.env, dispose: async () => {} }),
        content: served.contentDir,
      },
    );
    if (code !== 0) throw new Error(`npm run stats ${args.join(' ')} failed:\n${stdout}\n${stderr}`);
    return stdout;
  };
  try {
    await expect
      .poll(async () => {
        const { mostRead } = JSON.parse(await stats('--json')) as Pick<Stats, 'mostRead'>;
        return viewed.map(({ key, path }) => mostRead[key].find((listed) => listed.path === path)?.title);
      })
      .toEqual(viewed.map(({ title }) => title));
    const table = await stats();
    for (const { key } of viewed) expect(table).toContain(`Most read ${nounOf(key).many}`);
  } finally {
    await state.dispose();
  }
});

/**
 * axe's and HTML_CodeSniffer's findings on the page in each scheme: one load (the page follows the
 * system's scheme live), one step each.
 */
async function axeAndHtmlcs(page: Page, path: string, schemes: readonly ('light' | 'dark')[]) {
  await page.goto(`${served.url}${path}`);
  for (const colorScheme of schemes)
    await test.step(`${path} in the ${colorScheme} scheme`, async () => {
      await showInScheme(page, colorScheme);
      expect.soft(await axeViolations(page), `axe, ${colorScheme}`).toEqual([]);
      expect.soft(await htmlcsErrors(page), `HTML_CodeSniffer, ${colorScheme}`).toEqual([]);
    });
}

/**
 * The search (docs/owner-guide.md#search), on: from the 404 page with no script, as a reader who followed an
 * old link; then its results page held to WCAG in English and in Arabic (right to left), light and
 * dark, on one load each.
 */
test.describe('search', () => {
  test('with JavaScript off, the 404 page offers a search filled with the address’s words, whose results link to the post', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${served.url}/writing/portfolio-that-loads/`);
    expect(response?.status()).toBe(404);
    const field = page.getByRole('searchbox', { name: 'Search this site' });
    await expect(field).toHaveValue('writing portfolio that loads');
    await field.fill('portfolio');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(`${served.url}/search?q=portfolio`);
    const results = page.getByRole('listitem');
    await expect(results.first().getByRole('link')).toHaveText(
      'Building a portfolio that loads fast & stays up',
    );
    await expect(results.first().locator('mark').first()).toHaveText(/portfolio/i);
    // A draft is never found: "sketch" is in its text alone.
    await page.getByRole('searchbox').fill('sketch');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('status')).toContainText('Nothing found');
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(`${served.url}/`);
    await context.close();
  });

  for (const { path, lang } of [
    { path: '/search?q=portfolio', lang: 'en' },
    { path: '/ar/search?q=%D9%85%D9%84%D9%81', lang: 'ar' },
  ])
    test(`its results page (${lang}) has no WCAG 2.2 A/AA violations (axe) nor HTML_CodeSniffer errors, light and dark`, async ({
      page,
    }) => {
      await page.goto(`${served.url}${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('listitem').first()).toBeVisible();
      for (const colorScheme of ['light', 'dark'] as const) {
        await showInScheme(page, colorScheme);
        expect.soft(await axeViolations(page), `axe, ${colorScheme}`).toEqual([]);
        expect.soft(await htmlcsErrors(page), `HTML_CodeSniffer, ${colorScheme}`).toEqual([]);
      }
    });
});
