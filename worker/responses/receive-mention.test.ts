import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { utcDayOf } from '../../shared/utc-day.ts';
import type { Bindings } from '../env.ts';
import { emailSettings, fakeEmailBinding, inOneLimiterWindow, newClientIp, origin } from '../test-helpers.ts';
import { mentionBodyLimitBytes } from './mention-request.ts';
import { mentionNetworkOf, mentionsPerNetworkPerDay } from './mention-share.ts';
import { mentionRatePeriodSeconds } from './receive-mention.ts';
import { htmlPage, redirectTo, type SitePages, standInSites } from './stand-in-sites.ts';
import { approvedFor, responsesWithStatus, type StoredResponse } from './store.ts';

// A site that takes webmentions, as the build hands it to the Worker: the fixture content has none.
vi.mock('virtual:api-content', async (importOriginal) => ({
  ...(await importOriginal<typeof import('virtual:api-content')>()),
  responses: { comments: false, webmentions: true, approveMentionsFrom: ['owner.localhost'] },
  responsePages: { '/writing/hello-world/': true, '/de/writing/hello-world/': true },
}));

/** The Worker as built for that site: the pool loaded its entry before the mock, so it is loaded again. */
let app: typeof import('../index.ts')['app'];
beforeAll(async () => {
  vi.resetModules();
  ({ app } = await import('../index.ts'));
});

const post = `${origin}/writing/hello-world/`;
/** Other people's sites, on this machine: only WEBMENTION_ALLOW_LOOPBACK lets the Worker reach them. */
const alice = 'http://127.0.0.1:43117';
const loopback: Partial<Bindings> = { WEBMENTION_ALLOW_LOOPBACK: 'on' };

let sites: ReturnType<typeof standInSites>;
/** The sites the Worker's fetch reaches in this test; any other address fails as an unknown host. */
function serve(pages: SitePages) {
  sites = standInSites(pages);
  vi.spyOn(globalThis, 'fetch').mockImplementation(sites.fetch);
}

beforeEach(async () => {
  await env.STATS.exec('DELETE FROM responses');
  serve({});
});
afterEach(() => vi.restoreAllMocks());

type Sent = { ip?: string; contentType?: string; bindings?: Partial<Bindings> };

/** A webmention POSTed to the Worker, the way a sender's site does, and the Worker's work after it. */
async function send(
  body: string | Record<string, string>,
  { ip = newClientIp(), contentType, bindings }: Sent = {},
) {
  const request = new Request(`${origin}/api/webmention`, {
    method: 'POST',
    headers: {
      'Content-Type': contentType ?? 'application/x-www-form-urlencoded',
      'CF-Connecting-IP': ip,
    },
    body: typeof body === 'string' ? body : new URLSearchParams(body).toString(),
  });
  const ctx = createExecutionContext();
  const response = await app.fetch(request, { ...env, ...loopback, ...bindings }, ctx);
  // The verification runs after the answer, in waitUntil.
  await waitOnExecutionContext(ctx);
  return response;
}

const mentionOf = (source: string, sent?: Sent) => send({ source, target: post }, sent);

async function stored(): Promise<StoredResponse[]> {
  const [pending, approved] = await Promise.all(
    (['pending', 'approved'] as const).map((status) => responsesWithStatus(env.STATS, status)),
  );
  return [...pending, ...approved];
}

const hEntry = (inner: string) => htmlPage(`<!doctype html><article class="h-entry">${inner}</article>`);

describe('a webmention request checked at once', () => {
  const source = `${alice}/notes/1`;
  it.each([
    ['a JSON body', JSON.stringify({ source, target: post }), 'application/json', /as a form/],
    ['no source', `target=${encodeURIComponent(post)}`, undefined, /source is missing/],
    ['no target', `source=${encodeURIComponent(source)}`, undefined, /target is missing/],
    [
      'two targets',
      new URLSearchParams([
        ['source', source],
        ['target', post],
        ['target', post],
      ]).toString(),
      undefined,
      /one target/,
    ],
    [
      'a source that is not http(s)',
      { source: 'ftp://alice.example/1', target: post },
      undefined,
      /source is not an http/,
    ],
    ['the target as its own source', { source: `${post}#top`, target: post }, undefined, /same page/],
    [
      'a target on another site',
      { source, target: 'https://elsewhere.example/writing/hello-world/' },
      undefined,
      /not on this site/,
    ],
    [
      'a target that takes no mentions',
      { source, target: `${origin}/` },
      undefined,
      /not a page of this site that takes webmentions/,
    ],
    ['a body past the limit', `source=${'a'.repeat(mentionBodyLimitBytes)}`, undefined, /larger than 8 KB/],
  ])(
    'with %s is answered 400 with the reason; nothing is fetched or stored',
    async (_, body, contentType, reason) => {
      const response = await send(body, { contentType });

      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: expect.stringMatching(reason) });
      expect(sites.requested).toEqual([]);
      expect(await stored()).toEqual([]);
    },
  );
});

