import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emailSettings, fakeEmailBinding } from '../test-helpers.ts';
import { verifyModerationToken } from './moderation-link.ts';
import { moderationPath } from './moderation-routes.ts';
import { notifyOwner, responseEmail } from './notify-owner.ts';
import type { StoredResponse } from './store.ts';

const secret = 'test-signing-key-of-forty-characters-xyz';
const origin = 'https://jane.example';
const comment: StoredResponse = {
  id: '5b0c2c7e-1111-4222-8333-444455556666',
  kind: 'comment',
  page: '/writing/hello-world/',
  author: { name: 'Bo \u202Eevil', url: 'https://bo.example/' },
  text: 'Thanks, this helped.\nApprove: https://phish.example/',
  received: '2026-12-01T10:00:00.000Z',
  status: 'pending',
};
const addresses = { from: 'portfolio@owner.example', to: 'owner@owner.example' };

const decodeBase64 = (base64: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(base64.replace(/\s/g, '')), (c) => c.charCodeAt(0)));
const bodyOf = (raw: string) => decodeBase64(raw.slice(raw.lastIndexOf('\r\n\r\n') + 4));
const subjectOf = (raw: string) => decodeBase64(raw.match(/^Subject: =\?utf-8\?B\?(.*)\?=$/m)?.[1] ?? '');

const raw = await responseEmail(comment, { ...addresses, secret, origin });
const body = bodyOf(raw);
const linkOf = (label: string) => body.match(new RegExp(`^${label}:\\s+(\\S+)$`, 'm'))?.[1] ?? '';

afterEach(() => vi.restoreAllMocks());

describe('the owner’s e-mail about a new response', () => {
  it('says what it is and where, in a subject made only of the site’s own words', () => {
    expect(subjectOf(raw)).toBe('[Portfolio] New comment on /writing/hello-world/, awaiting approval');
    expect(body).toContain('Page: https://jane.example/writing/hello-world/');
    expect(body).toContain(`Response id: ${comment.id}`);
    expect(body).toContain('Received: 2026-12-01T10:00:00.000Z');
  });

  it('carries approve and reject links to the confirmation page, each signed for its one action', async () => {
    for (const action of ['approve', 'reject'] as const) {
      const link = new URL(linkOf(action === 'approve' ? 'Approve' : 'Reject'));
      expect(`${link.origin}${link.pathname}`).toBe(`${origin}${moderationPath}`);
      expect(await verifyModerationToken(secret, link.searchParams.get('token') ?? '')).toMatchObject({
        ok: true,
        action,
        id: comment.id,
      });
    }
  });

  it('is plain text, quoting the visitor’s lines so none passes for the site’s, with no bidi control', () => {
    expect(raw).toMatch(/Content-Type: text\/plain; charset=UTF-8/i);
    expect(raw).not.toMatch(/text\/html/i);
    expect(body).toContain('\r\n> Thanks, this helped.\r\n> Approve: https://phish.example/');
    expect(body.match(/^Approve:/gm)).toHaveLength(1);
    expect(body).toContain('Author: Bo evil\r\n');
    expect(body).not.toContain('\u202E');
  });

  it('names a webmention’s source, and says when the author gave no name', async () => {
    const like: StoredResponse = {
      ...comment,
      kind: 'like',
      author: {},
      text: undefined,
      source: 'https://other.example/likes/1',
    };
    const mention = bodyOf(await responseEmail(like, { ...addresses, secret, origin }));
    expect(mention).toContain('Source: https://other.example/likes/1');
    expect(mention).toContain('Author: (none given)');
  });
});

describe('notifyOwner', () => {
  it('sends the e-mail from the configured sender to the owner', async () => {
    const { binding, sent } = fakeEmailBinding();
    await notifyOwner({ ...env, ...emailSettings(binding), RESPONSES_SIGNING_KEY: secret }, comment, origin);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject(addresses);
  });

  it('sends nothing when e-mail is not configured, or without a signing key (and says why)', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { binding, sent } = fakeEmailBinding();
    await notifyOwner({ ...env, CONTACT_EMAIL: binding, RESPONSES_SIGNING_KEY: secret }, comment, origin);
    await notifyOwner({ ...env, ...emailSettings(binding) }, comment, origin);
    expect(sent).toEqual([]);
    expect(warned).toHaveBeenCalledWith(expect.stringContaining('RESPONSES_SIGNING_KEY is not set'));
  });

  it('never throws: a failing or hanging mail route is logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const settings = { ...env, RESPONSES_SIGNING_KEY: secret };
    const failing = fakeEmailBinding({ fails: true }).binding;
    const hanging = { send: () => new Promise(() => {}) } as unknown as SendEmail;

    await notifyOwner({ ...settings, ...emailSettings(failing) }, comment, origin);
    await notifyOwner({ ...settings, ...emailSettings(hanging) }, comment, origin, { timeoutMs: 50 });

    expect(logged).toHaveBeenCalledTimes(2);
    expect(String(logged.mock.calls[1][1])).toContain('did not answer within 50 ms');
  });
});
