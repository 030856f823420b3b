/**
 * `node measure/responses-render.ts`: the Worker's own CPU for writing 20 responses into an entry
 * page, a cache miss's work apart from D1 and the cache (services of their own at the edge, which
 * `wrangler dev` simulates inside the same workerd process: measure/responses-cpu.ts counts them).
 * The built post page of dist/ (`npm run build` first) with the responses' section, and 20
 * approved responses (12 with words, 5 likes, 3 reposts), are sent to
 * measure/responses-render-worker.ts, which writes the page `times` times a request; the workerd
 * process's CPU (/proc) for requests writing it 21 times, less that for writing it once, over 20,
 * is one page's writing.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wranglerEntry } from '../builder/built-site.ts';
import { startServer } from '../testing/local-worker.ts';

const port = Number(process.env.MEASURE_PORT ?? 45126);
const requests = Number(process.env.MEASURE_REQUESTS ?? 40);
const rounds = Number(process.env.MEASURE_ROUNDS ?? 3);
const root = join(import.meta.dirname, '..');

const writing = join(root, 'dist/client/writing');
const slug = readdirSync(writing, { withFileTypes: true }).find((entry) => entry.isDirectory())?.name;
if (!slug) throw new Error('dist/ has no post: run npm run build first');
const section =
  '<section class="responses" id="responses" aria-labelledby="responses-title"><h2 id="responses-title">Responses</h2><div class="responses__list" data-responses></div></section>';
const html = readFileSync(join(writing, slug, 'index.html'), 'utf8').replace(
  '</article>',
  `${section}</article>`,
);
const words =
  'Thanks for writing this up: the part about testing the edge cases first changed how I plan a feature, and the examples read well on a phone.';
const responses = Array.from({ length: 20 }, (_, index) => {
  const kind = index < 6 ? 'comment' : index < 12 ? 'reply' : index < 17 ? 'like' : 'repost';
  const received = new Date(Date.UTC(2026, 10, 1, 12, index)).toISOString();
  return {
    id: crypto.randomUUID(),
    kind,
    page: `/writing/${slug}/`,
    author: { name: `Reader Number${index}`, url: `https://reader${index}.example/` },
    ...(kind === 'comment' || kind === 'reply' ? { text: words } : {}),
    ...(kind === 'comment' ? {} : { source: `https://reader${index}.example/notes/${index}` }),
    published: received,
    received,
    status: 'approved',
  };
});
const body = JSON.stringify({ html, responses });

// A config of its own, so wrangler.toml's bindings (D1, the caps' Durable Object) stay out.
const dir = mkdtempSync(join(tmpdir(), 'responses-render-'));
const compatibility = /compatibility_date = "([^"]+)"/.exec(
  readFileSync(join(root, 'wrangler.toml'), 'utf8'),
)?.[1];
writeFileSync(
  join(dir, 'wrangler.toml'),
  `name = "responses-render"\nmain = "${join(import.meta.dirname, 'responses-render-worker.ts')}"\ncompatibility_date = "${compatibility}"\ncompatibility_flags = ["nodejs_compat"]\n`,
);
const server = await startServer({
  args: [wranglerEntry, 'dev', '--ip', '127.0.0.1', '--port', String(port), '--local', '--live-reload=false'],
  cwd: dir,
  ready: `http://127.0.0.1:${port}/?times=0`,
});

/** The CPU time so far of the workerd processes started under this one, in ms (clock ticks of 10 ms). */
function workerdCpuMs(): number {
  const parents = new Map<number, number>();
  const cpu = new Map<number, { name: string; ms: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const fields = stat.slice(close + 2).split(' ');
      parents.set(Number(entry), Number(fields[1]));
      cpu.set(Number(entry), {
        name: stat.slice(stat.indexOf('(') + 1, close),
        ms: (Number(fields[11]) + Number(fields[12])) * 10,
      });
    } catch {
      // A process that ended while being read.
    }
  }
  const underThis = (pid: number) => {
    for (let parent = parents.get(pid); parent; parent = parents.get(parent))
      if (parent === process.pid) return true;
    return false;
  };
  return [...cpu].reduce(
    (sum, [pid, { name, ms }]) => sum + (name.startsWith('workerd') && underThis(pid) ? ms : 0),
    0,
  );
}

async function cpuPerRequest(times: number): Promise<number> {
  const start = workerdCpuMs();
  for (let index = 0; index < requests; index++)
    await (await fetch(`http://127.0.0.1:${port}/?times=${times}`, { method: 'POST', body })).text();
  return (workerdCpuMs() - start) / requests;
}

try {
  await cpuPerRequest(21);
  const perPage: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const once = await cpuPerRequest(1);
    const many = await cpuPerRequest(21);
    perPage.push((many - once) / 20);
  }
  console.log(
    `writing 20 responses into ${slug} (${(html.length / 1024).toFixed(1)} KB): ${perPage.map((ms) => ms.toFixed(2)).join(' · ')} ms of CPU a page, ${rounds} rounds of ${requests} requests`,
  );
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