describe('a webmention verified after the answer', () => {
  it('is a reply, a like and a repost with their h-card authors, waiting for the owner', async () => {
    const card = (name: string) => `<a class="p-author h-card" href="${alice}/">${name}</a>`;
    serve({
      [`${alice}/reply`]: hEntry(
        `${card('Alice')}<a class="u-in-reply-to" href="${post}">re</a><p class="e-content">Well put.</p>`,
      ),
      [`${alice}/like`]: hEntry(`${card('Bo')}<a class="u-like-of" href="${post}">liked</a>`),
      [`${alice}/repost`]: hEntry(`${card('Cy')}<a class="u-repost-of" href="${post}">reposted</a>`),
    });

    for (const kind of ['reply', 'like', 'repost']) {
      const response = await mentionOf(`${alice}/${kind}`);
      expect(response.status).toBe(202);
    }

    const byKind = Object.fromEntries((await stored()).map((response) => [response.kind, response]));
    expect(byKind).toEqual({
      reply: expect.objectContaining({
        author: { name: 'Alice', url: `${alice}/` },
        text: 'Well put.',
        status: 'pending',
      }),
      like: expect.objectContaining({ author: { name: 'Bo', url: `${alice}/` }, status: 'pending' }),
      repost: expect.objectContaining({ author: { name: 'Cy', url: `${alice}/` }, status: 'pending' }),
    });
    expect(byKind.reply.page).toBe('/writing/hello-world/');
    expect(await approvedFor(env.STATS, '/writing/hello-world/')).toEqual([]);
  });

  it('stores nothing when the source does not link to the target', async () => {
    serve({ [`${alice}/unrelated`]: hEntry('<p class="e-content">About something else.</p>') });

    expect((await mentionOf(`${alice}/unrelated`)).status).toBe(202);
    expect(sites.requested).toEqual([`${alice}/unrelated`]);
    expect(await stored()).toEqual([]);
  });

  it('stores nothing past 5 redirects or from a source larger than 1 MB', async () => {
    const link = `<a href="${post}">a post</a>`;
    const pages: SitePages = { [`${alice}/hop6`]: hEntry(link) };
    for (let hop = 0; hop < 6; hop++) pages[`${alice}/hop${hop}`] = redirectTo(`/hop${hop + 1}`);
    pages[`${alice}/large`] = hEntry(`${link}<p>${'words '.repeat((2 * 1024 * 1024) / 6)}</p>`);
    serve(pages);

    await mentionOf(`${alice}/hop0`);
    await mentionOf(`${alice}/large`);

    expect(sites.requested).not.toContain(`${alice}/hop6`);
    expect(await stored()).toEqual([]);
  });

  it('sent again is updated in place, and removed once its source answers 410', async () => {
    const source = `${alice}/reply`;
    const reply = (words: string) =>
      hEntry(`<a class="u-in-reply-to" href="${post}">re</a><p class="e-content">${words}</p>`);
    serve({ [source]: reply('First thoughts.') });
    await mentionOf(source);
    const [first] = await stored();

    serve({ [source]: reply('Second thoughts.') });
    await mentionOf(source);
    expect(await stored()).toEqual([{ ...first, text: 'Second thoughts.' }]);

    serve({ [source]: () => new Response('Gone', { status: 410 }) });
    await mentionOf(source);
    expect(await stored()).toEqual([]);
  });

  it('keeps of hostile text only plain words: no markup, no bidi control, no javascript: address', async () => {
    serve({
      [`${alice}/hostile`]:
        hEntry(`<a class="p-author h-card" href="javascript:alert(1)">\u202Eevil\u202C Mallory</a>
        <a class="u-in-reply-to" href="${post}">re</a>
        <div class="e-content"><script>alert(1)</script><p>Nice <b onclick="alert(2)">bold</b> &lt;img src=x onerror=alert(3)&gt;</p></div>`),
    });

    await mentionOf(`${alice}/hostile`);

    const [response] = await stored();
    expect(response.author).toEqual({ name: 'evil Mallory' });
    expect(response.text).toBe('Nice bold <img src=x onerror=alert(3)>');
  });

  it('from one of the owner’s own sites (a subdomain of a listed host) is approved at once', async () => {
    const own = 'http://blog.owner.localhost/notes/1';
    serve({ [own]: hEntry(`<a class="u-in-reply-to" href="${post}">re</a><p class="e-content">Mine.</p>`) });

    await mentionOf(own);

    expect(await approvedFor(env.STATS, '/writing/hello-world/')).toEqual([
      expect.objectContaining({ source: own, text: 'Mine.', status: 'approved' }),
    ]);
  });

  it('e-mails the owner about a new one, once; not about one sent again unchanged, nor one approved at once', async () => {
    const { binding, sent } = fakeEmailBinding();
    const mail = {
      ...emailSettings(binding),
      RESPONSES_SIGNING_KEY: 'test-signing-key-of-forty-characters-xyz',
    };
    const reply = hEntry(`<a class="u-in-reply-to" href="${post}">re</a><p class="e-content">Hi.</p>`);
    serve({ [`${alice}/reply`]: reply, 'http://owner.localhost/reply': reply });

    await mentionOf(`${alice}/reply`, { bindings: mail });
    await mentionOf(`${alice}/reply`, { bindings: mail });
    await mentionOf('http://owner.localhost/reply', { bindings: mail });

    expect(sent.map((message) => message.to)).toEqual(['owner@owner.example']);
  });

  it('on loopback is never fetched where the Worker does not allow it, as in production', async () => {
    serve({ [`${alice}/reply`]: hEntry(`<a href="${post}">a post</a>`) });

    expect(
      (await mentionOf(`${alice}/reply`, { bindings: { WEBMENTION_ALLOW_LOOPBACK: undefined } })).status,
    ).toBe(202);

    expect(sites.requested).toEqual([]);
    expect(await stored()).toEqual([]);
  });
});

