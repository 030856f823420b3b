/**
 * Other sites as the sender's tests need them, with no network: a fetch that answers each address
 * from a table of pages (redirects left to the caller, as `redirect: 'manual'` asks), a resolver
 * that puts every host at a public address, and a record of each POST an endpoint received.
 */
import type { FetchOptions } from './bounded-fetch.ts';

export type StandInPage = {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
};

export type ReceivedPost = { endpoint: string; source: string; target: string };

/** A public address (RFC 5737's are reserved, which the sender refuses). */
export const publicAddress = '93.184.215.14';

/**
 * `pages` by address; any other address answers 404.
 * An endpoint is any address with `endpoint: true` in its page: its POSTs are recorded in `posts`.
 */
export function standInTargets(pages: Record<string, StandInPage & { endpoint?: true }>) {
  const posts: ReceivedPost[] = [];
  const asked: string[] = [];
  const fetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    asked.push(`${init.method ?? 'GET'} ${url}`);
    const page = pages[url];
    if (init.method === 'POST' && page?.endpoint) {
      const form = new URLSearchParams(String(init.body));
      posts.push({ endpoint: url, source: form.get('source') ?? '', target: form.get('target') ?? '' });
    }
    if (!page) return new Response('not found', { status: 404 });
    return new Response(page.body ?? '', {
      status: page.status ?? (init.method === 'POST' ? 202 : 200),
      headers: { 'content-type': 'text/html; charset=utf-8', ...page.headers },
    });
  }) as typeof globalThis.fetch;
  const options: FetchOptions = { fetch, resolve: async () => [publicAddress] };
  return { options, posts, asked };
}

/** A page whose head holds `head` and body `body`. */
export const page = (head: string, body = '<p>A page.</p>'): StandInPage => ({
  body: `<!doctype html><html><head><title>A page</title>${head}</head><body>${body}</body></html>`,
});
