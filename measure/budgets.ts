/**
 * Size budgets of the first view (docs/performance.md), measured on the production build:
 * what the HTML makes the browser fetch before the page is usable, gzip-compressed, for each
 * language's page and for each post's page and list of posts; and the Worker's bundle, which a
 * visitor who meets a cold Worker waits for it to load. With `-- --build-scale`, then the build's
 * own time for a 200-post portfolio (./build-scale.ts): it builds three times (about a minute),
 * so it runs when asked.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { loadSiteMap } from '../builder/build-model.ts';
import { builtWorker, builtWorkerDir } from '../builder/built-site.ts';
import { loadLocalizedContent } from '../builder/content/load.ts';
import { planProjectImages } from '../builder/images/project-images.ts';
import { themeSwitchScript } from '../builder/page-html.ts';
import { themeInitScript } from '../shared/color-scheme.ts';
import { pagePathOf } from '../shared/locales.ts';
import { measureBuildScale } from './build-scale.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'build-scale': { type: 'boolean', default: false } },
});
const dist = positionals[0] ?? 'dist/client';
export const budgets = { js: 80, css: 15, html: 15 } as const; // KB gzip
/** The hero photo, each format's smaller (288 px) file, the one phones take (KB as served: images are not compressed again). */
export const photoBudget = 40;
/**
 * The owner's font (site.json theme.font), each preloaded file as served (WOFF2 is compressed
 * already). It is first-view bytes, fetched with the HTML, but never blocks a paint (font-display:
 * swap, and a fallback sized to it), so it has its own budget instead of counting in the CSS.
 */
export const fontBudget = 50;
/** Each project's picture, its largest file (KB as served): what a wide, dense screen downloads. */
export const projectImageBudget = 80;
/**
 * The Worker's start (KB gzip), what a cold start loads and runs (`npm run bench:cold-start`): its
 * entry and the modules the entry imports statically (hono, the routes, the content's answers).
 */
export const workerBudget = 40;
/**
 * Every module wrangler uploads, the chunks that load later included (the contact form's validation,
 * the e-mail, the responses' reading and writing): a bound on what the Worker can grow to.
 */
export const workerUploadBudget = 100;
/**
 * Each post's page and each list of posts (KB gzip): the HTML around the post's own text (the
 * head, the inline stylesheet, the top bar, the footer: a post as long and a list as full as its
 * owner likes passes),
 * and that stylesheet alone (the page's, the posts' rules and their code's colours). A long post
 * (3,000 words, 20 code blocks: `npm run lighthouse -- --long-post`) is 12.1 KB with its text. These pages run no script but the two inline colour-scheme ones.
 */
export const postPageBudgets = { html: 15, css: 15 } as const;
/** The only scripts a post's page or a list of posts may carry: inline, each allowed by its hash in the CSP. */
const postPageScripts = [themeInitScript, themeSwitchScript];

const kb = (bytes: number) => bytes / 1024;
const gzipSize = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