describe('what one network can send', () => {
  it('is 10 requests a minute (wrangler.toml): past them 429 with Retry-After, while another network is still heard', async () => {
    await inOneLimiterWindow(mentionRatePeriodSeconds, 5_000);
    const ip = newClientIp();
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) answers.push((await send({ source: 'nope' }, { ip })).status);

    expect(answers).toEqual([...Array(10).fill(400), 429]);
    const refused = await send({ source: 'nope' }, { ip });
    expect(refused.headers.get('Retry-After')).toBe(String(mentionRatePeriodSeconds));
    expect(await refused.json()).toEqual({
      error: expect.stringMatching(/^Too many webmentions from this network/),
    });
    expect((await send({ source: 'nope' })).status).toBe(400);
  });

  it(`is ${mentionsPerNetworkPerDay} good mentions a day: past its share 429 until tomorrow, nothing fetched`, async () => {
    const ip = newClientIp();
    const day = utcDayOf(new Date());
    const network = await mentionNetworkOf(env, ip, day);
    await env.STATS.prepare('INSERT INTO mention_networks (day, network, accepted) VALUES (?1, ?2, ?3)')
      .bind(day, network, mentionsPerNetworkPerDay)
      .run();

    const refused = await mentionOf(`${alice}/reply`, { ip });

    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      error: expect.stringMatching(/all the webmentions it may send today/),
    });
    expect(sites.requested).toEqual([]);
    serve({ [`${alice}/reply`]: hEntry(`<a href="${post}">a post</a>`) });
    expect((await mentionOf(`${alice}/reply`)).status).toBe(202);
    expect(sites.requested).toEqual([`${alice}/reply`]);
  });
});

describe('the endpoint, advertised', () => {
  const assets = {
    fetch: async () =>
      new Response('<!doctype html><title>A post</title>', { headers: { 'Content-Type': 'text/html' } }),
  } as unknown as Fetcher;
  const open = (path: string) =>
    app.request(`${origin}${path}`, {}, { ...env, ASSETS: assets, COUNTING: 'off' });

  it.each(['/writing/hello-world/', '/de/writing/hello-world/'])(
    'in a Link header on %s, a page that takes webmentions',
    async (path) => {
      const response = await open(path);

      expect(response.status).toBe(200);
      expect(response.headers.get('Link')).toBe('</api/webmention>; rel="webmention"');
    },
  );

  it.each(['/', '/writing/'])('on no other page (%s)', async (path) => {
    expect((await open(path)).headers.get('Link')).toBeNull();
  });
});

describe('the owner’s moderation links, with responses on', () => {
  it('are answered by their own page, with its own policy, not the API’s', async () => {
    const response = await app.request(`${origin}/api/responses/moderate`, {}, env);

    expect(response.status).toBe(400);
    expect(response.headers.get('Content-Security-Policy')).toContain("form-action 'self'");
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
  });
});
