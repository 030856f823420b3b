import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { indexFilesOf } from '../../shared/search/index-build.ts';
import { searchIndexFolder } from '../../shared/search/index-files.ts';
import { searchFixture } from '../../shared/search/search-fixture.ts';
import { allStemmers } from '../../shared/search/stemmers.ts';
import type { AppEnv } from '../env.ts';
import { inOneLimiterWindow, newClientIp, origin } from '../test-helpers.ts';
import { searchRoutes } from './routes.ts';

// The fixture site has search off and one language; here it is on, in the fixture's three.
vi.mock('virtual:api-content', async (original) => ({
  ...(await original<typeof import('virtual:api-content')>()),
  locales: ['en', 'de', 'ja'],
  search: true,
}));
// The fixture site's stemmers are its languages'; here they are those of the three above.
vi.mock('virtual:search-stemmers', () => ({
  stemmers: { en: () => import('@orama/stemmers/english'), de: () => import('@orama/stemmers/german') },
}));

/** Each language's index as the build writes it, served as the assets serve it. */
let files: Map<string, string>;
const assets = {
  fetch: async (input: RequestInfo | URL) => {
    const body = files.get(new URL(input instanceof Request ? input.url : String(input)).pathname);
    return body === undefined ? new Response('Not found', { status: 404 }) : new Response(body);
  },
} as unknown as Fetcher;

beforeAll(async () => {
  // The Worker's modules are loaded already as its entry: loaded again, they import the mock.
  vi.resetModules();
  // The 404 page as the build writes it with search on (builder/not-found-page.ts, its form builder/search/form.ts).
  const form =
    '<form class="search-form" role="search" action="/search" method="get"><input type="search" name="q" value="" maxlength="200" aria-label="Search this site"><button type="submit">Search</button></form>';
  files = new Map([['/404', `<!doctype html><title>Page not found</title><main>${form}</main>`]]);
  for (const [lang, documents] of Object.entries(searchFixture))
    for (const [name, text] of Object.entries(await indexFilesOf(documents, lang, allStemmers)))
      files.set(`${searchIndexFolder(lang)}${name}`, text);
});