export function firstViewFiles(html: string) {
  const attr = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]);
  const js = [
    ...attr(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...attr(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
    // The page's script, started after the first paint (builder/prerender.ts).
    ...attr(/import\("([^"]+)"\)/g),
  ];
  const css = attr(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
  const inlineCss = attr(/<style[^>]*>([\s\S]*?)<\/style>/g).join('');
  return { js: [...new Set(js)], css: [...new Set(css)], inlineCss };
}

const content = loadLocalizedContent();
/** Each language's page, `/` first: each a first view of its own. */
const pages = content.locales.map((tag) => ({
  site: content.byLocale[tag].site,
  pageFile: `${pagePathOf(tag, content.defaultLocale).slice(1)}index.html`,
}));

let over = 0;
console.log('First-view budget (gzip):');
const photos = new Set<string>();
const fonts = new Set<string>();
let scriptless = 0;
for (const { site, pageFile } of pages) {
  const html = readFileSync(join(dist, pageFile), 'utf8');
  const files = firstViewFiles(html);
  if (files.js.length === 0) scriptless++;
  const measured = {
    js: files.js.reduce((sum, file) => sum + gzipSize(join(dist, file)), 0),
    // Inline CSS travels inside the HTML; it is counted in both, as it costs the first view in both.
    css:
      files.css.reduce((sum, file) => sum + gzipSize(join(dist, file)), 0) +
      (files.inlineCss ? gzipSync(files.inlineCss, { level: 9 }).length : 0),
    html: gzipSize(join(dist, pageFile)),
  };
  for (const kind of ['js', 'css', 'html'] as const) {
    const size = kb(measured[kind]);
    const ok = size <= budgets[kind];
    if (!ok) over++;
    const list =
      kind === 'html'
        ? pageFile
        : [...files[kind], ...(kind === 'css' && files.inlineCss ? [`<style> in ${pageFile}`] : [])].join(
            ', ',
          );
    console.log(
      `  ${ok ? 'ok  ' : 'OVER'} ${kind.toUpperCase().padEnd(4)} ${size.toFixed(1).padStart(6)} KB of ${budgets[kind]} KB  ${list}`,
    );
  }
  // The hero photo's smallest candidate in each format: the one a phone downloads.
  const hero = html.match(/<picture class="hero__photo">[\s\S]*?<\/picture>/)?.[0] ?? '';
  const heroPhotos = [...hero.matchAll(/<source[^>]+srcset="([^"\s]+) \d+w/gi)].map((match) => match[1]);
  if (site.photo && heroPhotos.length === 0) {
    console.error(`  OVER  PHOTO: site.json names a photo, but ${pageFile} has no hero photo to weigh`);
    over++;
  }
  for (const photo of heroPhotos) photos.add(photo);
  for (const [, font] of html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)) fonts.add(font);
}
// The photo and font files the pages share are weighed once.
for (const photo of photos) {
  const size = kb(readFileSync(join(dist, photo)).length);
  const ok = size <= photoBudget;
  if (!ok) over++;
  console.log(
    `  ${ok ? 'ok  ' : 'OVER'} PHOTO ${size.toFixed(1).padStart(5)} KB of ${photoBudget} KB  ${photo}`,
  );
}
for (const font of fonts) {
  const size = kb(readFileSync(join(dist, font)).length);
  const ok = size <= fontBudget;
  if (!ok) over++;
  console.log(
    `  ${ok ? 'ok  ' : 'OVER'} FONT  ${size.toFixed(1).padStart(5)} KB of ${fontBudget} KB  ${font}`,
  );
}
// Each project's picture: its largest file of all widths and formats, as the build named them.
const { images } = await planProjectImages(content.byLocale[content.defaultLocale].projects);
for (const [name, image] of Object.entries(images)) {
  const paths = image.sources.flatMap((source) => source.srcset.split(', ').map((c) => c.split(' ')[0]));
  const missing = paths.filter((path) => !existsSync(join(dist, path)));
  if (missing.length > 0) {
    console.error(
      `  MISSING PICTURE ${missing.join(', ')} (content/${name}): the Worker names it, the build lacks it`,
    );
    over++;
    continue;
  }
  const largest = paths
    .map((path) => ({ path, size: kb(readFileSync(join(dist, path)).length) }))
    .reduce((a, b) => (b.size > a.size ? b : a));
  const ok = largest.size <= projectImageBudget;
  if (!ok) over++;
  console.log(
    `  ${ok ? 'ok  ' : 'OVER'} PICTURE ${largest.size.toFixed(1).padStart(4)} KB of ${projectImageBudget} KB  ${largest.path} (largest of ${paths.length}, content/${name})`,
  );
}
// Each post's page and each list of posts: its own first view, with no script bundle at all.
const postPages = loadSiteMap().pages.filter((page) => page.kind !== 'portfolio');
if (postPages.length > 0)
  console.log(
    'Post pages and lists of posts (gzip; no script bundle, only the inline colour-scheme scripts):',
  );
const csp =
  readFileSync(join(dist, '_headers'), 'utf8').match(/Content-Security-Policy:.*script-src ([^;]+)/)?.[1] ??
  '';
