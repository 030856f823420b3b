/**
 * `npm run lighthouse`: Lighthouse with its mobile defaults (simulated slow 4G, 4× CPU) in Debian's
 * Chromium against the local production build; prints the four category scores and LCP, TBT, CLS.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from './lib/chromium.ts';
import { startLocalWorker } from './lib/local-worker.ts';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const server = await startLocalWorker({ persistTo: '.wrangler/bench-state' });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumArgs],
});
try {
  const result = await lighthouse(`${server.url}/`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
  });
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
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
} finally {
  await chrome.kill();
  await server.stop();
}
