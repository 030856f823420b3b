import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commentFields, commentLimits, commentPath } from '../../shared/responses-section.ts';
import { responsesTextsEn } from '../../shared/texts/responses.ts';
import { dummyToken, siteverifyAnswer, testSecrets } from '../../testing/turnstile-stand-in.ts';
import type { AppEnv, Bindings } from '../env.ts';
import { clearCapsOf, clearContactCaps } from '../test-caps.ts';
import {
  emailSettings,
  fakeEmailBinding,
  inOneLimiterWindow,
  newClientIp,
  origin,
  postContactWith,
  sameSiteIp,
  validMessage,
} from '../test-helpers.ts';
import { turnstileTokenField } from '../turnstile.ts';
import { commentCapsInstance, fullRetryAfterSeconds } from './comment-post.ts';
import { commentRoutes } from './routes.ts';
import { maxPendingResponses } from './store.ts';

// The fixture site has no `responses` (the Worker mounts nothing, last test): these mount the
// routes on pages of their own, in the fixture's languages (en, de, ar).
const post = '/writing/hello-world/';
const arabicPost = '/ar/writing/hello-world/';
const app = new Hono<AppEnv>().route(
  '/',
  commentRoutes(
    { comments: true, webmentions: false, approveMentionsFrom: [] },
    { [post]: true, [arabicPost]: true },
  ),
);

const valid = { page: post, name: 'Bo Reader', url: 'https://bo.example/', text: 'Thanks,\nthis helped.' };

type SendOptions = { ip?: string; json?: boolean; contentType?: string; env?: Partial<Bindings> };

/** Sends `fields` as the form does (urlencoded), or as JSON; the bindings as wrangler.toml has them, some replaced. */
async function send(fields: Record<string, unknown> | string, options: SendOptions = {}) {
  const { ip = newClientIp(), json = false, contentType } = options;
  const body =
    typeof fields === 'string'
      ? fields
      : json
        ? JSON.stringify(fields)
        : new URLSearchParams(fields as Record<string, string>).toString();
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request(`${origin}${commentPath}`, {
      method: 'POST',
      headers: {
        'CF-Connecting-IP': ip,
        'Content-Type': contentType ?? (json ? 'application/json' : 'application/x-www-form-urlencoded'),
      },
      body,
    }),
    { ...env, ...options.env },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

const getPage = (query: string) => app.fetch(new Request(`${origin}${commentPath}?${query}`), env);

const stored = async () =>
  (
    await env.STATS.prepare(
      'SELECT kind, page, author_name, author_url, text, status FROM responses ORDER BY received',
    ).all()
  ).results;

beforeEach(async () => {
  await env.STATS.exec('DELETE FROM responses');
  await clearCapsOf(commentCapsInstance);
});
afterEach(() => vi.restoreAllMocks());

describe('a comment sent by the form, with no script', () => {
  it('is stored pending, and the browser is sent (303) to a page saying it awaits approval', async () => {
    const response = await send(valid);
    expect(response.status).toBe(303);
    const location = response.headers.get('Location') ?? '';
    expect(location).toBe(`${commentPath}?page=${encodeURIComponent(post)}`);
    expect(await stored()).toEqual([
      {
        kind: 'comment',
        page: post,
        author_name: 'Bo Reader',
        author_url: 'https://bo.example/',
        text: 'Thanks,\nthis helped.',
        status: 'pending',
      },
    ]);
    const page = await getPage(location.split('?')[1]);
    expect(page.status).toBe(200);
    expect(page.headers.get('Cache-Control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<h1>Comment sent</h1>');
    expect(html).toContain('Thank you! Your comment awaits the author’s approval.');
    expect(html).toContain(`<a href="${post}#responses">`);
    expect(html).not.toContain('<script');
  });

  it('lands on the page in the entry’s language and direction (Arabic, right to left)', async () => {
    const response = await send({ ...valid, page: arabicPost });
    const html = await (await getPage(response.headers.get('Location')?.split('?')[1] ?? '')).text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('تعليقك بانتظار موافقة الكاتب');
  });

  it('is refused with a readable page in the entry’s language, 422, when a field breaks its limit', async () => {
    const response = await send({ ...valid, page: arabicPost, url: 'javascript:alert(1)' });
    expect(response.status).toBe(422);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('لم يُرسل التعليق');
    expect(await stored()).toEqual([]);
  });

  it('is taken from a multipart form too', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(valid)) form.append(name, value);
    const request = new Request(`${origin}${commentPath}`, {
      method: 'POST',
      headers: { 'CF-Connecting-IP': newClientIp() },
      body: form,
    });
    const ctx = createExecutionContext();
    const response = await app.fetch(request, env, ctx);
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(303);
    expect(await stored()).toHaveLength(1);
  });
});

