/**
 * Build step after the page's and the server renderer's builds (./site-build.ts): renders the
 * whole page, every section with its data, from the same React components into
 * dist/client/index.html (so it all paints before any JavaScript runs), adds what crawlers and
 * preview bots read, starts the page's script and its six API calls after the first paint, and
 * has builder/seo/ write the files crawlers fetch beside it.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CollectionPageRenderer } from '../shared/collection-pages.ts';
import { themeInitScript } from '../shared/color-scheme.ts';
import { turnstileOrigin } from '../shared/contact.ts';
import { contentFiles } from '../shared/content-files.ts';
import type { PageData } from '../shared/page-data.ts';
import { pageSections, showsSection } from '../shared/sections.ts';
import { fillText } from '../shared/texts/fill.ts';
import type { BuildModel } from './build-model.ts';
import type { PagesInput } from './collection-entries.ts';
import { writeCollectionPages } from './collections/index.ts';
import { feedLinks } from './collections/posts/feeds.ts';
import { writeNotFoundPage } from './not-found-page.ts';
import { inLanguage, withThemeScript } from './page-html.ts';
import { headTags } from './seo/head.ts';
import { writeSeoFiles } from './seo/seo-files.ts';

/** The server renderer's module, as the SSR build writes it (web/entry-server.tsx). */
type ServerRenderer = {
  render: (locale: string) => string;
  pages: { pages: Record<string, PageData> };
  renderCollectionPage: CollectionPageRenderer;
  writingStylesheet: string;
  collectionStylesheets: PagesInput['stylesheets'];
};

