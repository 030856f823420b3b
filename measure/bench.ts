/**
 * `npm run bench`: how long a visitor on a weak phone waits for the content, compared with the
 * physical limits. Chromium under slow 4G (150 ms RTT, 1.6 Mbps down, 750 kbps up) and 4× CPU
 * slowdown, cache disabled, a phone's viewport, loads four pages in alternation and measures when
 * the frame with all six data sections in it has been painted:
 *   site        the production build served by the local Worker
 *   static      the page as served with its scripts and preloads removed, a plain asset of the same
 *               server (no Worker-first route matches /__bench/)
 *   same-bytes  that snapshot plus a download, without running, of the site's JavaScript; it
 *               counts as ready once the data shows AND the JavaScript has arrived: the limit for
 *               any page that must download this JavaScript before its data can show
 *   react-floor the site's own prerendered HTML with its data sections emptied, running, instead of
 *               the site's JavaScript, a bare React 19 bundle that renders the six endpoints' data
 *               the moment it has evaluated (measure/react-floor.ts): the least a React page
 *               whose sections start empty can take
 * The bench prints medians with their spread (the slowest and fastest round), since rounds vary
 * widely on a busy machine. `npm run bench -- --path /de/` measures a further language's page the
 * same way, against its own snapshot and its own language's data. `--path /writing/<slug>/` (or
 * `/<tag>/writing/<slug>/`) measures a post's page against its own static snapshot instead
 * (./bench-post.ts). `--responses` does the same for a post showing 20 approved responses, in English
 * and Arabic, against a snapshot holding them (./responses-site.ts: the variant site, built in a copy).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadSiteMap } from '../builder/build-model.ts';
import { loadLocalizedContent } from '../builder/content/load.ts';
import { apiPaths } from '../shared/content-files.ts';
import { localizedApiPath, pagePathOf } from '../shared/locales.ts';
import { type LocalWorker, startLocalWorker } from '../testing/local-worker.ts';
import { alternate, launch, median, type Sample, spreadOf } from './bench-load.ts';
import { benchPost, withoutScripts } from './bench-post.ts';
import { mainThreadKinds } from './main-thread.ts';
import { serveResponsesSite } from './responses-site.ts';
import { buildStandInScript } from './stand-in-script.ts';

// Rounds of one page spread widely on a busy machine: 15 keep the medians' ratio from moving much
// between runs (docs/decisions.md, "Measuring").
const rounds = Number(process.env.BENCH_ROUNDS ?? 15);
const dist = 'dist/client';
const benchDir = join(dist, '__bench');
const localized = loadLocalizedContent();
const pagePaths = localized.locales.map((tag) => pagePathOf(tag, localized.defaultLocale));
const { path: pagePath = '/', responses } = parseArgs({
  options: { path: { type: 'string' }, responses: { type: 'boolean' } },
}).values;
if (responses) {
  const site = await serveResponsesSite({ port: Number(process.env.MEASURE_PORT ?? 45125) });
  try {
    for (const page of site.pages) await benchPost(page, rounds, 'entry', site);
  } finally {
    await site.stop();
  }
  process.exit(0);
}
const collectionPages = loadSiteMap().pages.flatMap((page) => (page.kind === 'portfolio' ? [] : [page]));
const collectionPaths = collectionPages.map((page) => page.path);
const collectionPage = collectionPages.find((page) => page.path === pagePath);
if (collectionPage) {
  await benchPost(pagePath, rounds, collectionPage.kind);
  process.exit(0);
}
const tag = localized.locales[pagePaths.indexOf(pagePath)];
if (tag === undefined)
  throw new Error(
    `--path ${pagePath} is no language's page nor a collection's page: ${[...pagePaths, ...collectionPaths].join(', ')}`,
  );
const content = localized.byLocale[tag];

/** One text per data section that appears only once that section's data has rendered. */
const markers = {
  about: content.about.content[0].slice(0, 40),
  experience: content.workExperience[0].organization,
  skills: content.skills[0].skills.join(', '),
  projects: content.projects[0].title,
  education: content.education.map((record) =>
    'degree' in record ? record.college : record.certificateName,
  )[0],
  footer: content.links[0].url,
};

/**
 * Runs in the page before anything else: notes when the first frame that has every marker in the
 * document has been rendered. A frame's callbacks run before its style, layout and paint, which
 * took 60–100 ms (4× slowed) more here; a task posted from the callback runs once they are done.
 */