describe('the owner', () => {
  it('is e-mailed about a comment taken, with its words, when e-mail and the signing key are set', async () => {
    const { binding, sent } = fakeEmailBinding();
    const key = { ...emailSettings(binding), RESPONSES_SIGNING_KEY: 'k'.repeat(32) };
    expect((await send(valid, { json: true, env: key })).status).toBe(201);
    expect(sent).toHaveLength(1);
    expect((await send({ ...valid, name: '' }, { json: true, env: key })).status).toBe(422);
    expect(sent).toHaveLength(1);
  });
});

describe('a comment sent as JSON', () => {
  it('is answered 201 with its id, stored pending', async () => {
    const response = await send(valid, { json: true });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const row = await env.STATS.prepare('SELECT status FROM responses WHERE id = ?').bind(id).first();
    expect(row).toEqual({ status: 'pending' });
  });

  it('is accepted at exactly each field’s limit, and keeps its paragraphs but no invisible character', async () => {
    const url = `https://bo.example/${'a'.repeat(commentLimits.url - 'https://bo.example/'.length)}`;
    const response = await send(
      {
        page: post,
        name: `\u202E${'n'.repeat(commentLimits.name)}`,
        url,
        text: `${'w'.repeat(commentLimits.text - 3)}\r\n\r\n\r\n\u200Bx`,
      },
      { json: true },
    );
    expect(response.status).toBe(201);
    const [row] = await stored();
    expect(row.author_name).toBe('n'.repeat(commentLimits.name));
    expect(row.author_url).toBe(url);
    expect(row.text).toBe(`${'w'.repeat(commentLimits.text - 3)}\n\nx`);
  });
});

