import { beforeAll, describe, expect, it } from 'vitest';
import { fetchLimits } from './bounded-fetch.ts';
import { discoverEndpoint, webmentionLinkIn } from './endpoint-discovery.ts';
import { page, type StandInPage, standInTargets } from './stand-in-targets.ts';

const target = 'https://target.example/2026/a-post';

// jsdom's first import takes seconds on a busy machine: paid here, not by the first test's timeout.
beforeAll(() => import('jsdom'), 60_000);

/** The endpoint `target` advertises when it answers `answer`, as the sender discovers it. */
async function endpointOf(answer: StandInPage, at = target) {
  const { options } = standInTargets({ [at]: answer });
  const discovery = await discoverEndpoint(at, options);
  return discovery.outcome === 'endpoint' ? discovery.endpoint.href : discovery.outcome;
}

// The W3C Recommendation's discovery rules (§3.1.2), as webmention.rocks tests a sender on them.
describe('discoverEndpoint finds the endpoint a target advertises', () => {
  it.each<[string, StandInPage, string]>([
    [
      'in a Link header, relative to the page',
      { headers: { link: '</webmention-endpoint>; rel=webmention' } },
      'https://target.example/webmention-endpoint',
    ],
    [
      'in a Link header, absolute, its rel quoted and in another case',
      { headers: { LinK: '<https://endpoint.example/wm>; rel="WebMention"' } },
      'https://endpoint.example/wm',
    ],
    [
      'in a Link header naming several rel values',
      { headers: { link: '<https://endpoint.example/several>; rel="somethingelse webmention"' } },
      'https://endpoint.example/several',
    ],
    [
      'in a Link header listing several links, a quoted comma in one',
      {
        headers: {
          link: '<https://other.example/>; rel="other"; title="a, b", <https://endpoint.example/second>; rel=webmention',
        },
      },
      'https://endpoint.example/second',
    ],
    [
      'in a <link> element, relative to the page',
      page('<link rel="webmention" href="/from-link">'),
      'https://target.example/from-link',
    ],
    [
      'in an <a> element, absolute',
      page('', '<a rel="webmention" href="https://endpoint.example/from-a">endpoint</a>'),
      'https://endpoint.example/from-a',
    ],
    [
      'in an element naming several rel values, in any case',
      page('<link rel="me WebMention" href="/several-in-html">'),
      'https://target.example/several-in-html',
    ],
    [
      'relative to the page’s own path, its query kept',
      page('<link rel="webmention" href="endpoint?version=1">'),
      'https://target.example/2026/endpoint?version=1',
    ],
    [
      'the page itself when the href is empty',
      page('<link rel="webmention" href="">'),
      'https://target.example/2026/a-post',
    ],
    [
      'in the Link header first, before the page’s elements',
      {
        headers: { link: '</from-header>; rel="webmention"' },
        ...page('<link rel="webmention" href="/from-html">'),
      },
      'https://target.example/from-header',
    ],
    [
      'in the first element in document order, an <a> before a <link>',
      page('', '<a rel="webmention" href="/from-a">a</a><link rel="webmention" href="/from-link">'),
      'https://target.example/from-a',
    ],
    [
      'in the first element with an href, one without skipped',
      page('<link rel="webmention"><link rel="webmention" href="/with-href">'),
      'https://target.example/with-href',
    ],
    [
      'not in an HTML comment nor in escaped markup',
      page(
        '<!-- <link rel="webmention" href="/commented"> -->',
        '<code>&lt;a rel="webmention" href="/escaped"&gt;&lt;/a&gt;</code><a rel="webmention" href="/real">x</a>',
      ),
      'https://target.example/real',
    ],
  ])('%s', async (_case, answer, endpoint) => {
    expect(await endpointOf(answer)).toBe(endpoint);
  });

  it('after redirects, relative to the address the page came from', async () => {
    const { options, asked } = standInTargets({
      [target]: { status: 301, headers: { location: 'https://moved.example/blog/post' } },
      'https://moved.example/blog/post': { status: 302, headers: { location: '/blog/final/post' } },
      'https://moved.example/blog/final/post': page('<link rel="webmention" href="wm">'),
    });
    const discovery = await discoverEndpoint(target, options);
    expect(discovery).toEqual({
      outcome: 'endpoint',
      endpoint: new URL('https://moved.example/blog/final/wm'),
    });
    expect(asked).toHaveLength(3);
  });

  it('none where the page names another rel, or is not HTML, or is not there', async () => {
    expect(await endpointOf(page('<link rel="not-webmention" href="/no">'))).toBe('none');
    expect(await endpointOf({ headers: { 'content-type': 'application/pdf' }, body: '%PDF' })).toBe('none');
    expect(await endpointOf({ status: 404 })).toBe('none');
    expect(await endpointOf({ status: 410 })).toBe('none');
  });

  it('reads the first megabyte of a page and no more', async () => {
    const padding = `<p>${'x'.repeat(fetchLimits.bytes)}</p>`;
    expect(await endpointOf(page('<link rel="webmention" href="/early">', padding))).toBe(
      'https://target.example/early',
    );
    expect(await endpointOf(page('', `${padding}<a rel="webmention" href="/late">late</a>`))).toBe('none');
  });
});