const weighedStyles = new Set<string>();
for (const { path } of postPages) {
  const pageFile = `${path.slice(1)}index.html`;
  const html = readFileSync(join(dist, pageFile), 'utf8');
  const files = firstViewFiles(html);
  // The owner's words are theirs to make long: the budget weighs what the site adds around them
  // (the head, the inline stylesheet, the top bar, the footer), and says the whole page's size.
  const words =
    html.match(/<div class="post__body">[\s\S]*<\/div>(?=\s*<\/article>)/)?.[0] ??
    html.match(/<ul class="post-list">[\s\S]*?<\/ul>/)?.[0] ??
    '';
  const whole = kb(gzipSize(join(dist, pageFile)));
  const htmlSize = kb(gzipSync(html.replace(words, ''), { level: 9 }).length);
  const htmlOk = htmlSize <= postPageBudgets.html;
  if (!htmlOk) over++;
  console.log(
    `  ${htmlOk ? 'ok  ' : 'OVER'} HTML ${htmlSize.toFixed(1).padStart(6)} KB of ${postPageBudgets.html} KB  ${pageFile}${words ? ` without the owner's ${words.startsWith('<ul') ? 'list of posts' : "post's text"} (${whole.toFixed(1)} KB with it)` : ''}`,
  );
  // One stylesheet serves every post page: weighed once.
  if (!weighedStyles.has(files.inlineCss)) {
    weighedStyles.add(files.inlineCss);
    const cssSize = kb(
      gzipSync(files.inlineCss, { level: 9 }).length +
        files.css.reduce((sum, file) => sum + gzipSize(join(dist, file)), 0),
    );
    const cssOk = cssSize <= postPageBudgets.css;
    if (!cssOk) over++;
    console.log(
      `  ${cssOk ? 'ok  ' : 'OVER'} CSS  ${cssSize.toFixed(1).padStart(6)} KB of ${postPageBudgets.css} KB  ${[...files.css, `<style> in ${pageFile}`].join(', ')}`,
    );
  }
  const inline = [
    ...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
  ].map((match) => match[1]);
  // Bundles by tag only: a post's own text may show `import("…")` in its code.
  const bundles = [
    ...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1] ?? match[2]);
  const unknown = inline.filter((script) => !postPageScripts.includes(script));
  const unhashed = inline.filter(
    (script) => !csp.includes(`'sha256-${createHash('sha256').update(script).digest('base64')}'`),
  );
  const scriptsOk = bundles.length === 0 && unknown.length === 0 && unhashed.length === 0;
  if (!scriptsOk) over++;
  console.log(
    `  ${scriptsOk ? 'ok  ' : 'OVER'} JS   ${bundles.length === 0 ? 'no bundle' : bundles.join(', ')}, ${inline.length} inline script${inline.length === 1 ? '' : 's'}${unknown.length ? `, ${unknown.length} not a colour-scheme script` : ''}${unhashed.length ? `, ${unhashed.length} not allowed by a hash in the CSP` : ''}`,
  );
}
/** A built module and every module it imports statically, transitively (paths under dist/worker). */
function staticImportsOf(entry: string, seen = new Set<string>()): string[] {
  if (seen.has(entry)) return [];
  seen.add(entry);
  const code = readFileSync(join(builtWorkerDir, entry), 'utf8');
  // `import … from "./x.js"` and `import "./x.js"` (also as minified, `import{a}from"./x.js"`), not `import("./x.js")`.
  // A file that is not there is text that reads like an import (a content answer's words).
  const imported = [
    ...code.matchAll(/\b(?:import|export)\s*(?:[\w*{}\s,$]+?\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g),
  ]
    .map(([, path]) => join(dirname(entry), path))
    .filter((path) => existsSync(join(builtWorkerDir, path)));
  return [entry, ...imported.flatMap((path) => staticImportsOf(path, seen))];
}

// The Worker's start: its entry and what the entry imports statically, followed through the
// chunks; a dynamic import() loads later, when a request needs it. Each compressed on its own.
const workerModules = readdirSync(builtWorkerDir, { recursive: true, encoding: 'utf8' }).filter((path) =>
  path.endsWith('.js'),
);
const moduleKb = (path: string) => kb(gzipSize(join(builtWorkerDir, path)));
const startModules = staticImportsOf(relative(builtWorkerDir, builtWorker));
const startSize = startModules.reduce((sum, path) => sum + moduleKb(path), 0);
const uploadSize = workerModules.reduce((sum, path) => sum + moduleKb(path), 0);
for (const [size, budget, what] of [
  [startSize, workerBudget, `its start: ${builtWorker} and ${startModules.length - 1} chunks it imports`],
  [uploadSize, workerUploadBudget, `uploaded: ${workerModules.length} modules, the lazy ones included`],
] as const) {
  if (size > budget) over++;
  console.log(
    `  ${size <= budget ? 'ok  ' : 'OVER'} WORKER ${size.toFixed(1).padStart(4)} KB of ${budget} KB  ${what}`,
  );
}
if (scriptless > 0) {
  console.error(`No JavaScript found in ${scriptless} of the pages: is this the production build?`);
  over++;
}
// Last: its builds replace dist/ (the owner's site again at the end).
if (values['build-scale']) over += (await measureBuildScale()).over;
process.exit(over ? 1 : 0);
