import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, expect, it, vi } from 'vitest';
import { origin } from '../test-helpers.ts';
import { addComment, approveResponse } from './store.ts';

// The fixture site takes no responses; here its home page is one that does, so the request goes
// the way an entry page's does: through the counted pages' middleware to the display.
vi.mock('virtual:api-content', async (original) => ({
  ...(await original<typeof import('virtual:api-content')>()),
  responsePages: { '/': true },
}));

/**
 * The built page as the assets serve it, with its strong ETag and their 304 for it: not the
 * build's own files, which the unit tests run without (a fresh clone builds them later).
 */
const builtPage =
  '<!doctype html><html lang="en"><title>A post</title><section id="responses"><div class="responses__list" data-responses></div></section></html>';
const builtEtag = '"built-page"';
const assets = {
  fetch: async (request: Request) =>
    request.headers.get('If-None-Match') === builtEtag
      ? new Response(null, { status: 304, headers: { ETag: builtEtag } })
      : new Response(builtPage, { headers: { 'Content-Type': 'text/html; charset=utf-8', ETag: builtEtag } }),
} as unknown as Fetcher;

/** A GET through the app, whose imports see the mock above. */
async function get(path: string, init?: RequestInit) {
  const ctx = createExecutionContext();
  const { app } = await import('../index.ts');
  const response = await app.fetch(new Request(`${origin}${path}`, init), { ...env, ASSETS: assets }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

// The Worker's modules are loaded already as its entry: loaded again, they import the mock.
beforeAll(() => {
  vi.resetModules();
});

it('serves a page that takes responses with its own ETag, which an approval changes', async () => {
  const built = await get('/');
  expect(built.status).toBe(200);
  expect(await built.text()).not.toContain('Hello');

  const added = await addComment(env.STATS, { page: '/', author: { name: 'Ada' }, text: 'Hello' });
  if (added.outcome !== 'added') throw new Error('not added');
  await approveResponse(env.STATS, added.id);
  const shown = await get('/', { headers: { 'If-None-Match': builtEtag } });
  // Not the assets' 304 for the built page: its responses changed.
  expect(shown.status).toBe(200);
  const etag = shown.headers.get('ETag');
  expect(etag).toMatch(/^W\/".+-r[0-9a-f]{16}"$/);
  expect(await shown.text()).toContain('Hello');

  const again = await get('/', { headers: { 'If-None-Match': etag ?? '' } });
  expect(again.status).toBe(304);
});
