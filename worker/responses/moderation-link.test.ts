import { describe, expect, it } from 'vitest';
import {
  moderationLinkLifetimeSeconds,
  signingKeyMinLength,
  signModerationToken,
  verifyModerationToken,
} from './moderation-link.ts';

const secret = 'test-signing-key-of-forty-characters-xyz';
const id = '0f8e2a4c-1b3d-4e5f-8a9b-0c1d2e3f4a5b';
const otherId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const now = new Date('2026-03-06T10:00:00Z');

/** A reject link as the owner gets it, and its parts. */
const reject = await signModerationToken(secret, { action: 'reject', id }, { now });
const [, , expiry, signature] = reject.split('.');
/** The signature's last character with its 2 unused bits set: the same bytes, spelled otherwise. */
const base64url = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const unusedBitsSet = base64url[base64url.indexOf(signature.slice(-1)) + 3];
const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;

describe('a moderation link', () => {
  it('grants its action on its response for a week', async () => {
    const token = await signModerationToken(secret, { action: 'approve', id }, { now });

    expect(await verifyModerationToken(secret, token, now)).toEqual({
      ok: true,
      action: 'approve',
      id,
      expires: new Date(now.getTime() + moderationLinkLifetimeSeconds * 1000),
    });
    expect(moderationLinkLifetimeSeconds).toBe(7 * 24 * 3600);
  });

  it.each([
    ['with its signature altered', `reject.${id}.${expiry}.${flipped}`, 403, /altered/],
    ['turned from reject into approve', `approve.${id}.${expiry}.${signature}`, 403, /altered/],
    ['pointed at another response', `reject.${otherId}.${expiry}.${signature}`, 403, /altered/],
    ['given a later expiry', `reject.${id}.${Number(expiry) + 86_400}.${signature}`, 403, /altered/],
    ['for an action there is none of', `delete.${id}.${expiry}.${signature}`, 400, /not a moderation link/],
    ['cut short', reject.slice(0, -1), 400, /not a moderation link/],
    [
      'with its signature’s unused bits set',
      `${reject.slice(0, -1)}${unusedBitsSet}`,
      400,
      /not a moderation link/,
    ],
    ['of no shape at all', '<script>alert(1)</script>', 400, /not a moderation link/],
  ])('%s is refused with its reason', async (_, token, status, reason) => {
    expect(await verifyModerationToken(secret, token, now)).toEqual({
      ok: false,
      status,
      reason: expect.stringMatching(reason),
    });
  });

  it('signed with another key is refused', async () => {
    const token = await signModerationToken(`${secret}-old`, { action: 'approve', id }, { now });

    expect(await verifyModerationToken(secret, token, now)).toMatchObject({ ok: false, status: 403 });
  });

  it('is refused once its week is over, saying when it expired', async () => {
    const lastWeek = new Date(now.getTime() - (moderationLinkLifetimeSeconds + 60) * 1000);
    const token = await signModerationToken(secret, { action: 'approve', id }, { now: lastWeek });

    expect(await verifyModerationToken(secret, token, now)).toEqual({
      ok: false,
      status: 410,
      reason: 'This link expired on 2026-03-06 09:59 UTC.',
    });
  });

  it.each([
    ['missing', undefined],
    ['too short', 'x'.repeat(signingKeyMinLength - 1)],
  ])('cannot be made or checked with a secret that is %s', async (_, key) => {
    const message = /RESPONSES_SIGNING_KEY must be set to a secret of at least 32 characters/;
    await expect(signModerationToken(key, { action: 'approve', id })).rejects.toThrow(message);
    await expect(verifyModerationToken(key, `approve.${id}.${expiry}.${signature}`)).rejects.toThrow(message);
  });
});
