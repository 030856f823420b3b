/**
 * `npm run bench:peer -- --example <folder>`: a post of this site against a post of Astro's blog
 * example, the best-known blog template, under `npm run bench`'s conditions (./bench-load.ts): the
 * moment each post's last paragraph is painted.
 *
 * The peer is built from a clone of withastro/astro (its examples/blog, given as the folder; none of
 * it is kept here) with its own dependencies from the registry, and served as plain assets of the
 * same local Worker as the site, under /__peer/. Our post: the default language's newest
 * (`--post PATH` for another); theirs: `--peer-post SLUG` (first-post, five paragraphs of text).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadSiteMap } from '../builder/build-model.ts';
import { startLocalWorker } from '../testing/local-worker.ts';
import { alternate, launch, median, type Sample, spreadOf } from './bench-load.ts';
import { newestFirst } from './newest-first.ts';

const { values } = parseArgs({
  options: { example: { type: 'string' }, post: { type: 'string' }, 'peer-post': { type: 'string' } },
});
if (!values.example || !existsSync(join(values.example, 'astro.config.mjs')))
  throw new Error(
    '--example must name the folder of Astro’s blog example (examples/blog in withastro/astro)',
  );
const rounds = Number(process.env.BENCH_ROUNDS ?? 15);
const siteMap = loadSiteMap();
const ours =
  values.post ??
  newestFirst(siteMap.pages).find((page) => page.kind === 'entry' && page.locale === siteMap.defaultLocale)
    ?.path;
if (!ours) throw new Error('the site has no post to measure');
const peerPath = `/__peer/blog/${values['peer-post'] ?? 'first-post'}/`;
const peerDir = join('dist', 'client', '__peer');

/** Runs a command in `cwd`, failing with its output. */
function run(cwd: string, command: string, args: string[]) {
  const done = spawnSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (done.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${done.stdout}${done.stderr}`);
}

// Built as its README says (npm install, astro build), its pages under the path it is served at.
const work = mkdtempSync(join(tmpdir(), 'peer-blog-'));
try {
  cpSync(values.example, work, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist|\.astro)$/.test(source),
  });
  console.log(`Installing and building Astro's blog example in ${work}…`);
  run(work, 'npm', ['install', '--no-audit', '--no-fund']);
  run(work, process.execPath, [
    join('node_modules', 'astro', 'bin', 'astro.mjs'),
    'build',
    '--base',
    '/__peer',
  ]);
  rmSync(peerDir, { recursive: true, force: true });
  cpSync(join(work, 'dist'), peerDir, { recursive: true });
} finally {
  rmSync(work, { recursive: true, force: true });
}

/**
 * Runs in the page before anything else: notes when the last paragraph of the page's main content
 * (`marks`, by path) has been painted: the second frame after it is in the document, as the
 * post's own bench waits (./bench-post.ts).
 */
function watchForLastParagraph(marks: Record<string, string>) {
  const w = window as unknown as { __contentShown?: number };
  const mark = marks[location.pathname];
  const done = () => Array.from(document.querySelectorAll('main p')).at(-1)?.textContent === mark;
  const observer = new MutationObserver(() => {
    if (w.__contentShown === undefined && done()) {
      observer.disconnect();
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          w.__contentShown = performance.now();
        }),
      );
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

const browser = await launch();
const server = await startLocalWorker({ persistTo: '.wrangler/bench-state' });
try {
  const pages = { ours, astro: peerPath } as const;
  const marks: Record<string, string> = {};
  for (const path of Object.values(pages)) {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto(server.url + path);
    marks[path] = await page.evaluate(
      () => Array.from(document.querySelectorAll('main p')).at(-1)?.textContent ?? '',
    );
    await page.close();
    if (!marks[path]) throw new Error(`${path} has no paragraph in <main> to wait for`);
  }
  const samples = await alternate({
    browser,
    origin: server.url,
    pages,
    watcher: { script: watchForLastParagraph, marks },
    rounds,
  });
  type Name = keyof typeof pages;
  const medianOf = (name: Name, pick: (sample: Sample) => number) => median(samples[name].map(pick));
  console.log(`\nThe post's last paragraph painted (median of ${rounds} rounds, slow 4G, 4× CPU):`);
  for (const name of Object.keys(pages) as Name[]) {
    const kinds = ['html', 'css', 'js', 'other'].map(
      (kind) => `${kind} ${(medianOf(name, (s) => s.bytes[kind] ?? 0) / 1024).toFixed(1)} KB`,
    );
    console.log(
      `  ${name.padEnd(6)} ${pages[name]}\n         ${medianOf(name, (s) => s.dataShown).toFixed(0)} ms ${spreadOf(samples[name].map((s) => s.dataShown))}, first paint ${medianOf(name, (s) => s.fcp).toFixed(0)} ms; ${kinds.join(', ')}`,
    );
  }
  const ratio = medianOf('ours', (s) => s.dataShown) / medianOf('astro', (s) => s.dataShown);
  const paired = median(
    samples.ours.map((sample, round) => sample.dataShown / samples.astro[round].dataShown),
  );
  console.log(
    `  ours/astro            ${ratio.toFixed(2)}  (target ≤ 1.00: ${ratio <= 1 ? 'met' : 'not met'})`,
  );
  console.log(`  ours/astro, by round  ${paired.toFixed(2)}  (median of the rounds' own ratios)`);
} finally {
  await server.stop();
  await browser.close();
  rmSync(peerDir, { recursive: true, force: true });
}
