/**
 * `node measure/search-first-query.ts [rounds]`: the Worker's CPU for the first search of a new
 * isolate, in workerd as `npm start` serves the last build (`npm run build` with search on). Each
 * round starts a fresh server, asks it for `/` (the isolate's start and its first request), then
 * times, from outside (./workerd-cpu.ts), one request for `/api/about` (any request's own cost:
 * workerd's HTTP, wrangler's proxy, the Worker's routing and an answer it holds; not a page, whose
 * asset and count are services' work), the first search (loading the search's chunk and the
 * language's stemmer, reading and parsing the index's files, the query and the page), and a second
 * search of another word (warm). What the search adds is each search less that request.
 *
 * Each round runs twice: as `npm start` serves the build, and with the built Worker wrapped so that
 * the index's files come from memory and the rate limiter answers at once. Locally both are
 * services inside the same workerd process, so their work counts in its CPU; at the edge they are
 * services of their own, and the isolate's CPU is what the second run counts.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtClientDir, builtWorker, builtWorkerDir } from '../builder/built-site.ts';
import { searchIndexFolder } from '../shared/search/index-files.ts';
import { startLocalWorker } from '../testing/local-worker.ts';
import { median } from './bench-load.ts';
import { workerdCpuMs } from './workerd-cpu.ts';

const rounds = Number(process.argv[2] ?? 7);

/** Two words of the default language's index: titles' first words, as a reader would type them. */
function wordsToSearch(): [string, string] {
  const html = readFileSync(join(builtClientDir, 'writing', 'index.html'), 'utf8');
  const titles = [...html.matchAll(/<h2[^>]*>(?:<a[^>]*>)?([^<]+)</g)].map((match) => match[1]);
  const words = titles.flatMap((title) => title.split(/\s+/)).filter((word) => /^\p{L}{5,}$/u.test(word));
  if (words.length < 2) throw new Error('the build has no list of posts with titles to search for');
  return [words[0], words[words.length - 1]];
}

/**
 * The built Worker, wrapped: its search reads the index's files from memory and its rate limiter
 * answers at once, as a service outside the isolate would. Written beside the build's entry, whose
 * modules it imports (wrangler's --no-bundle loads modules from the entry's folder).
 */
function writeWrappedWorker(): string {
  const root = join(builtClientDir, ...searchIndexFolder('').split('/'));
  const files: Record<string, string> = {};
  for (const lang of readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory()))
    for (const name of readdirSync(join(root, lang.name)))
      files[`${searchIndexFolder(lang.name)}${name}`] = readFileSync(join(root, lang.name, name), 'utf8');
  const file = join(builtWorkerDir, 'measure-search-services.js');
  writeFileSync(
    file,
    `import worker from './index.js';
export * from './index.js';
const files = ${JSON.stringify(files)};
const limiter = { limit: async () => ({ success: true }) };
const assetsOf = (real) => ({
  fetch: (input, init) => {
    const path = new URL(typeof input === 'string' ? input : input.url).pathname;
    return path in files ? Promise.resolve(new Response(files[path])) : real.fetch(input, init);
  },
});
export default {
  ...worker,
  fetch: (request, env, ctx) =>
    worker.fetch(request, { ...env, ASSETS: assetsOf(env.ASSETS), SEARCH_RATE_LIMITER: limiter }, ctx),
};
`,
  );
  return file;
}

async function cpuOf(url: string): Promise<number> {
  const start = workerdCpuMs();
  const response = await fetch(url, { headers: { Accept: 'text/html', 'Sec-Fetch-Dest': 'document' } });
  await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return workerdCpuMs() - start;
}

type Samples = { base: number[]; first: number[]; warm: number[] };
const [first, second] = wordsToSearch();
const wrapped = writeWrappedWorker();
const runs = { served: builtWorker, wrapped } as const;
const samples: Record<keyof typeof runs, Samples> = {
  served: { base: [], first: [], warm: [] },
  wrapped: { base: [], first: [], warm: [] },
};
try {
  for (let round = 1; round <= rounds; round++) {
    for (const [run, worker] of Object.entries(runs) as [keyof typeof runs, string][]) {
      const server = await startLocalWorker({ persistTo: '.wrangler/bench-state', worker });
      const taken = samples[run];
      try {
        await cpuOf(`${server.url}/`);
        taken.base.push(await cpuOf(`${server.url}/api/about`));
        taken.first.push(await cpuOf(`${server.url}/search?q=${encodeURIComponent(first)}`));
        taken.warm.push(await cpuOf(`${server.url}/search?q=${encodeURIComponent(second)}`));
      } finally {
        await server.stop();
      }
      console.log(
        `round ${round}, ${run}: /api/about ${taken.base.at(-1)?.toFixed(1)} ms, first search ${taken.first.at(-1)?.toFixed(1)} ms, second ${taken.warm.at(-1)?.toFixed(1)} ms`,
      );
    }
  }
} finally {
  rmSync(wrapped, { force: true });
}
const line = (values: number[]) =>
  `median ${median(values).toFixed(1)} ms (${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)})`;
for (const [run, taken] of Object.entries(samples)) {
  const less = (values: number[]) => values.map((value, index) => value - taken.base[index]);
  console.log(
    `\nworkerd CPU, ${rounds} fresh servers, searching "${first}" then "${second}", ${
      run === 'served'
        ? 'as npm start serves the build:'
        : "the index's files from memory, the rate limiter answering at once (the isolate's own CPU):"
    }`,
  );
  console.log(`  /api/about (any request)          ${line(taken.base)}`);
  console.log(
    `  first search of the isolate       ${line(taken.first)}; less /api/about's: ${line(less(taken.first))}`,
  );
  console.log(
    `  a second search                   ${line(taken.warm)}; less /api/about's: ${line(less(taken.warm))}`,
  );
}
