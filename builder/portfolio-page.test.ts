import { cp, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureContentDir, fixtureWritingDir } from '../testing/fixture-content.ts';
import { temporaryDirs } from '../testing/temporary-dirs.ts';
import { type BuildModel, buildModel } from './build-model.ts';
import { type BuiltAssets, pageStylesheetOf, portfolioPageHtml, portfolioPageOf } from './portfolio-page.ts';

const temporaryDir = temporaryDirs();
const webIndex = join(import.meta.dirname, '..', 'web', 'index.html');

/** web/index.html as `vite build` writes it: its script and stylesheet hashed, in <head>. */
const asBuilt = (template: string) =>
  template.replace(
    '<script type="module" src="/main.tsx"></script>',
    '<script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>\n    <link rel="stylesheet" crossorigin href="/assets/index-Ab12Cd34.css">',
  );

const assets: BuiltAssets = {
  stylesheet: 'body{margin:0}',
  root: '<main>every section</main>',
  startScript: 'start()',
  afterHero: 'about',
};

/** One language's portfolio page of the model, as the build writes it and as `npm run dev` serves it. */
async function bothPages(model: BuildModel, locale: string) {
  const template = await readFile(webIndex, 'utf8');
  const sitePage = model.siteMap.pages.find((page) => page.kind === 'portfolio' && page.locale === locale);
  if (!sitePage) throw new Error(`no portfolio in ${locale}`);
  const page = portfolioPageOf({ ...model, pictures: await model.pictures() }, sitePage);
  return {
    built: portfolioPageHtml(asBuilt(template), page, assets),
    dev: portfolioPageHtml(template, page, 'vite'),
  };
}

/** What a crawler or a feed reader reads in a page's head: its title, meta, links and JSON-LD. */
const headOf = (html: string) =>
  html.match(
    /<title>.*<\/title>|<meta [^>]*>|<link rel="(?:canonical|alternate|icon)[^>]*>|<script type="application\/ld\+json">.*<\/script>/g,
  );

describe('a site with posts', () => {
  let model: BuildModel;
  beforeAll(async () => {
    const dir = await temporaryDir('portfolio-page-');
    await cp(fixtureContentDir, dir, { recursive: true });
    await cp(fixtureWritingDir, dir, { recursive: true });
    model = buildModel(dir);
  });

  it('has the same head in the build and in npm run dev, its language’s feeds included', async () => {
    const { built, dev } = await bothPages(model, 'de');
    expect(headOf(dev)).toEqual(headOf(built));
    for (const html of [built, dev]) {
      expect(html).toContain('<html lang="de">');
      expect(html).toMatch(/<meta charset="utf-8" \/>\s*<script>/);
      expect(html).toContain('<link rel="alternate" hreflang="de" href="https://aaravsharma.dev/de/">');
      for (const feed of ['rss.xml', 'atom.xml', 'feed.json'])
        expect(html).toMatch(
          new RegExp(
            `<link rel="alternate" type="[^"]+" title="Aarav Sharma: Artikel" href="https://aaravsharma.dev/de/writing/${feed}">`,
          ),
        );
    }
  });

  it('carries the Writing section’s own rules in the build’s stylesheet of a page that shows it', () => {
    const own = { writing: ' .writing{gap:1rem} ' };
    expect(pageStylesheetOf('body{margin:0}', own, model.pages.pages.de)).toBe(
      'body{margin:0}.writing{gap:1rem}',
    );
    expect(pageStylesheetOf('body{margin:0}', own, buildModel(fixtureContentDir).pages.pages.de)).toBe(
      'body{margin:0}',
    );
  });
});

it('names no feed on a site without posts', async () => {
  const { built, dev } = await bothPages(buildModel(fixtureContentDir), 'en');
  for (const html of [built, dev]) expect(html).not.toContain('application/rss+xml');
});

it('puts the build’s assets in place of Vite’s tags, and leaves Vite’s in npm run dev', async () => {
  const { built, dev } = await bothPages(buildModel(fixtureContentDir), 'en');
  expect(built).toContain('<style>body{margin:0}</style><link rel="expect" href="#about" blocking="render">');
  expect(built).toContain('<div id="root"><main>every section</main></div>');
  expect(built).toMatch(/<script type="module">start\(\)<\/script><\/body>/);
  expect(built).not.toMatch(/crossorigin|<!--/);
  expect(dev).toContain('<script type="module" src="/main.tsx"></script>');
  expect(dev).toContain('<div id="root"></div>');
  expect(dev).not.toContain('<style>');
});
