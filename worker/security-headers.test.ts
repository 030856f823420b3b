import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import headersFile from '../web/public/_headers?raw';
import { app } from './index.ts';
import { get, origin, postContact, validMessage } from './test-helpers.ts';

/** The rules of a Workers Static Assets `_headers` file: path pattern → header name → value. */
function parseHeadersFile(text: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = new Map();
      rules.set(line.trim(), current);
    } else {
      const colon = line.indexOf(':');
      current?.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
  }
  return rules;
}

const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((directive) => directive.trim().split(/\s+/) as [string, ...string[]])
      .map(([name, ...values]) => [name, values]),
  );

const workerAnswers = [
  { label: 'a content answer', request: () => get('/api/projects') },
  { label: 'a 304', request: async () => get('/api/projects', { headers: { 'If-None-Match': '*' } }) },
  { label: 'a 404', request: () => get('/api/nothing-here') },
  { label: 'a 405', request: () => get('/api/contact') },
  { label: 'a contact success', request: () => postContact(validMessage) },
  { label: 'a contact refusal', request: () => postContact('not json') },
  {
    // A counted page whose assets fail: the error is thrown before the API's own middleware.
    label: 'a 500 from a counted page',
    request: async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const ctx = createExecutionContext();
      const broken = { fetch: () => Promise.reject(new Error('assets unavailable')) } as unknown as Fetcher;
      const response = await app.fetch(new Request(`${origin}/`), { ...env, ASSETS: broken }, ctx);
      await waitOnExecutionContext(ctx);
      expect(response.status).toBe(500);
      return response;
    },
  },
];

describe.each(workerAnswers)('$label from the Worker', ({ request }) => {
  it('carries a CSP that allows no script and no framing', async () => {
    const csp = directives((await request()).headers.get('Content-Security-Policy') ?? '');
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.has('script-src')).toBe(false);
  });

  it('carries HSTS, nosniff, a Referrer-Policy and a Permissions-Policy', async () => {
    const { headers } = await request();
    expect(headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('X-Frame-Options')).toBe('DENY');
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('Permissions-Policy')).toContain('camera=()');
  });
});

describe('web/public/_headers', () => {
  const rules = parseHeadersFile(headersFile);
  const page = rules.get('/*') ?? new Map<string, string>();

  it('gives the page a CSP with scripts and styles from this origin only, never inline, and no framing', () => {
    const csp = directives(page.get('content-security-policy') ?? '');
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(page.get('content-security-policy')).not.toContain('unsafe-');
  });

  it('gives the page the same HSTS, nosniff, framing, referrer and permissions headers as the Worker', async () => {
    const { headers } = await get('/api/about');
    for (const name of [
      'strict-transport-security',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'permissions-policy',
    ]) {
      expect(page.get(name), name).toBe(headers.get(name));
    }
  });

  it("caches Vite's hashed assets for a year as immutable", () => {
    expect(rules.get('/assets/*')?.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('makes the HTML page revalidate on every use', () => {
    for (const path of ['/', '/index.html']) {
      expect(rules.get(path)?.get('cache-control'), path).toBe('public, max-age=0, must-revalidate');
    }
  });

  it('sets Cache-Control in no rule that also matches hashed assets, where values would be joined', () => {
    expect(page.has('cache-control')).toBe(false);
  });
});
