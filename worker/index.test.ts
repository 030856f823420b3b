import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { themeInitScript } from '../shared/color-scheme.ts';
import { app } from './index.ts';
import { notFoundPagePath } from './not-found.ts';
import { get, origin } from './test-helpers.ts';

describe('an unknown /api path', () => {
  it.each(['/api/nothing-here', '/api/', '/api/projects/1', '/api/ABOUT'])(
    'answers 404 with a JSON error naming it (%s), never the page',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ error: `Nothing at GET ${path}.` });
    },
  );
});

describe('/api/contact with another method than POST', () => {
  it.each(['GET', 'PUT', 'DELETE', 'OPTIONS'])(
    'answers %s with 405, Allow: POST and a JSON error',
    async (method) => {
      const response = await get('/api/contact', { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('Allow')).toBe('POST');
      expect(await response.json()).toEqual({ error: `${method} is not allowed here; use POST.` });
    },
  );
});

describe('a path outside /api that names no file', () => {
  // The assets as the Worker sees them: only the not-found page exists.
  const assets = {
    fetch: async (input: RequestInfo | URL) =>
      new URL(input instanceof Request ? input.url : input).pathname === notFoundPagePath
        ? new Response('<h1>Page not found</h1>', { headers: { 'Content-Type': 'text/html' } })
        : new Response('Not Found', { status: 404 }),
  } as unknown as Fetcher;
  const request = (path: string, init?: RequestInit) =>
    app.request(`${origin}${path}`, init, { ...env, ASSETS: assets });

  it.each(['/downloads/old-name.pdf', '/about', '/index.php'])(
    'answers %s with 404 and the not-found page',
    async (path) => {
      const response = await request(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain('Page not found');
    },
  );

  it('gives the page its own CSP: styles and fonts from this origin, the colour-scheme script alone by its hash', async () => {
    const response = await request('/xx/');
    // A CSP hash: the script's text, SHA-256, in base64 (as builder/prerender.ts allows it on the page).
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(themeInitScript));
    const themeHash = `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
    const csp = new Map(
      (response.headers.get('Content-Security-Policy') ?? '')
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('font-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual([themeHash]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('answers other methods than GET and HEAD with a JSON 404', async () => {
    const response = await request('/downloads/old-name.pdf', { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Nothing at POST /downloads/old-name.pdf.' });
  });
});

describe('responses, off (the fixture site has no `responses`)', () => {
  it.each([
    ['POST', '/api/webmention'],
    ['GET', '/api/responses/moderate?token=x'],
  ])('%s %s answers the site’s JSON 404', async (method, path) => {
    const response = await get(path, { method });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: `Nothing at ${method} ${path.split('?')[0]}.` });
  });

  it('advertises no webmention endpoint on an entry’s page', async () => {
    const page = {
      fetch: async () => new Response('<!doctype html><title>A post</title>'),
    } as unknown as Fetcher;
    const response = await app.request(
      `${origin}/writing/hello-world/`,
      {},
      { ...env, ASSETS: page, COUNTING: 'off' },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Link')).toBeNull();
  });
});