describe('a refused comment stores nothing', () => {
  const refusals: [string, Record<string, unknown>, number, string][] = [
    ['no name', { ...valid, name: '  ' }, 422, commentFields.name],
    ['a name one character too long', { ...valid, name: 'n'.repeat(commentLimits.name + 1) }, 422, 'name'],
    ['a javascript: website', { ...valid, url: 'javascript:alert(1)' }, 422, 'url'],
    ['a website that is no address', { ...valid, url: 'bo.example' }, 422, 'url'],
    [
      'a website one character too long',
      { ...valid, url: `https://bo.example/${'a'.repeat(commentLimits.url)}` },
      422,
      'url',
    ],
    ['no text', { ...valid, text: '\u200B \n ' }, 422, 'text'],
    ['a text one character too long', { ...valid, text: 'w'.repeat(commentLimits.text + 1) }, 422, 'text'],
    ['a page that takes no comments', { ...valid, page: '/writing/elsewhere/' }, 422, 'page'],
    ['a page that is not text', { ...valid, page: 7 }, 422, 'page'],
  ];
  it.each(refusals)('%s: 422 naming the field', async (_, body, status, field) => {
    const response = await send(body, { json: true });
    expect(response.status).toBe(status);
    const answer = (await response.json()) as { error: string; fields: Record<string, string[]> };
    expect(Object.keys(answer.fields)).toEqual([field]);
    expect(await stored()).toEqual([]);
  });

  it('a body that is not JSON: 400', async () => {
    const response = await send('{"page":', { json: true });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/^The body is not valid JSON/);
    expect(await stored()).toEqual([]);
  });

  it('a body of another type: 415', async () => {
    const response = await send('page=x', { contentType: 'text/plain' });
    expect(response.status).toBe(415);
    expect(await stored()).toEqual([]);
  });

  it('a body over the size limit, streamed without Content-Length: 413', async () => {
    const big = new URLSearchParams({ ...valid, text: 'w'.repeat(40 * 1024) }).toString();
    const stream = new Blob([big]).stream();
    const ctx = createExecutionContext();
    const response = await app.fetch(
      new Request(`${origin}${commentPath}`, {
        method: 'POST',
        headers: { 'CF-Connecting-IP': newClientIp(), 'Content-Type': 'application/x-www-form-urlencoded' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(413);
    expect(await stored()).toEqual([]);
  });

  it('the honeypot filled: answered as a comment taken, nothing stored', async () => {
    const form = await send({ ...valid, [commentFields.honeypot]: 'bot@spam.example' });
    expect(form.status).toBe(303);
    const json = await send({ ...valid, [commentFields.honeypot]: 'bot@spam.example' }, { json: true });
    expect(json.status).toBe(201);
    expect(await stored()).toEqual([]);
  });
});

describe('the limits', () => {
  it('per network: the sixth comment in a minute gets 429 with Retry-After, counted apart from the contact form', async () => {
    await inOneLimiterWindow(60, 5_000);
    const ip = newClientIp();
    // The network's contact messages do not spend its comments.
    for (let i = 0; i < 5; i++) await postContactWith({}, validMessage, { ip });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(valid, { ip, json: true })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await send(valid, { ip });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('60');
    expect(await refused.text()).toContain(responsesTextsEn.commentTooMany);
    expect(await stored()).toHaveLength(5);
  });

  it('the day’s cap, and one network’s share of it, refuse with 429 what is past them; other networks still send', async () => {
    const caps = { CONTACT_DAILY_CAP: '20' };
    const ip = newClientIp();
    expect((await send(valid, { ip, json: true, env: caps })).status).toBe(201);
    const refused = await send(valid, { ip: sameSiteIp(ip), json: true, env: caps });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: expect.stringMatching(/from one network in a day; try again in \d+ hours\.$/),
    });
    expect((await send(valid, { json: true, env: caps })).status).toBe(201);
    await clearCapsOf(commentCapsInstance);
    const day = { CONTACT_DAILY_CAP: '2' };
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await send(valid, { json: true, env: day })).status);
    expect(statuses).toEqual([201, 201, 429]);
    expect(await stored()).toHaveLength(4);
  });

  it('the caps of comments are not the contact form’s: a full contact form leaves comments open', async () => {
    await clearContactCaps();
    const caps = { CONTACT_DAILY_CAP: '1' };
    expect((await postContactWith(caps, validMessage)).status).toBe(201);
    expect((await postContactWith(caps, validMessage)).status).toBe(429);
    expect((await send(valid, { json: true, env: caps })).status).toBe(201);
    await clearContactCaps();
  });

  it('503 when neither the caps nor their fallback answer, and nothing stored: never open', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const capsDown = {
      idFromName: () => ({}),
      get: () => ({ admit: () => Promise.reject(new Error('caps down')) }),
    } as unknown as Env['CONTACT_CAPS'];
    const limiterDown = { limit: () => Promise.reject(new Error('limiter down')) } as unknown as RateLimit;
    const response = await send(valid, {
      json: true,
      env: { CONTACT_CAPS: capsDown, CONTACT_FALLBACK_LIMITER: limiterDown },
    });
    expect(response.status).toBe(503);
    expect(await stored()).toEqual([]);
  });

  it('the store’s pending cap: once as many wait as it keeps, 429 with an hour’s Retry-After, nothing stored', async () => {
    await env.STATS.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
       INSERT INTO responses (id, kind, page, author_name, text, received)
       SELECT printf('p%04d', i), 'comment', ?2, 'Reader', 'Waiting', '2026-01-01T00:00:00.000Z' FROM n`,
    )
      .bind(maxPendingResponses, post)
      .run();
    const response = await send(valid, { json: true });
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe(String(fullRetryAfterSeconds));
    expect((await stored()).length).toBe(maxPendingResponses);
  });
});

describe('Turnstile, when TURNSTILE_SECRET_KEY is set', () => {
  const secret = { TURNSTILE_SECRET_KEY: testSecrets.alwaysPasses };
  const siteverify = (action: string) =>
    vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (_url, init) =>
        Response.json(siteverifyAnswer(init?.body as FormData, new URL(origin).hostname, action)),
      );

  it('takes a comment whose token the widget made for comments', async () => {
    siteverify('comment');
    const response = await send({ ...valid, [turnstileTokenField]: dummyToken }, { env: secret });
    expect(response.status).toBe(303);
    expect(await stored()).toHaveLength(1);
  });

  it('refuses one without a token (JavaScript off) with a readable 403 page, and stores nothing', async () => {
    const fetchSpy = siteverify('comment');
    const response = await send(valid, { env: secret });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain(responsesTextsEn.commentCheckFailed);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await stored()).toEqual([]);
  });

  it('refuses a token made for the contact form', async () => {
    siteverify('contact');
    const response = await send({ ...valid, [turnstileTokenField]: dummyToken }, { json: true, env: secret });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: 'The anti-spam check failed.',
      fields: { [turnstileTokenField]: ['token was made for another form (contact)'] },
    });
    expect(await stored()).toEqual([]);
  });
});

describe('the "awaits approval" page', () => {
  it('is 404 for a page that takes no comments', async () => {
    expect((await getPage('page=/nowhere/')).status).toBe(404);
  });
});

describe('a site without responses (the fixture)', () => {
  it('answers nothing at the comment form’s address: 404, nothing stored', async () => {
    const response = await exports.default.fetch(`${origin}${commentPath}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': newClientIp() },
      body: JSON.stringify(valid),
    });
    expect(response.status).toBe(404);
    expect(await stored()).toEqual([]);
  });
});
