/**
 * `npm run lighthouse`: Lighthouse with its mobile defaults (simulated slow 4G, 4× CPU) in Debian's
 * Chromium against the local production build; prints the four category scores and LCP, TBT, CLS
 * of each run, then their range, for each language's page (`/`, `/de/`…; `npm run lighthouse --
 * /de/` for some of them). Lighthouse's own figures move from run to run, so it runs five times
 * (`LIGHTHOUSE_RUNS=N` for another count), each in a fresh browser, the pages in turn.
 * `npm run lighthouse -- --long-post` audits a post instead: it writes the fixture's content with a
 * long post (./long-post.ts) into node_modules/.cache/long-post-content, builds that into dist/, and
 * audits the post's page. `npm run lighthouse -- --responses` audits a post showing 20 approved
 * responses, in English and in Arabic (./responses-site.ts: the variant site, built in a copy),
 * each in turn with the same post showing none.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { loadLocalizedContent } from '../builder/content/load.ts';
import { pagePathOf } from '../shared/locales.ts';
import { chromiumArgs, chromiumPath } from '../testing/chromium.ts';
import { startLocalWorker } from '../testing/local-worker.ts';
import { writeLongPostContent } from './long-post.ts';
import { serveResponsesSite } from './responses-site.ts';

/** A run whose trace missed the navigation's start (Lighthouse's NO_NAVSTART): it has no figures. */
class TraceMissedStart extends Error {}

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const { locales, defaultLocale } = loadLocalizedContent();
const asked = process.argv.slice(2);
const longPost = asked.includes('--long-post') ? await buildLongPost() : undefined;
const responsesSite = asked.includes('--responses')
  ? await serveResponsesSite({ port: Number(process.env.MEASURE_PORT ?? 45125) })
  : undefined;
/**
 * With --responses, each post also without its responses (held back as pending, which draws a new
 * version, so the next request misses the cache), audited in turn with them in the same runs: the
 * machine's noise, which moves Performance by tens of points, falls on both alike.
 */
const withoutResponses = ' (no response shown)';
const paths = responsesSite
  ? responsesSite.pages.flatMap((page) => [page, page + withoutResponses])
  : longPost
    ? [longPost]
    : asked.length > 0
      ? asked
      : locales.map((tag) => pagePathOf(tag, defaultLocale));
const server = responsesSite ?? (await startLocalWorker({ persistTo: '.wrangler/bench-state' }));
type Figures = { scores: number[]; lcp: number; tbt: number; cls: number };
const figures = new Map<string, Figures[]>(paths.map((path) => [path, []]));
try {
  const urlOf = (path: string) => server.url + path.replace(withoutResponses, '');
  const prepare = (path: string) =>
    responsesSite?.showResponses(path.replace(withoutResponses, ''), !path.endsWith(withoutResponses));
  for (const path of paths) {
    prepare(path);
    await warm(urlOf(path));
  }
  for (let run = 1; run <= runs; run++) {
    for (const path of paths) {
      console.log(`\nRun ${run} of ${runs}, ${path}`);
      prepare(path);
      figures.get(path)?.push(await audit(urlOf(path)));
    }
  }
} finally {
  await server.stop();
}
const range = (values: number[], digits = 0) =>
  `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;
for (const [path, page] of figures) {
  console.log(`\n${path}, ${runs} runs:`);
  categories.forEach((id, index) => {
    console.log(`  ${id.padEnd(16)} ${range(page.map((f) => f.scores[index]))}`);
  });
  const lcps = page.map((f) => f.lcp / 1000);
  console.log(
    `  LCP              ${range(lcps, 2)} s, ≤ 1.2 s in ${lcps.filter((lcp) => lcp <= 1.2).length} of ${runs}`,
  );
  console.log(`  TBT              ${range(page.map((f) => f.tbt))} ms`);
  console.log(
    `  CLS              ${range(
      page.map((f) => f.cls),
      3,
    )}`,
  );
}

/** Writes the long post's content folder and builds it into dist/ (`npm run build`); gives the post's path. */
async function buildLongPost() {
  const dir = resolve('node_modules/.cache/long-post-content');
  rmSync(dir, { recursive: true, force: true });
  const { path } = await writeLongPostContent(dir);
  console.log(`Building ${dir} with a long post at ${path}`);
  const built = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, CONTENT_DIR: dir },
  });
  if (built.status !== 0) throw new Error(`npm run build of ${dir} failed`);
  console.log(
    `dist/ now holds that build (CONTENT_DIR=${dir} npm run budgets weighs it; npm run build makes yours again)`,
  );
  return path;
}

/**
 * Asks the fresh local server once for the page and everything it names, as the bench does: the
 * first answers of a just-started wrangler are slow, and Lighthouse would count that wait as the
 * server's response time for every request of the first run.
 */
async function warm(pageUrl: string) {
  const url = new URL(pageUrl).origin;
  const html = await (await fetch(pageUrl)).text();
  const named = new Set(
    [...html.matchAll(/(?:href|src|srcset|srcSet)="(\/[^"\s]*)|import\("(\/[^"]+)"\)/g)].map(
      (match) => match[1] ?? match[2],
    ),
  );
  for (const file of named) await (await fetch(url + file)).arrayBuffer();
}

async function audit(url: string): Promise<Figures> {
  // Now and then Lighthouse's trace misses the navigation's start (NO_NAVSTART) and the run has no
  // figures at all: that run is made again, and says so.
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath,
      chromeFlags: ['--headless=new', ...chromiumArgs],
    });
    try {
      return await auditIn(chrome.port, url);
    } catch (error) {
      if (!(error instanceof TraceMissedStart) || attempt === 3) throw error;
      console.log(`  ${error.message}: running it again`);
    } finally {
      await chrome.kill();
    }
  }
}

async function auditIn(port: number, url: string): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
  });
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  // A run Lighthouse could not finish (e.g. no paint it could see) says why instead of scoring.
  if (lhr.runtimeError?.code === 'NO_NAVSTART') throw new TraceMissedStart('the trace missed the start');
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  for (const warning of lhr.runWarnings) console.log(`  warning: ${warning}`);
  console.log(`Lighthouse ${lhr.lighthouseVersion}, mobile defaults, ${lhr.finalDisplayedUrl}`);
  for (const id of categories) {
    console.log(
      `  ${lhr.categories[id].title.padEnd(16)} ${Math.round((lhr.categories[id].score ?? 0) * 100)}`,
    );
  }
  for (const id of ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']) {
    console.log(`  ${lhr.audits[id].title.padEnd(26)} ${lhr.audits[id].displayValue}`);
  }
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: { snippet?: string } }[] }[] }
    | undefined;
  const snippet = lcpElement?.items?.[0]?.items?.[0]?.node?.snippet;
  if (snippet) console.log(`  LCP element: ${snippet}`);
  const blocking = lhr.audits['render-blocking-resources']?.details as {
    items?: { url: string; wastedMs: number }[];
  };
  for (const item of blocking?.items ?? [])
    console.log(`  render-blocking: ${item.url} (${item.wastedMs} ms)`);
  const failing = Object.values(lhr.audits).filter(
    (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
  );
  for (const audit of failing) console.log(`  not passed: ${audit.id} (${audit.title})`);
  return {
    scores: categories.map((id) => Math.round((lhr.categories[id].score ?? 0) * 100)),
    lcp: lhr.audits['largest-contentful-paint'].numericValue ?? Number.NaN,
    tbt: lhr.audits['total-blocking-time'].numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift'].numericValue ?? Number.NaN,
  };
}
