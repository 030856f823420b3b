/**
 * `node measure/search-first-query.ts [rounds]`: the Worker's CPU for the first search of a new
 * isolate, in workerd as `npm start` serves the last build (`npm run build` with search on). Each
 * round starts a fresh server, asks it for `/` (the isolate's start and its first request), then
 * times, from outside (./workerd-cpu.ts), one request for a collection's list (any request's own
 * cost: workerd's HTTP, wrangler's proxy, the Worker's routing and the asset), the first search
 * (loading the search's chunk and the language's stemmer, reading and parsing the index's files,
 * the query and the page), and a second search of another word (warm). What the search adds is
 * each search less the list's request of the same round.
 */
import { readFileSync } from 'node:fs';
import { startLocalWorker } from '../testing/local-worker.ts';
import { median } from './bench-load.ts';
import { workerdCpuMs } from './workerd-cpu.ts';

const rounds = Number(process.argv[2] ?? 7);

/** Two words of the default language's index: titles' first words, as a reader would type them. */
function wordsToSearch(): [string, string] {
  const html = readFileSync('dist/client/writing/index.html', 'utf8');
  const titles = [...html.matchAll(/<h2[^>]*>(?:<a[^>]*>)?([^<]+)</g)].map((match) => match[1]);
  const words = titles.flatMap((title) => title.split(/\s+/)).filter((word) => /^\p{L}{5,}$/u.test(word));
  if (words.length < 2) throw new Error('the build has no list of posts with titles to search for');
  return [words[0], words[words.length - 1]];
}

async function cpuOf(url: string): Promise<number> {
  const start = workerdCpuMs();
  const response = await fetch(url, { headers: { Accept: 'text/html', 'Sec-Fetch-Dest': 'document' } });
  await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return workerdCpuMs() - start;
}

const [first, second] = wordsToSearch();
const samples = { list: [] as number[], first: [] as number[], warm: [] as number[] };
for (let round = 1; round <= rounds; round++) {
  const server = await startLocalWorker({ persistTo: '.wrangler/bench-state' });
  try {
    await cpuOf(`${server.url}/`);
    samples.list.push(await cpuOf(`${server.url}/writing/`));
    samples.first.push(await cpuOf(`${server.url}/search?q=${encodeURIComponent(first)}`));
    samples.warm.push(await cpuOf(`${server.url}/search?q=${encodeURIComponent(second)}`));
  } finally {
    await server.stop();
  }
  console.log(
    `round ${round}: list ${samples.list.at(-1)?.toFixed(1)} ms, first search ${samples.first.at(-1)?.toFixed(1)} ms, second ${samples.warm.at(-1)?.toFixed(1)} ms`,
  );
}
const less = (values: number[]) => values.map((value, index) => value - samples.list[index]);
const line = (values: number[]) =>
  `median ${median(values).toFixed(1)} ms (${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)})`;
console.log(`\nworkerd CPU, ${rounds} fresh servers, searching "${first}" then "${second}":`);
console.log(`  the list of posts (any request)   ${line(samples.list)}`);
console.log(
  `  first search of the isolate       ${line(samples.first)}; less the list's: ${line(less(samples.first))}`,
);
console.log(
  `  a second search                   ${line(samples.warm)}; less the list's: ${line(less(samples.warm))}`,
);
