import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { countedPaths } from 'virtual:api-content';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { utcDayOf } from '../../shared/utc-day.ts';
import type { Bindings } from '../env.ts';
import worker, { app } from '../index.ts';
import { contactRequest, newClientIp, origin, validMessage } from '../test-helpers.ts';
import { saltExpirationOf, saltKey } from './salt.ts';
import { otherReferrerHost } from './store.ts';
import {
  countedKindOf,
  maxCountedViewsPerPage,
  maxReferrerHostsPerDay,
  maxReferrerHostsPerNetwork,
  maxVisitorsPerNetwork,
} from './visit.ts';

const chrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:143.0) Gecko/20100101 Firefox/143.0';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Mobile/15E148 Safari/604.1';

const page = '<!doctype html><title>Aarav Sharma</title>';
/** The built files as the Worker sees them: every path is there except the 404 page's own. */
const assets = {
  fetch: async () => new Response(page, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
} as unknown as Fetcher;

type Visit = { userAgent?: string; ip?: string; headers?: Record<string, string>; country?: string };

async function send(request: Request, overrides: Partial<Bindings> = {}) {
  const ctx = createExecutionContext();
  const response = await app.fetch(request, { ...env, ASSETS: assets, ...overrides }, ctx);
  // The counts are written after the response, in waitUntil.
  await waitOnExecutionContext(ctx);
  return response;
}

/** What a browser sends with a page it navigates to (Fetch Metadata). */
const navigation = { 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' };

function visit(path: string, { userAgent = chrome, ip = '203.0.113.7', headers, country }: Visit = {}) {
  const request = new Request(`${origin}${path}`, {
    headers: { 'CF-Connecting-IP': ip, 'User-Agent': userAgent, ...navigation, ...headers },
    ...(country && { cf: { country } }),
  });
  return send(request);
}

const rows = async (sql: string) => (await env.STATS.prepare(sql).all<Record<string, unknown>>()).results;
const totals = async () => (await rows('SELECT visitors, downloads, messages FROM daily_counts'))[0];
const views = () => rows('SELECT path, views FROM page_views');

const today = utcDayOf(new Date());
const yesterday = utcDayOf(new Date(Date.now() - 86_400_000));

async function rollOver() {
  const ctx = createExecutionContext();
  await worker.scheduled(
    createScheduledController({ cron: '5 0 * * *', scheduledTime: Date.now() }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
}

/** Everything D1 holds, every table, as one text. */
async function everythingInD1() {
  const tables = await rows(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'",
  );
  return JSON.stringify(await Promise.all(tables.map(({ name }) => rows(`SELECT * FROM "${name}"`))));
}

const countTables = [
  'daily_counts',
  'page_views',
  'referrer_views',
  'country_views',
  'device_views',
  'visitor_views',
  'network_visitors',
  'referrer_hosts',
];

beforeEach(async () => {
  await env.STATS.batch(countTables.map((table) => env.STATS.prepare(`DELETE FROM ${table}`)));
});

describe('a page view', () => {
  it('is counted once, with its page, visitor, country and device class, and the page is served', async () => {
    const response = await visit('/', { country: 'IN' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(page);
    expect(await views()).toEqual([{ path: '/', views: 1 }]);
    expect(await totals()).toEqual({ visitors: 1, downloads: 0, messages: 0 });
    expect(await rows('SELECT country, views FROM country_views')).toEqual([{ country: 'IN', views: 1 }]);
    expect(await rows('SELECT device, views FROM device_views')).toEqual([{ device: 'desktop', views: 1 }]);
  });

  it('counts a phone as mobile', async () => {
    await visit('/', { userAgent: iphone });
    expect(await rows('SELECT device, views FROM device_views')).toEqual([{ device: 'mobile', views: 1 }]);
  });

  it('counts two user agents as two visitors, and one user agent reloading as one', async () => {
    await visit('/', { userAgent: chrome });
    await visit('/', { userAgent: chrome });
    await visit('/', { userAgent: firefox });
    expect(await totals()).toEqual({ visitors: 2, downloads: 0, messages: 0 });
    expect(await views()).toEqual([{ path: '/', views: 3 }]);
  });

  it(`counts one visitor's reloads of a page at most ${maxCountedViewsPerPage} times a day`, async () => {
    for (let reload = 0; reload < maxCountedViewsPerPage + 4; reload++) await visit('/');
    expect(await views()).toEqual([{ path: '/', views: maxCountedViewsPerPage }]);
    expect(await totals()).toEqual({ visitors: 1, downloads: 0, messages: 0 });
  });

  it("keeps only the referrer's host, never its path or query", async () => {
    await visit('/', {
      headers: { Referer: 'https://www.linkedin.com/feed/update/urn:li:activity:1?trk=jobs' },
    });
    expect(await rows('SELECT host, views FROM referrer_views')).toEqual([
      { host: 'www.linkedin.com', views: 1 },
    ]);
  });

  it.each([
    ['is not a URL', 'linkedin'],
    ['is oversized', `https://jobs.example/${'a'.repeat(4096)}`],
    ['is not http(s)', 'android-app://com.linkedin.android/'],
    ['is the site itself', `${origin}/de/`],
    ['names an address, not a site', 'http://192.168.1.20:3000/admin'],
    ['names an IPv6 address', 'http://[2001:db8::1]/'],
    ['names no domain', 'http://intranet/'],
    ['has a host longer than DNS allows', `https://${'a'.repeat(250)}.example/`],
    ['names a host with characters no DNS name has', `https://"';drop=table(x){y}!$&+,~.spam.example/`],
    ['names a host with an underscore', 'https://buy_followers.spam.example/'],
  ])('drops a Referer that %s, and still counts the view', async (_, referer) => {
    await visit('/', { headers: { Referer: referer } });
    expect(await rows('SELECT host FROM referrer_views')).toEqual([]);
    expect(await views()).toEqual([{ path: '/', views: 1 }]);
  });

  it('keeps an international name in the ASCII form browsers send it in', async () => {
    await visit('/', { headers: { Referer: 'https://xn--bcher-kva.example/liste' } });
    expect(await rows('SELECT host FROM referrer_views')).toEqual([{ host: 'xn--bcher-kva.example' }]);
  });
});

describe('spam referrer hosts', () => {
  /** One view from its own network (so the network cap does not bind) with this Referer. */
  const referred = (host: string, network: number) =>
    visit('/', { ip: `10.1.${network >> 8}.${network & 255}`, headers: { Referer: `https://${host}/` } });

  it(`are refused or folded into '${otherReferrerHost}': a day keeps ${maxReferrerHostsPerDay} distinct hosts`, async () => {
    await referred('www.linkedin.com', 0);
    for (let spam = 1; spam <= maxReferrerHostsPerDay + 9; spam++)
      await referred(`buy-followers-${spam}.spam.example`, spam);
    await referred(`"'();=.spam.example`, 1000);
    // A host the day already keeps goes on counting under its own name.
    await referred('www.linkedin.com', 1001);

    const hosts = await rows('SELECT host, views FROM referrer_views ORDER BY views DESC, host');
    expect(hosts).toHaveLength(maxReferrerHostsPerDay + 1);
    expect(hosts.slice(0, 2)).toEqual([
      { host: otherReferrerHost, views: 10 },
      { host: 'www.linkedin.com', views: 2 },
    ]);
    expect(hosts.map(({ host }) => host)).not.toContain('buy-followers-50.spam.example');
    for (const { host } of hosts) expect(host).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)*$/);
    // Every view still counts, the refused host's too.
    expect(await views()).toEqual([{ path: '/', views: maxReferrerHostsPerDay + 12 }]);
  });
});

describe('referrer hosts from one client network', () => {
  it(`are at most ${maxReferrerHostsPerNetwork} new ones a day: 20 user agents × 3 views with new hosts cannot push LinkedIn into '${otherReferrerHost}'`, async () => {
    let host = 0;
    for (let agent = 0; agent < 20; agent++)
      for (let view = 0; view < 3; view++)
        await visit('/', {
          ip: '198.51.100.77',
          userAgent: chrome.replace('140.0.0.0', `140.0.${agent}.0`),
          headers: { Referer: `https://spam-${host++}.example/` },
        });
    await visit('/', { ip: '203.0.113.9', headers: { Referer: 'https://www.linkedin.com/feed/' } });

    const hosts = await rows('SELECT host, views FROM referrer_views ORDER BY host');
    expect(hosts.filter(({ host }) => String(host).startsWith('spam-'))).toHaveLength(
      maxReferrerHostsPerNetwork,
    );
    expect(hosts).toContainEqual({ host: 'www.linkedin.com', views: 1 });
    expect(hosts).toContainEqual({ host: otherReferrerHost, views: 60 - maxReferrerHostsPerNetwork });
  }, 60_000);

  it('go on counting under their own names once kept, from any network', async () => {
    await visit('/', { ip: '198.51.100.77', headers: { Referer: 'https://github.com/me' } });
    for (let network = 1; network <= maxReferrerHostsPerNetwork + 2; network++)
      await visit('/', { ip: `198.51.100.${network}`, headers: { Referer: 'https://github.com/me' } });
    expect(await rows('SELECT host, views FROM referrer_views')).toEqual([
      { host: 'github.com', views: maxReferrerHostsPerNetwork + 3 },
    ]);
  });
});

describe('one client network', () => {
  const rotated = (index: number) => chrome.replace('140.0.0.0', `140.0.${index}.0`);

  it(`300 rotated user agents from one address add at most the bound (${maxVisitorsPerNetwork}) to visitors`, async () => {
    for (let index = 0; index < 300; index++)
      await visit('/', { ip: '198.51.100.23', userAgent: rotated(index) });
    expect(await totals()).toEqual({ visitors: maxVisitorsPerNetwork, downloads: 0, messages: 0 });
    // A user agent past the bound counts nothing at all: no view, device or country either.
    expect(await views()).toEqual([{ path: '/', views: maxVisitorsPerNetwork }]);
    expect(await rows('SELECT COUNT(*) AS hashes FROM visitor_views')).toEqual([
      { hashes: maxVisitorsPerNetwork },
    ]);
    // What is kept of the network is one row: a bucket of its hash, its count stopped one past the bound.
    expect(await rows('SELECT network, visitors FROM network_visitors')).toEqual([
      { network: expect.stringMatching(/^[0-9a-f]{4}$/), visitors: maxVisitorsPerNetwork + 1 },
    ]);
  }, 60_000);

  it('is an IPv6 /64 whole, however many of its addresses send', async () => {
    for (let index = 0; index < maxVisitorsPerNetwork + 10; index++)
      await visit('/', { ip: `2001:db8:7:7::${index.toString(16)}`, userAgent: rotated(index) });
    expect(await totals()).toEqual({ visitors: maxVisitorsPerNetwork, downloads: 0, messages: 0 });
  });

  it('past the bound, still counts the visitors it let in, and other networks are not touched', async () => {
    for (let index = 0; index < maxVisitorsPerNetwork + 5; index++)
      await visit('/', { ip: '198.51.100.23', userAgent: rotated(index) });
    await visit('/de/', { ip: '198.51.100.23', userAgent: rotated(0) });
    await visit('/', { ip: '198.51.100.24', userAgent: rotated(0) });
    expect(await totals()).toEqual({ visitors: maxVisitorsPerNetwork + 1, downloads: 0, messages: 0 });
    expect(await rows('SELECT path, views FROM page_views ORDER BY path')).toEqual([
      { path: '/', views: maxVisitorsPerNetwork + 1 },
      { path: '/de/', views: 1 },
    ]);
  });

  it('past the bound, adds no downloads from new user agents either', async () => {
    for (let index = 0; index < maxVisitorsPerNetwork + 5; index++)
      await visit('/resume.json', { ip: '198.51.100.23', userAgent: rotated(index) });
    expect(await totals()).toEqual({ visitors: 0, downloads: maxVisitorsPerNetwork, messages: 0 });
  });
});

describe('only a page load someone will see', () => {
  it.each([
    ["a script's fetch", { 'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Dest': 'empty' }],
    ['a frame', { 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'iframe' }],
    ['a prefetch', { ...navigation, 'Sec-Purpose': 'prefetch' }],
    ['a prerender', { ...navigation, 'Sec-Purpose': 'prefetch;prerender' }],
    ["an older browser's prefetch", { Purpose: 'prefetch' }],
    ["Safari's preview", { 'X-Purpose': 'preview' }],
  ])('counts no view for %s', async (_, headers) => {
    const request = new Request(`${origin}/`, {
      headers: { 'CF-Connecting-IP': '203.0.113.7', 'User-Agent': chrome, ...headers },
    });
    expect((await send(request)).status).toBe(200);
    for (const table of countTables) expect(await rows(`SELECT * FROM ${table}`)).toEqual([]);
  });

  it('counts a navigation, and a request from a browser that sends no Fetch Metadata', async () => {
    await visit('/');
    const older = new Request(`${origin}/de/`, {
      headers: { 'CF-Connecting-IP': '203.0.113.7', 'User-Agent': iphone },
    });
    await send(older);
    expect(await rows('SELECT path, views FROM page_views ORDER BY path')).toEqual([
      { path: '/', views: 1 },
      { path: '/de/', views: 1 },
    ]);
  });

  it('counts a résumé fetched by a script (a JSON Resume tool), but not one prefetched', async () => {
    await visit('/resume.json', { headers: { 'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Dest': 'empty' } });
    await visit('/resume.json', { userAgent: firefox, headers: { 'Sec-Purpose': 'prefetch' } });
    expect(await totals()).toEqual({ visitors: 0, downloads: 1, messages: 0 });
  });
});

describe('what is counted as what, by the site map the build made of the fixture content', () => {
  it.each([
    ['/', 'view'],
    ['/de/', 'view'],
    ['/ar/', 'view'],
    ['/resume.json', 'download'],
    ['/de/resume.json', 'download'],
    ['/downloads/aarav-sharma-resume.pdf', 'download'],
    ['/ar/downloads/aarav-sharma-resume.pdf', 'download'],
    ['/xx/', undefined],
    ['/en/', undefined],
    ['/de/downloads/notes.txt', undefined],
    ['/downloads/another-resume.pdf', undefined],
    ['/constructor', undefined],
  ])('%s is a %s', (path, kind) => {
    expect(countedKindOf(path, countedPaths)).toBe(kind);
  });
});

describe('a résumé download', () => {
  it.each(['/resume.json', '/downloads/aarav-sharma-resume.pdf'])(
    'of %s is counted once, as no page view',
    async (path) => {
      const response = await visit(path);
      expect(response.status).toBe(200);
      expect(await totals()).toEqual({ visitors: 0, downloads: 1, messages: 0 });
      expect(await views()).toEqual([]);
    },
  );

  it(`counts one visitor's downloads of a file at most ${maxCountedViewsPerPage} times a day`, async () => {
    for (let again = 0; again < maxCountedViewsPerPage + 4; again++) await visit('/resume.json');
    await visit('/resume.json', { userAgent: firefox });
    expect(await totals()).toEqual({ visitors: 0, downloads: maxCountedViewsPerPage + 1, messages: 0 });
  });

  it('made before any page view still lets that view count its visitor', async () => {
    await visit('/resume.json');
    await visit('/');
    expect(await totals()).toEqual({ visitors: 1, downloads: 1, messages: 0 });
  });
});

describe('what the assets answered', () => {
  /** The built files answering every request with `status`, as the assets do for a revalidation, a range or a missing file. */
  const answering = (status: number) =>
    ({
      fetch: async () => new Response(status === 304 ? null : page, { status }),
    }) as unknown as Fetcher;
  const request = (path: string, method = 'GET') =>
    new Request(`${origin}${path}`, {
      method,
      headers: { 'CF-Connecting-IP': '203.0.113.7', 'User-Agent': chrome, ...navigation },
    });

  it('counts a 304, a returning browser revalidating the page it navigates to, as a view and a visitor', async () => {
    expect((await send(request('/'), { ASSETS: answering(304) })).status).toBe(304);
    expect(await views()).toEqual([{ path: '/', views: 1 }]);
    expect(await totals()).toEqual({ visitors: 1, downloads: 0, messages: 0 });
  });

  it('counts no range (206), no HEAD and no missing file (404, answered by the site)', async () => {
    expect((await send(request('/downloads/a.pdf'), { ASSETS: answering(206) })).status).toBe(206);
    expect((await send(request('/', 'HEAD'))).status).toBe(200);
    expect((await send(request('/de/downloads/gone.pdf'), { ASSETS: answering(404) })).status).toBe(404);
    for (const table of countTables) expect(await rows(`SELECT * FROM ${table}`)).toEqual([]);
  });

  it('counts no page of a language the site does not have', async () => {
    expect((await send(request('/xx/'))).status).toBe(200);
    for (const table of countTables) expect(await rows(`SELECT * FROM ${table}`)).toEqual([]);
  });
});

describe('an accepted contact message', () => {
  it('is counted once', async () => {
    const response = await send(contactRequest(validMessage, { ip: newClientIp() }));
    expect(response.status).toBe(201);
    expect(await totals()).toEqual({ visitors: 0, downloads: 0, messages: 1 });
  });
});

describe('a crawler or link-preview bot', () => {
  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    [
      'LinkedIn preview',
      'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
    ],
    ['Slack preview', 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)'],
    ['no user agent', ''],
  ])('(%s) gets the page and is not counted', async (_, userAgent) => {
    expect((await visit('/', { userAgent })).status).toBe(200);
    expect((await visit('/resume.json', { userAgent })).status).toBe(200);
    for (const table of countTables) expect(await rows(`SELECT * FROM ${table}`)).toEqual([]);
  });
});

describe('what is never kept', () => {
  it('sends no Set-Cookie with a page, a résumé or a message', async () => {
    const responses = [
      await visit('/'),
      await visit('/resume.json'),
      await send(contactRequest(validMessage, { ip: newClientIp() })),
    ];
    for (const response of responses) expect(response.headers.has('Set-Cookie')).toBe(false);
  });

  it('stores no IP address, no user agent and no salt in any table', async () => {
    const ip = '198.51.100.23';
    await visit('/', {
      ip,
      userAgent: chrome,
      headers: { Referer: 'https://news.ycombinator.com/item?id=1' },
    });
    await visit('/resume.json', { ip, userAgent: chrome });
    const tables = await rows(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'",
    );
    const stored = await everythingInD1();
    expect(tables.map(({ name }) => name)).toEqual(expect.arrayContaining(countTables));
    expect(stored).not.toContain(ip);
    expect(stored).not.toContain('198.51.100');
    expect(stored).not.toContain('Chrome');
    expect(stored).not.toContain('X11');
    expect(stored).not.toContain(await env.DAILY_SALTS.get(saltKey(today)));
    expect(stored).toContain('news.ycombinator.com');
  });
});

describe('the scheduled roll-over', () => {
  /** Yesterday's visits: today's rows, moved a day back. */
  const makeItYesterday = () =>
    env.STATS.batch(
      countTables.map((table) => env.STATS.prepare(`UPDATE ${table} SET day = ?1`).bind(yesterday)),
    );

  it('deletes the days before today’s visitor and network hashes, and keeps their counts', async () => {
    await visit('/');
    await makeItYesterday();
    await rollOver();
    expect(await rows('SELECT * FROM visitor_views')).toEqual([]);
    expect(await rows('SELECT * FROM network_visitors')).toEqual([]);
    expect(await rows('SELECT day, path, views FROM page_views')).toEqual([
      { day: yesterday, path: '/', views: 1 },
    ]);
    expect(await rows('SELECT day, visitors FROM daily_counts')).toEqual([{ day: yesterday, visitors: 1 }]);
    await visit('/');
    expect(await rows(`SELECT visitors FROM daily_counts WHERE day = '${today}'`)).toEqual([{ visitors: 1 }]);
  });

  it("keeps today's hashes, so today's returning visitor is still one visitor", async () => {
    await visit('/');
    await rollOver();
    await visit('/');
    expect(await rows('SELECT day, visitors FROM daily_counts')).toEqual([{ day: today, visitors: 1 }]);
  });
});

describe("the day's salt", () => {
  const saltKeys = async () =>
    (await env.DAILY_SALTS.list({ prefix: 'salt:' })).keys.map(({ name, expiration }) => ({
      name,
      expiration,
    }));

  it('no salt is readable after its day, with or without the cron', async () => {
    await visit('/');
    // One salt, today's, which KV itself deletes two minutes after midnight UTC: no cron is needed.
    const expected = [{ name: saltKey(today), expiration: saltExpirationOf(today) }];
    expect(await saltKeys()).toEqual(expected);
    expect(new Date(saltExpirationOf(today) * 1000).toISOString()).toBe(
      new Date(Date.parse(`${today}T00:02:00Z`) + 86_400_000).toISOString(),
    );
    // Not in D1, whose backups and Time Travel outlive the day.
    const salt = await env.DAILY_SALTS.get(saltKey(today));
    expect(salt).toMatch(/^[0-9a-f]{64}$/);
    expect(await everythingInD1()).not.toContain(salt);
    // The cron neither keeps nor needs it: the key and its expiration are the same after a run.
    await rollOver();
    expect(await saltKeys()).toEqual(expected);
    expect(await everythingInD1()).not.toContain(salt);
  });
});

describe('with counting turned off (wrangler.toml COUNTING = "off")', () => {
  it('serves the page and the résumé and accepts a message, and counts none of them', async () => {
    const off = { COUNTING: 'off' };
    const headers = { 'CF-Connecting-IP': '203.0.113.8', 'User-Agent': chrome };
    expect((await send(new Request(`${origin}/`, { headers }), off)).status).toBe(200);
    expect((await send(new Request(`${origin}/resume.json`, { headers }), off)).status).toBe(200);
    expect((await send(contactRequest(validMessage, { ip: newClientIp() }), off)).status).toBe(201);
    const stored = await Promise.all(countTables.map((table) => rows(`SELECT * FROM ${table}`)));
    expect(stored.flat()).toEqual([]);
  });
});

describe('when D1 fails or does not answer', () => {
  const failingD1 = {
    prepare: () => {
      throw new Error('D1_ERROR: database is unavailable');
    },
  } as unknown as D1Database;
  const silentD1 = {
    prepare: () => ({ bind: () => ({}) }),
    batch: () => new Promise(() => {}),
  } as unknown as D1Database;
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  afterEach(() => logged.mockClear());
  const request = () =>
    new Request(`${origin}/`, { headers: { 'CF-Connecting-IP': '203.0.113.9', 'User-Agent': chrome } });

  // A KV failure takes the same path (salt.test.ts: the salt's reader throws).
  it.each([
    ['D1 fails', { STATS: failingD1 }, 'database is unavailable'],
    ['D1 does not answer (given up after 2 s)', { STATS: silentD1 }, 'did not answer within 2000 ms'],
  ])('still serves the page with a 200 when %s, and logs the failure', async (_, bindings, message) => {
    const response = await send(request(), bindings);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(page);
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('counting a view failed'),
      expect.objectContaining({ message: expect.stringContaining(message) }),
    );
  });
});
