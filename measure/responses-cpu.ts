/**
 * `node measure/responses-cpu.ts`: the Worker's CPU time for an entry page showing 20 approved
 * responses (a cache miss must fit the free plan's 10 ms of CPU; a hit should cost what any page does),
 * against a page without responses, as `wrangler dev` serves the build (workerd, local D1 and
 * Cache API). Inside a Worker the clock stands still while it computes, so the CPU is read from
 * outside: the workerd processes' user + system time (/proc) over many sequential requests, divided
 * by their number. That includes workerd's own work for a request (its HTTP, wrangler's proxy
 * Worker, local D1's SQLite), the same for every page: the difference between pages is the display's.
 *
 * The site is measure/responses-site.ts's. A miss is made by drawing a new version of the page's
 * responses before each request (in the database file, by this process).
 */
import { serveResponsesSite } from './responses-site.ts';
import { workerdCpuMs } from './workerd-cpu.ts';

const requests = Number(process.env.MEASURE_REQUESTS ?? 200);
const rounds = Number(process.env.MEASURE_ROUNDS ?? 3);

// Counting off: its writes after each answer are the same for every page, and only noise here.
const site = await serveResponsesSite({
  port: Number(process.env.MEASURE_PORT ?? 45124),
  vars: ['COUNTING:off'],
});
const [page] = site.pages;

/** CPU ms per request of `path`, `before` run ahead of each request (outside the Worker). */
async function cpuPerRequest(path: string, before = () => {}): Promise<number> {
  const start = workerdCpuMs();
  for (let index = 0; index < requests; index++) {
    before();
    const response = await fetch(`${site.url}${path}`, {
      headers: { 'User-Agent': 'measure/responses-cpu', 'Sec-Fetch-Dest': 'document', Accept: 'text/html' },
    });
    await response.text();
  }
  return (workerdCpuMs() - start) / requests;
}

try {
  const check = await (await fetch(`${site.url}${page}`)).text();
  const shown = (check.match(/class="response /g) ?? []).length;
  const reactions = (check.match(/class="responses__reaction /g) ?? []).length;
  if (shown !== 12 || reactions !== 2)
    throw new Error(`the page shows ${shown} items and ${reactions} counts, not 12 and 2`);
  // Warm: the lazy chunk loaded, the Intl data of the page's language built, the cache filled.
  await cpuPerRequest(page);
  await cpuPerRequest('/writing/');
  const results: Record<string, number[]> = { 'a page without responses (/writing/)': [], hit: [], miss: [] };
  for (let round = 0; round < rounds; round++) {
    results['a page without responses (/writing/)'].push(await cpuPerRequest('/writing/'));
    results.hit.push(await cpuPerRequest(page));
    results.miss.push(await cpuPerRequest(page, () => site.newVersion(page)));
  }
  console.log(`workerd CPU per request, ${requests} requests a round, ${rounds} rounds (ms):`);
  for (const [name, values] of Object.entries(results))
    console.log(`  ${name.padEnd(40)} ${values.map((value) => value.toFixed(2)).join(' · ')}`);
} finally {
  await site.stop();
}