/** Writes every page of the site map into `dist` (the client build), from the build's one model. */
export async function prerender(model: BuildModel, dist: string, serverEntry: string): Promise<string> {
  const { localized, siteMap } = model;
  const { defaultLocale, locales, byLocale } = localized;
  const pictures = await model.pictures();
  const photo = pictures.portrait;
  const { render, pages, renderCollectionPage, writingStylesheet, collectionStylesheets } = (await import(
    serverEntry
  )) as ServerRenderer;

  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  if (!template.includes('<div id="root"></div>'))
    throw new Error('web/index.html must contain <div id="root"></div>');

  // The stylesheet goes inline: the first paint then needs the HTML alone, one round trip less on
  // a slow link, and the module script does not wait for a stylesheet before it runs.
  // The CSP allows exactly this <style> element by its hash (dist/client/_headers).
  const stylesheet = /<link rel="stylesheet" crossorigin href="([^"]+)">/;
  const cssHref = template.match(stylesheet)?.[1];
  if (!cssHref) throw new Error('vite build emitted no stylesheet link into index.html');
  const css = readFileSync(join(dist, cssHref), 'utf8').trim();
  const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  // The visitor's kept colour scheme, applied before the first paint (shared/color-scheme.ts): an
  // inline script, first in <head>, allowed by its hash.
  const themeHash = cspHash(themeInitScript);

  // The page's script, as Vite names it.
  const moduleScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const scriptSrc = template.match(moduleScript)?.[1];
  if (!scriptSrc) throw new Error('vite build emitted no module script into index.html');
  // Every section is in the HTML, so the first view needs none of the script: it only hydrates.
  // It is requested at the second frame, once the first paint is on screen (a frame callback runs
  // before its frame's paint, and a busy phone's first frame can be slow to show), so the HTML and
  // the hero's photo have the link to themselves and the script never counts in the hero's paint
  // (docs/decisions.md, "Script after the first paint"). A background tab paints no frames: there
  // it starts at once. The six API calls start with it as fetch preloads, off the first paint's
  // link; the script's own fetch() is answered from them, so each endpoint is requested once (spec
  // §4). The script goes first: on HTTP/1.1 the six calls would take all six connections.
  // It stands at the end of <body>, not in <head>: there a phone's parse of the page after it ended
  // about 90 ms later (4× slowed) and the content came 5–8 % later, with the same script
  // (docs/decisions.md, "The start script at the end").
  // A kind the owner has no file of: the page leaves out what shows it, and never asks for it.
  const unasked = new Set<string>(localized.absent.flatMap((key) => contentFiles[key].path ?? []));
  const startScriptOf = (page: PageData) => {
    const asked = Object.entries(page.api).flatMap(([path, href]) => (unasked.has(path) ? [] : [href]));
    const preloadApi = `for(const href of ${JSON.stringify(asked)})document.head.append(Object.assign(document.createElement("link"),{rel:"preload",as:"fetch",crossOrigin:"",href}))`;
    return `const start=()=>{import(${JSON.stringify(scriptSrc)});${preloadApi}};document.visibilityState==="hidden"?start():requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(start)))`;
  };
  const startHashes: string[] = [];
  // Nothing is drawn before the first view, the top bar and the hero, is parsed whole, that is until
  // the section after the hero (#about) begins: Chromium unblocks at the element's start tag. A busy
  // parser yields mid-page, and a paint of half a bar or half a hero moved when the rest came
  // (docs/decisions.md, "The first view painted whole"). Without an About section (no about.json),
  // the next section the page has.
  const afterHero = (page: PageData) =>
    pageSections.find(({ id }) => id !== 'home' && showsSection(page, id))?.id;
  const firstViewWhole = (page: PageData) =>
    `<link rel="expect" href="#${afterHero(page)}" blocking="render">`;

  // Every page of the site map: each language's portfolio, the default's at /, the others' at
  // /<tag>/ (shared/locales.ts), each with its language and direction on <html>, its head, its API
  // paths and its sections' data.
  const written: string[] = [];
  // A page with the Writing section has its rules too (web/sections/Writing/Writing.tsx).
  const pageCss = (page: PageData) => (page.writing ? `${css}${writingStylesheet.trim()}` : css);
  const styleHashes = new Set<string>();
  // Where the page has the Writing section, feed readers find its language's feeds in its head.
  const feedsOf = ({ writing, site }: PageData) =>
    writing
      ? feedLinks(
          new URL(writing.indexHref, site.siteUrl).href,
          fillText(writing.texts.feedTitle, { name: site.ownerName }),
        )
      : [];
  for (const { path, locale, alternates, kind } of siteMap.pages) {
    if (kind !== 'portfolio') continue;
    const page = pages.pages[locale];
    styleHashes.add(cspHash(pageCss(page)));
    const startScript = startScriptOf(page);
    startHashes.push(cspHash(startScript));
    const language = { locale, defaultLocale, locales, alternates };
    const html = withThemeScript(inLanguage(template, locale))
      .replace(/\s*<!--[\s\S]*?-->/g, '')
      .replace(/<title>[\s\S]*?<\/title>/, () =>
        [headTags(byLocale[locale], photo, language), ...feedsOf(page)].join('\n    '),
      )
      .replace(moduleScript, '')
      .replace('</body>', () => `<script type="module">${startScript}</script></body>`)
      .replace(stylesheet, () => `<style>${pageCss(page)}</style>${firstViewWhole(page)}`)
      .replace('<div id="root"></div>', () => `<div id="root">${render(locale)}</div>`);
    const file = join(dist, ...`${path}index.html`.split('/'));
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, html);
    written.push(`${file.slice(dist.length + 1)} (${(html.length / 1024).toFixed(1)} KB)`);
  }
  // Each collection's pages (the posts' pages and lists), when it has entries.
  const others = await writeCollectionPages(
    { ...model, siteMap, pictures },
    { dist, template, pageCss: css, render: renderCollectionPage, stylesheets: collectionStylesheets },
  );
  written.push(...others.written);
  rmSync(join(dist, cssHref));

  const headersFile = join(dist, '_headers');
  const headers = readFileSync(headersFile, 'utf8');
  if (!headers.includes("style-src 'self';") || !headers.includes("script-src 'self';"))
    throw new Error("web/public/_headers must have script-src 'self'; and style-src 'self';");
  // With a Turnstile site key, the contact form loads the widget's script, which draws it in a
  // frame, both from Cloudflare (docs/contact.md); without one, the policy is the file's.
  const turnstile = byLocale[defaultLocale].site.turnstileSiteKey ? [turnstileOrigin] : [];
  writeFileSync(
    headersFile,
    headers
      .replace(
        "style-src 'self';",
        `style-src 'self' ${[...styleHashes, ...others.styles.map(cspHash)].join(' ')};`,
      )
      .replace(
        "script-src 'self';",
        `script-src 'self' ${[themeHash, ...startHashes, ...others.scripts.map(cspHash), ...turnstile].join(' ')};${turnstile.map((origin) => ` frame-src 'self' ${origin};`).join('')}`,
      ),
  );

  const notFoundStylesheet = writeNotFoundPage(dist, byLocale[defaultLocale].site);
  await writeSeoFiles(dist, localized, siteMap, model.photoJpeg);
  return `Prerendered ${written.join(', ')}, styled 404.html (${notFoundStylesheet}) and wrote the SEO files`;
}
