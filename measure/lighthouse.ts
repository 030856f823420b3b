/**
 * `npm run lighthouse`: Lighthouse with its mobile defaults (simulated slow 4G, 4× CPU) in Debian's
 * Chromium against the local production build; prints the four category scores and LCP, TBT, CLS
 * of each run, the machine's benchmark index and the longest main-thread task with its source, then
 * each figure's median and range, for each language's page (`/`, `/de/`…; `npm run lighthouse --
 * /de/` for some of them). Lighthouse's own figures move from run to run, so it runs five times
 * (`LIGHTHOUSE_RUNS=N` for another count), each in a fresh browser, the pages in turn.
 * `npm run lighthouse -- --vs <ref>` builds the commit `ref` (a branch, a tag, HEAD~1) in a
 * temporary worktree (./other-commit.ts), serves both builds, and alternates each page's audits
 * between them, the side audited first swapped every run, then prints both sides and the ratio
 * of their medians: on a shared machine only the same minutes' figures can judge a change.
 * `npm run lighthouse -- --long-post` audits a post instead: it writes the fixture's content with a
 * long post (./long-post.ts) into node_modules/.cache/long-post-content, builds that into dist/, and
 * audits the post's page. `npm run lighthouse -- --responses` audits a post showing 20 approved
 * responses, in English and in Arabic (./responses-site.ts: the variant site, built in a copy),
 * each in turn with the same post showing none. MEASURE_PORT (and the next port, with --vs) is
 * where the servers listen; free ports by default. `npm run lighthouse -- --floors` also audits,
 * in the same runs, a blank page and each page's snapshot without and with React alone
 * (./lighthouse-floors.ts): the least this machine lets any page, and any React page, score.
 * `--cpu-slowdown N` simulates the CPU N× slower than this machine instead of Lighthouse's 4×.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { MainThreadTasks } from 'lighthouse/core/computed/main-thread-tasks.js';
import { throttling } from 'lighthouse/core/config/constants.js';
import { loadLocalizedContent } from '../builder/content/load.ts';
import { pagePathOf } from '../shared/locales.ts';
import { chromiumArgs, chromiumPath } from '../testing/chromium.ts';
import { type LocalWorker, startLocalWorker } from '../testing/local-worker.ts';
import {
  categories,
  describeTask,
  type Figures,
  figuresOf,
  type LighthouseResult,
  ratioOfMedians,
  summary,
} from './lighthouse-figures.ts';
import { removeFloors, writeFloors } from './lighthouse-floors.ts';
import { writeLongPostContent } from './long-post.ts';
import { buildOtherCommit, type OtherCommit, thisCheckoutLabel } from './other-commit.ts';
import { serveResponsesSite } from './responses-site.ts';

/** A run whose trace missed the navigation's start (Lighthouse's NO_NAVSTART): it has no figures. */
class TraceMissedStart extends Error {}

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const measurePort = process.env.MEASURE_PORT ? Number(process.env.MEASURE_PORT) : undefined;
const { locales, defaultLocale } = loadLocalizedContent();
const { values: options, positionals: asked } = parseArgs({
  allowPositionals: true,
  options: {
    vs: { type: 'string' },
    'long-post': { type: 'boolean' },
    responses: { type: 'boolean' },
    floors: { type: 'boolean' },
    'cpu-slowdown': { type: 'string' },
  },
});
if (options.vs !== undefined && (options['long-post'] || options.responses))
  throw new Error(
    '--vs audits the pages of two builds of the same content: not with --long-post or --responses',
  );
/**
 * Lighthouse's mobile default is 4×, right for a machine of benchmark index about 1,500: the CPU
 * throttling calculator its lr-mobile-config.js cites (lighthouse-cpu-throttling-calculator.vercel.app)
 * gives 3× at 1,300 and 2× at 800 for the same phone.
 */
const cpuSlowdown = options['cpu-slowdown'] === undefined ? undefined : Number(options['cpu-slowdown']);
if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1))
  throw new Error(`--cpu-slowdown takes a multiplier of 1 or more, not ${options['cpu-slowdown']}`);
if (options.floors && (options.vs !== undefined || options['long-post'] || options.responses))
  throw new Error(
    '--floors audits the floors under the pages of this build: not with --vs, --long-post or --responses',
  );
const longPost = options['long-post'] ? await buildLongPost() : undefined;
const responsesSite = options.responses
  ? await serveResponsesSite({ port: measurePort ?? 45125 })
  : undefined;
/**
 * With --responses, each post also without its responses (held back as pending, which draws a new
 * version, so the next request misses the cache), audited in turn with them in the same runs: the
 * machine's noise, which moves Performance by tens of points, falls on both alike.
 */
const withoutResponses = ' (no response shown)';
const pages = responsesSite
  ? responsesSite.pages.flatMap((page) => [page, page + withoutResponses])
  : longPost
    ? [longPost]
    : asked.length > 0
      ? asked
      : locales.map((tag) => pagePathOf(tag, defaultLocale));