async function get(path: string, { ip = newClientIp(), ASSETS = assets, site = origin } = {}) {
  const ctx = createExecutionContext();
  const { app } = await import('../index.ts');
  const request = new Request(`${site}${path}`, { headers: { 'CF-Connecting-IP': ip } });
  const response = await app.fetch(request, { ...env, ASSETS }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

const search = (query: string, prefix = '') => get(`${prefix}/search?q=${encodeURIComponent(query)}`);
const resultLinks = (page: string) => [...page.matchAll(/<h3><a href="([^"]+)"/g)].map((match) => match[1]);
const fieldValue = (page: string) => page.match(/name="q" value="([^"]*)"/)?.[1];

describe('GET /search', () => {
  it('answers a page in the language, results best first, matched words marked, kept from search engines', async () => {
    const response = await search('databases');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(response.headers.get('X-Robots-Tag')).toBe('noindex');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const policy = response.headers.get('Content-Security-Policy');
    expect(policy).toMatch(/^default-src 'none';/);
    expect(policy).not.toContain('script-src');
    const page = await response.text();
    expect(page).toContain('<html lang="en" dir="ltr">');
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(resultLinks(page).slice(0, 2)).toEqual(['/writing/edge-db/', '/writing/caching/']);
    expect(page).toContain('<mark>database</mark>');
    // Its kind and date, the date as the build wrote it in the page's language.
    expect(page).toContain('<span lang="en">Post</span> · <time datetime="2025-03-14">March 14, 2025</time>');
    expect(page).toContain('<form class="search-form" role="search" action="/search" method="get">');
  });

  it('finds an inflected German word, and a Japanese word inside a sentence, each in its own language', async () => {
    const german = await (await search('Datenbanken', '/de')).text();
    expect(german).toContain('<html lang="de" dir="ltr">');
    expect(resultLinks(german)).toEqual(['/de/writing/edge-db/']);
    expect(german).toContain('action="/de/search"');
    expect(resultLinks(await (await search('東京', '/ja')).text())).toEqual(['/ja/writing/edge-db/']);
  });

  it('finds a word misspelt by one letter, and nothing from another language', async () => {
    expect(resultLinks(await (await search('marathin')).text())).toEqual(['/writing/marathon/']);
    const german = await (await search('marathon', '/de')).text();
    expect(resultLinks(german)).toEqual([]);
    expect(german).toContain('Nichts gefunden für „marathon“');
  });

  it('shows the form alone for an empty query', async () => {
    for (const path of ['/search', '/search?q=', '/search?q=%20%20']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      const page = await response.text();
      expect(fieldValue(page)).toBe('');
      expect(page).not.toContain('<h2>');
      expect(page).not.toContain('role="status"');
    }
  });

  it('cuts a query to 200 characters', async () => {
    const page = await (await search(`${'a'.repeat(150)} ${'b'.repeat(150)}`)).text();
    expect(fieldValue(page)).toBe(`${'a'.repeat(150)} ${'b'.repeat(49)}`);
  });

  it('removes control and bidi characters, and never lets the query act as markup', async () => {
    const cleaned = await (await search('data\u202Ebases\u0000\u200F')).text();
    expect(fieldValue(cleaned)).toBe('databases');
    expect(resultLinks(cleaned)[0]).toBe('/writing/edge-db/');
    const markup = await (await search('<script>alert(1)</script>"')).text();
    expect(markup).not.toContain('<script>');
    expect(fieldValue(markup)).toBe('&lt;script&gt;alert(1)&lt;/script&gt;&quot;');
  });

  it('answers a page with no result, not an error, when the index cannot be read', async () => {
    // Every GET asks the assets first (worker/counting/): /search is not one of them.
    const broken = {
      fetch: async (input: RequestInfo) =>
        new Response('', { status: String(input).includes('/search-index/') ? 500 : 404 }),
    } as unknown as Fetcher;
    // Another origin: the index files this isolate keeps are those of the address they came from.
    const response = await get('/search?q=anything', { ASSETS: broken, site: 'https://unread.example' });
    expect(response.status).toBe(200);
    expect(resultLinks(await response.text())).toEqual([]);
  });

  it('is 404 under a language the site does not have', async () => {
    expect(
      (
        await get('/xx/search?q=data', {
          ASSETS: { fetch: async () => new Response('', { status: 404 }) } as unknown as Fetcher,
        })
      ).status,
    ).toBe(404);
  });

  it('answers 429 with Retry-After to a network that sends too many queries', async () => {
    // wrangler.toml: 30 a minute per network.
    await inOneLimiterWindow(60, 15_000);
    const ip = newClientIp();
    for (let n = 0; n < 30; n++) expect((await get(`/search?q=word${n}`, { ip })).status).toBe(200);
    const limited = await get('/search?q=one+more', { ip });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('60');
    expect(await limited.text()).toContain('Too many searches');
    // Another network is not held back.
    expect((await get('/search?q=data')).status).toBe(200);
  });
});

describe('the 404 page, with search on', () => {
  it("fills its form with the missing address's words, and lets the form send", async () => {
    const response = await get('/writing/old-post%20about/databases.html');
    expect(response.status).toBe(404);
    expect(fieldValue(await response.text())).toBe('writing old post about databases html');
    expect(response.headers.get('Content-Security-Policy')).toContain("form-action 'self'");
  });
});

describe('search turned off', () => {
  it('mounts no route: /search is as any unknown path', async () => {
    const app = new Hono<AppEnv>().route('/', searchRoutes(false, ['en', 'de']));
    expect((await app.request('/search?q=data')).status).toBe(404);
    expect((await app.request('/de/search?q=data')).status).toBe(404);
  });
});