function watchForData(marks: typeof markers) {
  const w = window as unknown as { __contentShown?: number };
  const has = (selector: string, text: string) =>
    document.querySelector(selector)?.textContent?.includes(text);
  const done = () =>
    has('#about', marks.about) &&
    has('#experience', marks.experience) &&
    has('#skills', marks.skills) &&
    has('#projects', marks.projects) &&
    has('#education', marks.education) &&
    document.querySelector(`footer a[href="${marks.footer}"]`);
  const observer = new MutationObserver(() => {
    if (w.__contentShown === undefined && done()) {
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          w.__contentShown = performance.now();
        };
        channel.port2.postMessage(null);
      });
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * The page as served, with every script and preload removed: it already holds every section with
 * its data. Not the browser's serialization after hydration, which marked every section revealed
 * and the top bar scrolled, and rewrote attributes and entities: a page the visitor never gets.
 */
function snapshot(html: string) {
  const scripts = [
    ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
    ...html.matchAll(/import\("([^"]+)"\)/g),
  ].map((m) => m[1]);
  const staticHtml = withoutScripts(html);
  const sameBytes = staticHtml.replace(
    '</head>',
    `${[...new Set(scripts)].map((src) => `<link rel="preload" as="script" fetchpriority="low" crossorigin href="${src}">`).join('')}</head>`,
  );
  return { staticHtml, sameBytes };
}

const watcher = { script: watchForData, marks: markers };

/**
 * The page with each data section's Suspense boundary (web/data/ApiData.tsx) emptied: those inside
 * another boundary, as the bar, each section and the footer are one each (web/App.tsx).
 */
function withDataBoundariesEmptied(html: string): string {
  let depth = 0;
  let kept = '';
  let from = 0;
  for (const marker of html.matchAll(/<!--(\/?)\$-->/g)) {
    if (marker[1] === '/') {
      depth--;
      // The end of a data section's boundary: keep from after it.
      if (depth === 1) from = marker.index + marker[0].length;
    } else {
      depth++;
      // The start of one: keep what came before it.
      if (depth === 2) kept += html.slice(from, marker.index);
    }
  }
  return kept + html.slice(from);
}

const browser = await launch();
rmSync(benchDir, { recursive: true, force: true });
const pageFile = `${pagePath.slice(1)}index.html`;
const siteHtml = readFileSync(join(dist, pageFile), 'utf8');
let server: LocalWorker | undefined;
try {
  const { staticHtml, sameBytes } = snapshot(siteHtml);
  mkdirSync(benchDir, { recursive: true });
  writeFileSync(join(benchDir, 'static.html'), staticHtml);
  writeFileSync(join(benchDir, 'same-bytes.html'), sameBytes);
  await buildStandInScript('react-floor', benchDir);
  // The floor starts from the page as it was before the data went into the HTML: each data
  // section's Suspense boundary (<!--$-->…<!--/$-->) emptied, the titles kept.
  // Its script is a plain module script, requested at once: the site's start-after-paint snippet
  // is allowed by the CSP for the site's own script name only. A page that shows nothing before its
  // data does best to ask for it with the HTML, so the floor keeps the six preloads in <head> that
  // the site no longer has.
  const apiPreloads = apiPaths.map(
    (path) =>
      `<link rel="preload" href="${localizedApiPath(path, tag, localized.defaultLocale)}" as="fetch" crossorigin fetchpriority="low">`,
  );
  const floorHtml = withDataBoundariesEmptied(
    siteHtml
      .replace(/<script type="module">[^<]*<\/script>/, '')
      .replace(
        '</head>',
        `${apiPreloads.join('')}<script type="module" fetchpriority="low" crossorigin src="/__bench/react-floor.js"></script></head>`,
      ),
  );
  if (!floorHtml.includes('/__bench/react-floor.js') || floorHtml.includes('import('))
    throw new Error(`dist/client/${pageFile} has no start script`);
  if (floorHtml.includes(markers.projects)) throw new Error('react-floor.html still holds the data sections');
  writeFileSync(join(benchDir, 'react-floor.html'), floorHtml);
  server = await startLocalWorker({
    persistTo: '.wrangler/bench-state',
    port: process.env.MEASURE_PORT ? Number(process.env.MEASURE_PORT) : undefined,
  });

  const variants = {
    site: pagePath,
    static: '/__bench/static',
    'same-bytes': '/__bench/same-bytes',
    'react-floor': '/__bench/react-floor',
  } as const;
  type Variant = keyof typeof variants;
  // Ready: all six sections show their data; same-bytes also needs its JavaScript to have arrived.
  const ready = (name: Variant, sample: Sample) =>
    name === 'same-bytes' ? Math.max(sample.dataShown, sample.jsDownloaded) : sample.dataShown;
  const samples = await alternate({ browser, origin: server.url, pages: variants, watcher, rounds, ready });

  const medianOf = (name: Variant, pick: (sample: Sample) => number) => median(samples[name].map(pick));
  const readyOf = (name: Variant) => medianOf(name, (sample) => ready(name, sample));
  const spread = (name: Variant) => spreadOf(samples[name].map((sample) => ready(name, sample)));
  const site = readyOf('site');
  const fixed = readyOf('static');
  const same = readyOf('same-bytes');
  const floor = readyOf('react-floor');
  console.log(
    `\nAll six sections of ${pagePath} showing their data (median of ${rounds} rounds, slow 4G, 4× CPU):`,
  );
  for (const name of Object.keys(variants) as Variant[])
    console.log(`  ${name.padEnd(12)}${readyOf(name).toFixed(0).padStart(5)} ms  ${spread(name)}`);
  console.log(`  site/static             ${(site / fixed).toFixed(2)}  (target ≤ 1.05)`);
  // Each round loads the pages one after the other, so their own ratio leaves out the machine's
  // slower and faster spells, which the medians of all rounds keep.
  const paired = median(
    samples.site.map((sample, round) => sample.dataShown / samples.static[round].dataShown),
  );
  console.log(`  site/static, by round   ${paired.toFixed(2)}  (median of the rounds' own ratios)`);
  console.log(`  site/react-floor        ${(site / floor).toFixed(2)}  (target ≤ 1.05)`);
  console.log(`  site/same-bytes         ${(site / same).toFixed(2)}`);
  console.log(`  react-floor/static      ${(floor / fixed).toFixed(2)}`);
  console.log(`  react-floor/same-bytes  ${(floor / same).toFixed(2)}`);
  console.log(
    `  react-floor evaluated at ${medianOf('react-floor', (s) => s.jsEvaluated ?? Number.NaN).toFixed(0)} ms, its JavaScript downloaded at ${medianOf('react-floor', (s) => s.jsDownloaded).toFixed(0)} ms`,
  );
  const kinds = ['html', 'css', 'js', 'api', 'other'];
  const siteBytes = kinds.map(
    (kind) => `${kind} ${(medianOf('site', (s) => s.bytes[kind] ?? 0) / 1024).toFixed(1)} KB`,
  );
  console.log(`\nSite first view, bytes on the wire: ${siteBytes.join(', ')}`);
  console.log(`  first paint of the hero       ${medianOf('site', (s) => s.fcp).toFixed(0)} ms`);
  console.log(`  JavaScript requested          ${medianOf('site', (s) => s.jsRequested).toFixed(0)} ms`);
  console.log(`  JavaScript downloaded         ${medianOf('site', (s) => s.jsDownloaded).toFixed(0)} ms`);
  const evaluated = samples.site.map((s) => s.jsEvaluated).filter((value) => value !== null);
  console.log(
    `  JavaScript finished evaluating ${evaluated.length ? median(evaluated).toFixed(0) : 'n/a'} ms`,
  );
  console.log(`  all data showing              ${site.toFixed(0)} ms`);
  // Where the site's time to its content goes, beside its snapshot's: network, parse, paint.
  const steps: [string, (sample: Sample) => number][] = [
    ['first byte of the HTML', (s) => s.firstByte],
    ['last byte of the HTML', (s) => s.htmlLoaded],
    ['HTML parsed', (s) => s.parsed],
    ['first paint', (s) => s.fcp],
    ['content painted', (s) => s.dataShown],
  ];
  const sideBySide = (label: string, pick: (sample: Sample) => number) => {
    const [bySite, byStatic] = [medianOf('site', pick), medianOf('static', pick)];
    console.log(
      `  ${label.padEnd(40)}${bySite.toFixed(0).padStart(6)}${byStatic.toFixed(0).padStart(8)}${(bySite - byStatic).toFixed(0).padStart(15)}`,
    );
  };
  console.log('\nTo the content, step by step (medians, ms):   site  static  site − static');
  for (const [step, pick] of steps) sideBySide(step, pick);
  if (samples.site[0].mainThread) {
    console.log('\nMain thread before the content painted, by kind (medians, ms):');
    for (const kind of mainThreadKinds) sideBySide(kind, (s) => s.mainThread?.[kind] ?? 0);
  }
} finally {
  await server?.stop();
  await browser.close();
  rmSync(benchDir, { recursive: true, force: true });
}