/** With --floors, the floors (./lighthouse-floors.ts), by label. */
const floorList = options.floors ? await writeFloors(pages) : [];
const floors = new Map(floorList.map(({ label, url }) => [label, url]));
// The blank page first, then each page with its own floors right after it: the same minutes' noise.
const paths = [
  ...floorList.filter(({ under }) => under === undefined).map(({ label }) => label),
  ...pages.flatMap((page) => [
    page,
    ...floorList.filter(({ under }) => under === page).map(({ label }) => label),
  ]),
];

/** A build audited, its server, and how to start that server again (a local Worker's). */
type Side = {
  label: string;
  server: Pick<LocalWorker, 'url' | 'stop'>;
  restart?: () => Promise<LocalWorker>;
  other?: OtherCommit;
};
const sides: Side[] = [];
try {
  const startThis = () => startLocalWorker({ persistTo: '.wrangler/bench-state', port: measurePort });
  sides.push({
    label: options.vs === undefined ? 'this build' : thisCheckoutLabel(),
    server: responsesSite ?? (await startThis()),
    restart: responsesSite ? undefined : startThis,
  });
  if (options.vs !== undefined) {
    const other = buildOtherCommit(options.vs);
    const startOther = () =>
      startLocalWorker({
        persistTo: resolve(other.checkout, '.wrangler/bench-state'),
        checkout: other.checkout,
        port: measurePort === undefined ? undefined : measurePort + 1,
      });
    const server = await startOther().catch((error) => {
      other.remove();
      throw error;
    });
    sides.push({ label: other.label, other, server, restart: startOther });
  }
  const figures = new Map(
    sides.map((side) => [side, new Map<string, Figures[]>(paths.map((path) => [path, []]))]),
  );
  const urlOf = (side: Side, path: string) =>
    side.server.url + (floors.get(path) ?? path.replace(withoutResponses, ''));
  const prepare = (path: string) =>
    responsesSite?.showResponses(path.replace(withoutResponses, ''), !path.endsWith(withoutResponses));
  for (const side of sides)
    for (const path of paths) {
      prepare(path);
      await warm(urlOf(side, path));
    }
  for (let run = 1; run <= runs; run++) {
    for (const path of paths) {
      // Every other run the other side goes first, so neither always follows the same work.
      for (const side of run % 2 ? sides : sides.toReversed()) {
        console.log(`\nRun ${run} of ${runs}, ${path}${sides.length > 1 ? `, ${side.label}` : ''}`);
        prepare(path);
        await answering(side);
        figures
          .get(side)
          ?.get(path)
          ?.push(await audit(urlOf(side, path)));
      }
    }
  }
  for (const path of paths) {
    for (const side of sides) {
      console.log(`\n${path}, ${sides.length > 1 ? `${side.label}, ` : ''}${runs} runs: median (range)`);
      for (const line of summary(figures.get(side)?.get(path) ?? [])) console.log(line);
    }
    if (sides.length > 1) {
      const [ours, theirs] = sides.map((side) => figures.get(side)?.get(path) ?? []);
      const of = (runsOf: Figures[], pick: (f: Figures) => number) => runsOf.map(pick);
      console.log(
        `\n${path}, ${sides[0].label} / ${sides[1].label}, ratio of medians: TBT ${ratioOfMedians(
          of(ours, (f) => f.tbt),
          of(theirs, (f) => f.tbt),
        )}, longest task ${ratioOfMedians(
          of(ours, (f) => f.longest?.ms ?? 0),
          of(theirs, (f) => f.longest?.ms ?? 0),
        )}, page script's longest task ${ratioOfMedians(
          of(ours, (f) => f.longestScript?.ms ?? 0),
          of(theirs, (f) => f.longestScript?.ms ?? 0),
        )}, Performance ${ratioOfMedians(
          of(ours, (f) => f.scores[0]),
          of(theirs, (f) => f.scores[0]),
        )}`,
      );
    }
  }
} finally {
  for (const side of sides) {
    await side.server.stop();
    side.other?.remove();
  }
  if (options.floors) removeFloors();
}

/**
 * Starts a side's local Worker again if it stopped answering: on a machine shared with other jobs
 * its workerd has been seen gone mid-run, and Lighthouse then audits Chromium's error page.
 */
async function answering(side: Side) {
  const up = await fetch(`${side.server.url}/robots.txt`, { signal: AbortSignal.timeout(10_000) }).then(
    (response) => response.ok,
    () => false,
  );
  if (up || !side.restart) return;
  console.log(`  ${side.label}'s server stopped answering: starting it again`);
  await side.server.stop();
  side.server = await side.restart();
  await warm(side.server.url + paths[0]);
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
    ...(cpuSlowdown !== undefined && {
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
    }),
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
  const observed = (
    await MainThreadTasks.request(result.artifacts.Trace, { computedCache: new Map() })
  ).filter((task) => !task.parent);
  const figures = figuresOf(lhr as unknown as LighthouseResult, observed);
  console.log(
    `  benchmark index ${Math.round(figures.benchmarkIndex)}; longest task ${describeTask(figures.longest)}`,
  );
  return figures;
}
