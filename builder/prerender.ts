/**
 * Build step after the page's and the server renderer's builds (./site-build.ts): writes every
 * page of the site map into dist/client from the build's one model, each language's portfolio
 * (./portfolio-page.ts: every section rendered by the same React components, so it all paints
 * before any JavaScript runs) and each collection's pages (./collections/index.ts), allows their
 * inline styles and scripts in the CSP, and has builder/seo/ write the files crawlers fetch.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CollectionPageRenderer } from '../shared/collection-pages.ts';
import { themeInitScript } from '../shared/color-scheme.ts';
import { contentFiles } from '../shared/content-files.ts';
import type { BuildModel } from './build-model.ts';
import type { PagesInput } from './collection-entries.ts';
import { writeCollectionPages } from './collections/index.ts';
import { allowInline, cspHash } from './csp-headers.ts';
import { writeNotFoundPage } from './not-found-page.ts';
import {
  builtModuleScript,
  builtStylesheet,
  pageStylesheetOf,
  portfolioPageHtml,
  portfolioPageOf,
  sectionAfterHero,
  startScriptOf,
} from './portfolio-page.ts';
import { writeSearch } from './search/index.ts';
import { writeSeoFiles } from './seo/seo-files.ts';

/** The server renderer's module, as the SSR build writes it (web/entry-server.tsx): renderers and stylesheets. */
type ServerRenderer = {
  render: (locale: string) => string;
  renderCollectionPage: CollectionPageRenderer;
  sectionStylesheets: Partial<Record<string, string>>;
  collectionStylesheets: PagesInput['stylesheets'];
  partStylesheets: PagesInput['partStylesheets'];
};

/** web/index.html as built, and what Vite linked from it: the page's stylesheet and script. */
function builtTemplate(dist: string) {
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  if (!template.includes('<div id="root"></div>'))
    throw new Error('web/index.html must contain <div id="root"></div>');
  const cssFile = template.match(builtStylesheet)?.[1];
  if (!cssFile) throw new Error('vite build emitted no stylesheet link into index.html');
  const scriptSrc = template.match(builtModuleScript)?.[1];
  if (!scriptSrc) throw new Error('vite build emitted no module script into index.html');
  return { template, cssFile, css: readFileSync(join(dist, cssFile), 'utf8').trim(), scriptSrc };
}

/** Writes every page of the site map into `dist` (the client build), from the build's one model. */
export async function prerender(model: BuildModel, dist: string, serverEntry: string): Promise<string> {
  const { localized, siteMap, pages } = model;
  const { defaultLocale, byLocale } = localized;
  const pictures = await model.pictures();
  const planned = { ...model, pictures };
  const renderer = (await import(serverEntry)) as ServerRenderer;
  const { template, cssFile, css, scriptSrc } = builtTemplate(dist);
  // A kind the owner has no file of: the page leaves out what shows it, and never asks for it.
  const unasked = new Set<string>(localized.absent.flatMap((key) => contentFiles[key].path ?? []));
  const written: string[] = [];
  const styles = new Set<string>();
  const starts: string[] = [];
  for (const sitePage of siteMap.pages) {
    const { path, locale, kind } = sitePage;
    if (kind !== 'portfolio') continue;
    const page = pages.pages[locale];
    const asked = Object.entries(page.api).flatMap(([api, href]) => (unasked.has(api) ? [] : [href]));
    const assets = {
      stylesheet: pageStylesheetOf(css, renderer.sectionStylesheets, page),
      root: renderer.render(locale),
      startScript: startScriptOf(scriptSrc, asked),
      afterHero: sectionAfterHero(page),
    };
    styles.add(cspHash(assets.stylesheet));
    starts.push(cspHash(assets.startScript));
    const html = portfolioPageHtml(template, portfolioPageOf(planned, sitePage), assets);
    const file = join(dist, ...`${path}index.html`.split('/'));
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, html);
    written.push(`${file.slice(dist.length + 1)} (${(html.length / 1024).toFixed(1)} KB)`);
  }
  // Each collection's pages (the posts' pages and lists), when it has entries.
  const others = await writeCollectionPages(planned, {
    dist,
    template,
    pageCss: css,
    render: renderer.renderCollectionPage,
    stylesheets: renderer.collectionStylesheets,
    partStylesheets: renderer.partStylesheets,
  });
  written.push(...others.written);
  rmSync(join(dist, cssFile));
  allowInline(dist, {
    styles: [...styles, ...others.styles.map(cspHash)],
    scripts: [cspHash(themeInitScript), ...starts, ...others.scripts.map(cspHash)],
    turnstile: Boolean(byLocale[defaultLocale].site.turnstileSiteKey),
  });
  const notFoundStylesheet = writeNotFoundPage(dist, byLocale[defaultLocale].site);
  await writeSeoFiles(dist, localized, siteMap, model.photoJpeg);
  const search = await writeSearch(model, dist);
  return `Prerendered ${written.join(', ')}, styled 404.html (${notFoundStylesheet}) and wrote the SEO files${search ? ` and ${search}` : ''}`;
}
