/**
 * `node measure/search-cpu.ts [dist/client]`: what a search costs the Worker, on a built site with
 * search on (site.json `search`): CPU per query, the first query of a new isolate included, and
 * the answer's size gzip (at most 15 KB), for each language's index.
 *
 * The Worker's own search code (worker/search/search-page.ts: the index read and parsed, MiniSearch
 * loaded from the shards, the query, the excerpts, the page) runs here in Node, whose V8 is
 * workerd's, with the assets read from disk: workerd's own work for a request (its HTTP, the assets'
 * I/O) is left out, and is the same for any page. A first query runs in a fresh process each: its CPU
 * includes loading the search's modules and its language's stemmer, as a new isolate's does (the
 * entry's start is `npm run bench:cold-start`'s). Its queries are drawn from the index itself: a
 * title's first word, two words of a title, a word of one misspelt by a letter (its first, so every
 * shard is read: the worst case), and a word in no document (the same).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import type { ChunkedDocument } from '../shared/search/index-files.ts';
// Loaded before any timing: Node's own step for a .ts module is no cost of the Worker's. Each
// stemmer it names is JS, loaded by the first query of its language, as in the Worker.
import { allStemmers } from '../shared/search/stemmers.ts';

const clientDir = resolve(
  process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : 'dist/client',
);
const coldRuns = Number(process.env.MEASURE_COLD_RUNS ?? 5);
const warmRuns = Number(process.env.MEASURE_WARM_RUNS ?? 40);

type Sample = { cpuMs: number; bytes: number; gzip: number; results: number };

/** The Worker's search page as built (dist/worker/assets/search-page-*.js): bundled JS, as workerd loads it. */
const builtChunk = (() => {
  const assets = join(clientDir, '..', 'worker', 'assets');
  const chunk = readdirSync(assets).find((name) => /^search-page-.*\.js$/.test(name));
  if (!chunk) throw new Error(`no search-page chunk in ${assets}: build a site with search on first`);
  return pathToFileURL(join(assets, chunk)).href;
})();

type AnswerSearch = (
  c: unknown,
  locale: string,
  defaultLocale: string,
  stemmers: unknown,
) => Promise<Response>;
let app: Hono | undefined;

/** One query answered as the Worker answers it, timed in this process's CPU from `start` (before its modules load, for a first query). */
async function answer(lang: string, query: string, start = process.cpuUsage()): Promise<Sample> {
  if (!app) {
    const { answerSearch } = (await import(builtChunk)) as { answerSearch: AnswerSearch };
    app = new Hono().get('/search/:lang', (c) =>
      answerSearch(c, c.req.param('lang'), c.req.param('lang'), allStemmers),
    );
  }
  const env = {
    ASSETS: {
      fetch: async (url: string) => new Response(readFileSync(join(clientDir, new URL(url).pathname))),
    },
    SEARCH_RATE_LIMITER: { limit: async () => ({ success: true }) },
  };
  const response = await app.request(
    `https://site.example/search/${lang}?q=${encodeURIComponent(query)}`,
    {},
    env,
  );
  const body = Buffer.from(await response.arrayBuffer());
  const { user, system } = process.cpuUsage(start);
  if (response.status !== 200) throw new Error(`${query}: ${response.status}`);
  return {
    cpuMs: (user + system) / 1000,
    bytes: body.length,
    gzip: gzipSync(body).length,
    results: (body.toString().match(/<li[ >]/g) ?? []).length,
  };
}

// A child's one cold query: its sample on stdout.
if (process.argv.includes('--one')) {
  const [lang, query] = process.argv.slice(process.argv.indexOf('--one') + 1);
  // Node loads its fetch classes (undici) on their first use; workerd has them built in, so not timed.
  await new Response(new Request('https://site.example/', { method: 'POST', body: 'x' }).body).text();
  // Nor is ICU's data, which a process loads once and every isolate of a workerd process shares: it is
  // touched here in another language than the query's, whose own formatters are still made in the timing.
  new Intl.DateTimeFormat('ko', { dateStyle: 'long' }).format(0);
  new Intl.Locale('ko').maximize();
  new Intl.Segmenter('ko', { granularity: 'word' }).segment('가').containing(0);
  const start = process.cpuUsage();
  process.stdout.write(JSON.stringify(await answer(lang, query, start)));
  process.exit(0);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Queries drawn from a language's index: its documents' titles. */
function queriesOf(lang: string): Record<string, string> {
  const folder = join(clientDir, 'search-index', lang);
  const stored = readdirSync(folder)
    .filter((name) => name.startsWith('texts-'))
    .flatMap((name) => JSON.parse(readFileSync(join(folder, name), 'utf8')) as ChunkedDocument[]);
  const words = stored.flatMap(({ title }) => title.match(/[\p{L}\p{N}]{5,}/gu) ?? []);
  const word = words[Math.floor(words.length / 2)] ?? 'search';
  const two = stored
    .map(({ title }) => title.match(/[\p{L}\p{N}]{3,}/gu) ?? [])
    .find((found) => found.length >= 2) ?? [word];
  return {
    'one word': word,
    'two words': two.slice(0, 2).join(' '),
    'misspelt first letter': `${word[0] === 'x' ? 'y' : 'x'}${word.slice(1)}`,
    'no document': 'qzxwvkj',
  };
}

const languages = readdirSync(join(clientDir, 'search-index'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
console.log(
  `Search CPU and answer size (${clientDir}): ${coldRuns} first queries in fresh processes, ${warmRuns} warm`,
);
let over = 0;
for (const lang of languages) {
  const files = readdirSync(join(clientDir, 'search-index', lang));
  const shards = files.filter((name) => name.startsWith('terms-')).length;
  const bytes = files.reduce(
    (sum, name) => sum + readFileSync(join(clientDir, 'search-index', lang, name)).length,
    0,
  );
  console.log(`  ${lang}: ${files.length} files, ${shards} term shards, ${(bytes / 1024).toFixed(0)} KB`);
  for (const [kind, query] of Object.entries(queriesOf(lang))) {
    const cold = Array.from(
      { length: coldRuns },
      () =>
        JSON.parse(
          execFileSync(process.execPath, [import.meta.filename, clientDir, '--one', lang, query], {
            encoding: 'utf8',
          }),
        ) as Sample,
    );
    await answer(lang, query);
    const warm: number[] = [];
    let last = cold[0];
    for (let run = 0; run < warmRuns; run++) {
      last = await answer(lang, query);
      warm.push(last.cpuMs);
    }
    const firstMs = median(cold.map(({ cpuMs }) => cpuMs));
    if (last.gzip > 15 * 1024) over++;
    console.log(
      `    ${kind.padEnd(22)} "${query}": ${String(last.results).padStart(2)} results, first query ${firstMs.toFixed(1)} ms, then ${median(warm).toFixed(2)} ms CPU; answer ${(last.bytes / 1024).toFixed(1)} KB, ${(last.gzip / 1024).toFixed(1)} KB gzip`,
    );
  }
}
if (over > 0) {
  console.error(`${over} answers over 15 KB gzip`);
  process.exit(1);
}
