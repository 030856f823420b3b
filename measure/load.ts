/**
 * `npm run load [base URL]`: a bounded load test of the local production server (`npm start` in
 * another terminal). 20 s in all, one target after another: the page, a content endpoint and the
 * contact endpoint. Prints requests/s, latency percentiles and error counts per target, and exits
 * non-zero on any unexpected answer. The contact endpoint is rate limited per client (wrangler.toml),
 * so after the first few messages its 429s are the expected answer and are counted apart.
 *
 * Base URL: first argument, else LOAD_URL, else http://127.0.0.1:8787. Loopback only, so it can
 * never be pointed at the deployed site by mistake. LOAD_SECONDS changes the total duration.
 */
import { createRequire } from 'node:module';

type Result = {
  requests: { average: number; total: number };
  latency: { p50: number; p90: number; p99: number; max: number };
  '2xx': number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
};
type Options = {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  duration: number;
};
// autocannon ships no types; this is the part of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as (options: Options) => Promise<Result>;

const base = new URL(process.argv[2] ?? process.env.LOAD_URL ?? 'http://127.0.0.1:8787');
if (!['127.0.0.1', 'localhost', '[::1]'].includes(base.hostname)) {
  console.error(`Refusing to load ${base.origin}: this script only targets a server on this machine.`);
  process.exit(2);
}
const totalSeconds = Number(process.env.LOAD_SECONDS ?? 20);

const message = {
  name: 'Load Test',
  email: 'load-test@example.com',
  subject: '[load test] npm run load',
  message: 'Sent by measure/load.ts against the local server; safe to delete.',
  website: '',
};

const targets: { name: string; share: number; expected: number[]; options: Omit<Options, 'duration'> }[] = [
  { name: 'GET /', share: 0.35, expected: [], options: { url: new URL('/', base).href, connections: 10 } },
  {
    name: 'GET /api/projects',
    share: 0.35,
    expected: [],
    options: { url: new URL('/api/projects', base).href, connections: 10 },
  },
  {
    name: 'POST /api/contact',
    share: 0.3,
    expected: [429],
    options: {
      url: new URL('/api/contact', base).href,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(message),
      connections: 2,
    },
  },
];

const reachable = await fetch(new URL('/api/about', base)).then(
  (response) => response.ok,
  () => false,
);
if (!reachable) {
  console.error(`No server answers at ${base.origin}. Start one with \`npm start\` and run this again.`);
  process.exit(1);
}

console.log(
  `Load test of ${base.origin}: ${totalSeconds} s over ${targets.length} targets, one after another\n`,
);
const rows: Record<string, Record<string, string | number>> = {};
let unexpected = 0;
for (const { name, share, expected, options } of targets) {
  const duration = Math.max(1, Math.round(totalSeconds * share));
  const result = await autocannon({ ...options, duration });
  const expectedCount = expected.reduce((sum, code) => sum + (result.statusCodeStats[code]?.count ?? 0), 0);
  const otherNon2xx = result.non2xx - expectedCount;
  unexpected += otherNon2xx + result.errors + result.timeouts;
  rows[name] = {
    seconds: duration,
    requests: result.requests.total,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p90 ms': result.latency.p90,
    'p99 ms': result.latency.p99,
    '2xx': result['2xx'],
    '429 (expected)': expected.includes(429) ? expectedCount : '-',
    'other non-2xx': otherNon2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
console.table(rows);
if (unexpected > 0) {
  console.error(`\n${unexpected} unexpected answers or errors.`);
  process.exit(1);
}
