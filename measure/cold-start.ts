/**
 * `npm run bench:cold-start`: what the Worker's start-up costs a visitor who meets a cold one (a
 * portfolio is visited rarely). Each round starts a fresh Node process that imports the built
 * Worker (dist/worker/index.js) and answers one GET /api/about, and one that does the same with a
 * bare Hono Worker bundled the same way (measure/bare-worker.ts), alternating which goes
 * first. It prints each side's median with its spread, and the ratio of the medians, in wall time
 * and in CPU time: on a busy machine a process waits for a core, and only the CPU time is the work.
 *
 * Node, not workerd: both run the bundle in V8, and what differs between the two Workers is
 * compiling and evaluating the bundle and the first request, which Node measures with a few ms of
 * fixed start-up instead of workerd's own (a process the edge keeps running, isolate after isolate).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtWorker, wranglerEntry } from '../builder/built-site.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 15);
const root = join(import.meta.dirname, '..');
const request = join(import.meta.dirname, 'cold-start-request.mjs');

/** The Worker to time: the build's, or another bundle given as the argument (an earlier build's, say). */
const siteWorker = process.argv[2] ?? builtWorker;
if (!existsSync(siteWorker)) throw new Error(`${siteWorker} is missing: run npm run build first`);

/** The bare Worker through wrangler.toml's own settings (compatibility), minified as the build minifies the site's. */
function bundleBareWorker(outdir: string): string {
  const bundle = spawnSync(
    process.execPath,
    [wranglerEntry, 'deploy', 'measure/bare-worker.ts', '--minify', '--dry-run', '--outdir', outdir],
    { cwd: root, encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
  );
  if (bundle.status !== 0) throw new Error(`bundling the bare Worker failed:\n${bundle.stderr}`);
  return join(outdir, 'bare-worker.js');
}

type Timing = { wall: number; cpu: number };

/** Milliseconds from starting a fresh process to its exit, having answered the request, and its CPU time. */
function coldStart(bundle: string): Timing {
  const start = performance.now();
  const run = spawnSync(process.execPath, [request, bundle], { encoding: 'utf8' });
  const wall = performance.now() - start;
  if (run.status !== 0) throw new Error(`${bundle} failed its cold start:\n${run.stderr}`);
  return { wall, cpu: Number(run.stdout) / 1000 };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const outdir = mkdtempSync(join(tmpdir(), 'cold-start-'));
try {
  const sides = [
    { name: 'site', bundle: siteWorker, times: [] as Timing[] },
    { name: 'bare', bundle: bundleBareWorker(outdir), times: [] as Timing[] },
  ];
  // Not counted: the first start reads the files from disk.
  for (const side of sides) coldStart(side.bundle);
  for (let round = 0; round < rounds; round++) {
    for (const side of round % 2 ? [...sides].reverse() : sides) side.times.push(coldStart(side.bundle));
  }
  console.log(`Cold start, a fresh process answering GET /api/about (${rounds} rounds, median [min–max]):`);
  for (const { name, bundle } of sides)
    console.log(`  ${name}: ${bundle} (${(statSync(bundle).size / 1024).toFixed(1)} KiB)`);
  for (const measure of ['wall', 'cpu'] as const) {
    const [site, bare] = sides.map(({ times }) => times.map((timing) => timing[measure]));
    const spread = (values: number[]) =>
      `${median(values).toFixed(1)} ms [${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)}]`;
    const more = median(site) - median(bare);
    console.log(
      `  ${measure.padEnd(4)} site ${spread(site)}, bare ${spread(bare)}: site/bare ${(median(site) / median(bare)).toFixed(2)} (${more.toFixed(1)} ms more)`,
    );
  }
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
