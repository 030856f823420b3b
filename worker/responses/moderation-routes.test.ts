import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { moderationLinkLifetimeSeconds, signModerationToken } from './moderation-link.ts';
import { type ModerationEnv, moderationPath, moderationRoutes } from './moderation-routes.ts';
import { addComment, approvedFor, deleteResponse, responseById } from './store.ts';

const secret = 'test-signing-key-of-forty-characters-xyz';
const post = '/writing/hello-world/';
const app = new Hono<ModerationEnv>().route('/', moderationRoutes);
const bindings = { ...env, RESPONSES_SIGNING_KEY: secret };

/** The moderation link of an e-mail, opened as a browser or a mail scanner would. */
const open = (token: string, settings: ModerationEnv['Bindings'] = bindings) =>
  app.request(`${moderationPath}?token=${token}`, {}, settings);

/** The confirmation page's button, pressed. */
const press = (token: string, contentType = 'application/x-www-form-urlencoded') =>
  app.request(
    moderationPath,
    {
      method: 'POST',
      headers: { 'Content-Type': contentType },
      body: new URLSearchParams({ token }).toString(),
    },
    bindings,
  );

let id: string;
const linkTo = (action: 'approve' | 'reject', options: { id?: string; now?: Date } = {}) =>
  signModerationToken(secret, { action, id: options.id ?? id }, { now: options.now });

beforeEach(async () => {
  await env.STATS.exec('DELETE FROM responses');
  const added = await addComment(env.STATS, {
    page: post,
    author: { name: 'Bo', url: 'https://bo.example/' },
    text: 'Thanks, this helped.',
  });
  if (added.outcome !== 'added') throw new Error('the comment was not added');
  id = added.id;
});

describe('an approve link in the owner’s e-mail', () => {
  it('opened, shows the response and a button that posts the same link, and changes nothing', async () => {
    const token = await linkTo('approve');

    const response = await open(token);

    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toContain('<h1>Approve this response?</h1>');
    expect(body).toContain('<bdi>Thanks, this helped.</bdi>');
    expect(body).toMatch(
      new RegExp(
        `<form method="post" action="${moderationPath}">\\s*<input type="hidden" name="token" value="${token}">`,
      ),
    );
    expect(await responseById(env.STATS, id)).toMatchObject({ status: 'pending' });
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-security-policy':
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'x-robots-tag': 'noindex',
    });
  });

  it('pressed, approves it: the page says so and the post shows it', async () => {
    const response = await press(await linkTo('approve'));

    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Approved: it shows on its page from the next visit.');
    expect(await approvedFor(env.STATS, post)).toMatchObject([{ id, status: 'approved' }]);
  });
});

describe('a reject link, pressed', () => {
  it('rejects the response, which the post never shows', async () => {
    const response = await press(await linkTo('reject'));

    expect(await response.text()).toContain('Rejected: it will not be shown.');
    expect(await responseById(env.STATS, id)).toMatchObject({ status: 'rejected' });
  });
});

describe('a link that grants nothing', () => {
  /** The token with one character of its signature changed. */
  const altered = (token: string) => token.replace(/.(?=.{9}$)/, (one) => (one === 'A' ? 'B' : 'A'));
  const lastWeek = () => new Date(Date.now() - (moderationLinkLifetimeSeconds + 60) * 1000);
  const anotherResponse = async () => {
    const other = await addComment(env.STATS, { page: post, author: { name: 'Cy' }, text: 'Spam' });
    if (other.outcome !== 'added') throw new Error('the comment was not added');
    const [action, , ...rest] = (await linkTo('approve', { id: other.id })).split('.');
    return [action, id, ...rest].join('.');
  };
  it.each([
    ['altered', async () => altered(await linkTo('approve')), 403, 'This link was altered'],
    ['expired', () => linkTo('approve', { now: lastWeek() }), 410, 'This link expired on'],
    ['another response’s, pointed at this one', anotherResponse, 403, 'This link was altered'],
    ['empty', async () => '', 400, 'The link has no token'],
  ])('(%s) is refused when pressed, and the response stays pending', async (_, tokenOf, status, says) => {
    const response = await press(await tokenOf());

    expect(response.status).toBe(status);
    expect(await response.text()).toContain(says);
    expect(await responseById(env.STATS, id)).toMatchObject({ status: 'pending' });
  });

  it('sent as anything but the form is refused, and changes nothing', async () => {
    const response = await press(await linkTo('approve'), 'application/json');

    expect(response.status).toBe(415);
    expect(await responseById(env.STATS, id)).toMatchObject({ status: 'pending' });
  });

  it('for a response since deleted says so', async () => {
    const token = await linkTo('approve');
    await deleteResponse(env.STATS, id);

    expect((await open(token)).status).toBe(404);
    expect((await press(token)).status).toBe(404);
  });

  it('on a site without its signing key says what to set', async () => {
    const response = await open(await linkTo('approve'), { ...bindings, RESPONSES_SIGNING_KEY: undefined });

    expect(response.status).toBe(503);
    expect(await response.text()).toContain('wrangler secret put RESPONSES_SIGNING_KEY');
  });
});

describe('a hostile response on the confirmation page', () => {
  it('is inert: its markup is text and its bidi controls are gone', async () => {
    const hostile = await addComment(env.STATS, {
      page: post,
      author: {
        name: '<script>alert(1)</script>\u202Eevil',
        url: 'https://x.example/"><img src=x onerror=alert(2)>',
      },
      text: 'Hi <img src=x onerror=alert(3)> \u2066reversed\u2069 \u202Etxt.exe',
    });
    if (hostile.outcome !== 'added') throw new Error('the comment was not added');

    const body = await (await open(await linkTo('approve', { id: hostile.id }))).text();

    expect(body).not.toMatch(/<script|<img|[\u202A-\u202E\u2066-\u2069]/);
    expect(body).toContain('<bdi>&lt;script&gt;alert(1)&lt;/script&gt;evil</bdi>');
    expect(body).toContain('<bdi>https://x.example/&quot;&gt;&lt;img src=x onerror=alert(2)&gt;</bdi>');
    expect(body).toContain('<bdi>Hi &lt;img src=x onerror=alert(3)&gt; reversed txt.exe</bdi>');
  });
});