describe('discoverEndpoint keeps to its limits', () => {
  it('refuses a sixth redirect', async () => {
    const chain = Object.fromEntries(
      Array.from({ length: 7 }, (_, step) => [
        `https://hops.example/${step}`,
        { status: 302, headers: { location: `/${step + 1}` } },
      ]),
    );
    const { options } = standInTargets(chain);
    expect(await discoverEndpoint('https://hops.example/0', options)).toEqual({
      outcome: 'refused',
      reason: `https://hops.example/0 redirects more than ${fetchLimits.redirects} times`,
    });
  });

  it('refuses a page, or a redirect, on a loopback, private or link-local address', async () => {
    const { options } = standInTargets({
      'http://127.0.0.1:8080/admin': page('<link rel="webmention" href="/wm">'),
      [target]: { status: 302, headers: { location: 'http://192.168.1.1/' } },
      'https://internal.example/': page('<link rel="webmention" href="/wm">'),
    });
    expect((await discoverEndpoint('http://127.0.0.1:8080/admin', options)).outcome).toBe('refused');
    expect(await discoverEndpoint(target, options)).toEqual({
      outcome: 'refused',
      reason: 'http://192.168.1.1/ is in a private range (192.168.1.1)',
    });
    const resolvedInside = { ...options, resolve: async () => ['169.254.169.254'] };
    expect((await discoverEndpoint('https://internal.example/', resolvedInside)).outcome).toBe('refused');
  });

  it('gives up on a page that does not answer in time, a server error or a host that does not resolve, to ask again on the next run', async () => {
    const never = (async (_url: string, init: RequestInit) =>
      new Promise((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      )) as typeof fetch;
    const { options } = standInTargets({});
    expect(await discoverEndpoint(target, { ...options, fetch: never, timeoutMs: 50 })).toEqual({
      outcome: 'failed',
      reason: `${target} did not answer within 0.05 s`,
    });
    expect(await endpointOf({ status: 503 })).toBe('failed');
    const unresolved = Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    const offline = { ...options, resolve: () => Promise.reject(unresolved) };
    expect(await discoverEndpoint(target, offline)).toEqual({
      outcome: 'failed',
      reason: 'target.example does not resolve (ENOTFOUND)',
    });
  });
});

describe('webmentionLinkIn', () => {
  it('reads rel among other parameters, and ignores a rel that only contains the word', () => {
    expect(webmentionLinkIn('<https://a.example/>; title="rel=webmention"; rel=nofollow')).toBeUndefined();
    expect(webmentionLinkIn('<https://a.example/x>;rel=webmention')).toBe('https://a.example/x');
    expect(webmentionLinkIn('<https://a.example/>; rel="webmentions"')).toBeUndefined();
  });
});
