/**
 * What every page of `npm run bench` shares: one load in Chromium as a weak phone has it (slow 4G:
 * 150 ms RTT, 1.6 Mbps down, 750 kbps up; 4× CPU slowdown; cache disabled; a phone's 412 × 823
 * viewport), timed to when a page-specific watcher sees its content painted, and the rounds
 * that alternate the pages.
 */
import { type Browser, chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../testing/chromium.ts';
import { mainThreadTime, traceCategories } from './main-thread.ts';

export const launch = () => chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

/**
 * Runs in the page before anything else, given `marks`: sets `window.__contentShown` to the first
 * frame at which the page's content is on screen. Playwright sends it as source text, so it must
 * use nothing from outside itself.
 */
export type Watcher<Marks> = { script: (marks: Marks) => void; marks: Marks };

export const phoneViewport = { width: 412, height: 823 };

export type Sample = {
  dataShown: number;
  /** The HTML's first byte, its last byte and the end of its parse (the navigation's timing). */
  firstByte: number;
  htmlLoaded: number;
  parsed: number;
  fcp: number;
  jsRequested: number;
  jsDownloaded: number;
  jsEvaluated: number | null;
  bytes: Record<string, number>;
  /** With BENCH_TRACE=1: the main thread's time by kind, from the navigation to the content's frame. */
  mainThread?: Record<string, number>;
};

// Tracing costs the page time of its own, the same for every page: only when asked for.
const tracing = process.env.BENCH_TRACE === '1';

/** Waits until the watcher has noted the frame with the content. */
export const contentShownIn = (page: Page, timeout?: number) =>
  page.waitForFunction(() => (window as unknown as { __contentShown?: number }).__contentShown, null, {
    timeout,
  });

/** One throttled load of `url`: when its content showed, its first paint, its JavaScript and its bytes by kind. */
export async function measure<Marks>(
  browser: Browser,
  url: string,
  watcher: Watcher<Marks>,
): Promise<Sample> {
  // Lighthouse's phone. Playwright's default, 1280 × 720, laid the page out as a desktop would.
  const context = await browser.newContext({ viewport: phoneViewport });
  const page: Page = await context.newPage();
  if (tracing) {
    // A renderer process the navigation starts joins the trace late, its first 200 ms lost: one of
    // the same site, already running, is traced from the navigation's start.
    await page.goto(new URL('/robots.txt', url).href);
    await browser.startTracing(page, { categories: traceCategories });
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const types = new Map<string, string>();
  const bytes: Record<string, number> = {};
  cdp.on('Network.responseReceived', (event) => {
    const path = new URL(event.response.url).pathname;
    const kind = path.startsWith('/api/')
      ? 'api'
      : /\.js$/.test(path)
        ? 'js'
        : /\.css$/.test(path)
          ? 'css'
          : event.type === 'Document'
            ? 'html'
            : 'other';
    types.set(event.requestId, kind);
  });
  let inFlight = 0;
  let lastChange = Date.now();
  const settle = (change: number) => {
    inFlight += change;
    lastChange = Date.now();
  };
  cdp.on('Network.requestWillBeSent', () => settle(1));
  cdp.on('Network.loadingFailed', () => settle(-1));
  cdp.on('Network.loadingFinished', (event) => {
    settle(-1);
    const kind = types.get(event.requestId) ?? 'other';
    bytes[kind] = (bytes[kind] ?? 0) + event.encodedDataLength;
  });
  // Playwright's argument type (Unboxed<Marks>) does not reduce for a generic Marks.
  await page.addInitScript(watcher.script as (marks: unknown) => void, watcher.marks);
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await contentShownIn(page, 60_000);
  // The site asks for its script two frames after its first paint, often after the content showed,
  // and Playwright's 'networkidle' had fired by then: wait for those frames, the requests they
  // start, and the script to have run, so its timings below are read.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
      ),
  );
  const quietBy = Date.now() + 30_000;
  while ((inFlight > 0 || Date.now() - lastChange < 500) && Date.now() < quietBy)
    await page.waitForTimeout(50);
  if (await page.evaluate(() => document.querySelector('script[type="module"]') !== null))
    await page.waitForFunction(() => performance.getEntriesByName('app:hydrated').length > 0, null, {
      timeout: 60_000,
    });
  const timings = await page.evaluate(() => ({
    dataShown: (window as unknown as { __contentShown: number }).__contentShown,
    ...(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return {
        firstByte: navigation.responseStart,
        htmlLoaded: navigation.responseEnd,
        parsed: navigation.domInteractive,
      };
    })(),
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    jsEvaluated: performance.getEntriesByName('app:hydrated')[0]?.startTime ?? null,
    ...(() => {
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        (entry) => entry.name.endsWith('.js'),
      );
      return {
        jsRequested: Math.min(...scripts.map((entry) => entry.startTime)),
        jsDownloaded: Math.max(...scripts.map((entry) => entry.responseEnd)),
      };
    })(),
  }));
  const mainThread = tracing ? mainThreadTime(await browser.stopTracing(), timings.dataShown) : undefined;
  await context.close();
  return { ...timings, bytes, mainThread };
}

export const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The slowest and fastest round, as the bench prints them beside a median: "(412–980)". */
export const spreadOf = (values: number[]) =>
  `(${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;

/**
 * Loads each page once to warm the server (not the browser: its cache is off), then `rounds`
 * rounds of all of them, each round starting with a different page and every other round in
 * reverse, so no page always runs first or last, nor always after the same page. Prints each
 * round's times, as `ready` reads them.
 */
export async function alternate<Name extends string, Marks>({
  browser,
  origin,
  pages,
  watcher,
  rounds,
  ready = (_name, sample) => sample.dataShown,
}: {
  browser: Browser;
  origin: string;
  pages: Record<Name, string>;
  watcher: Watcher<Marks>;
  rounds: number;
  ready?: (name: Name, sample: Sample) => number;
}): Promise<Record<Name, Sample[]>> {
  const order = Object.entries(pages) as [Name, string][];
  const samples = Object.fromEntries(order.map(([name]) => [name, []])) as unknown as Record<Name, Sample[]>;
  for (const [, path] of order) await measure(browser, origin + path, watcher);
  for (let round = 1; round <= rounds; round++) {
    const start = Math.floor((round - 1) / 2) % order.length;
    const rotated = [...order.slice(start), ...order.slice(0, start)];
    if (round % 2 === 0) rotated.reverse();
    for (const [name, path] of rotated) samples[name].push(await measure(browser, origin + path, watcher));
    console.log(
      `round ${round}/${rounds}: ${order
        .map(([name]) => `${name} ${ready(name, samples[name].at(-1) as Sample).toFixed(0)} ms`)
        .join(', ')}`,
    );
  }
  return samples;
}
