/**
 * The owner's moderation links: a token that says which response to approve or reject, until when,
 * signed with HMAC-SHA-256 under a secret only the Worker knows (RESPONSES_SIGNING_KEY, set with
 * `wrangler secret put`). Whoever holds the e-mail holds the link, so it acts on one response, for
 * one action, for a week.
 */
import { decodeBase64Url, encodeBase64Url } from 'hono/utils/encode';

export type ModerationAction = 'approve' | 'reject';

export const moderationActions: readonly ModerationAction[] = ['approve', 'reject'];

/** How long a link works: a week of the owner's holidays, not a standing credential. */
export const moderationLinkLifetimeSeconds = 7 * 86_400;

/** The shortest secret taken: 32 characters of `openssl rand -base64 32` carry 192 bits and more. */
export const signingKeyMinLength = 32;

/**
 * A token's fields and its signature, each with no dot: `approve.<id>.<expiry, Unix seconds>.<MAC>`.
 * The MAC's 32 bytes are 43 characters whose last carries 2 unused bits, which must be zero: one
 * link has one spelling.
 */
const tokenShape = /^([a-z]+)\.([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{42}[AEIMQUYcgkosw048])$/;

export type ModerationGrant = { action: ModerationAction; id: string; expires: Date };

export type TokenCheck =
  | ({ ok: true } & ModerationGrant)
  /** `status`: 400 for what no link of this site looks like, 403 for a bad signature, 410 once expired. */
  | { ok: false; status: 400 | 403 | 410; reason: string };

/** The signed text: a purpose first, so a signature made for anything else with this key never fits. */
const signedText = (action: string, id: string, expiry: string) =>
  new TextEncoder().encode(`portfolio response moderation\n${action}\n${id}\n${expiry}`);

async function keyOf(secret: string | undefined, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  if (!secret || secret.length < signingKeyMinLength)
    throw new Error(
      `RESPONSES_SIGNING_KEY must be set to a secret of at least ${signingKeyMinLength} characters (wrangler secret put RESPONSES_SIGNING_KEY).`,
    );
  return crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    [usage],
  );
}

/** A token for `action` on response `id`, working `lifetimeSeconds` from `now`. */
export async function signModerationToken(
  secret: string | undefined,
  { action, id }: { action: ModerationAction; id: string },
  { now = new Date(), lifetimeSeconds = moderationLinkLifetimeSeconds } = {},
): Promise<string> {
  const expiry = String(Math.floor(now.getTime() / 1000) + lifetimeSeconds);
  const signature = await crypto.subtle.sign(
    'HMAC',
    await keyOf(secret, 'sign'),
    signedText(action, id, expiry),
  );
  const token = `${action}.${id}.${expiry}.${encodeBase64Url(signature).replace(/=+$/, '')}`;
  if (!tokenShape.test(token))
    throw new Error(`A moderation token cannot name the response ${JSON.stringify(id)}.`);
  return token;
}

/**
 * The action and response a token grants, or why it grants nothing. The signature is checked by
 * Web Crypto's verify, which compares in constant time, before the expiry: an altered token learns
 * nothing about its dates. Throws when the secret is missing or short, as signing does.
 */
export async function verifyModerationToken(
  secret: string | undefined,
  token: string,
  now = new Date(),
): Promise<TokenCheck> {
  const key = await keyOf(secret, 'verify');
  const parts = tokenShape.exec(token);
  const [, action, id, expiry, signature] = parts ?? [];
  if (!parts || !moderationActions.includes(action as ModerationAction))
    return { ok: false, status: 400, reason: 'This is not a moderation link of this site.' };
  const signed = await crypto.subtle.verify(
    'HMAC',
    key,
    decodeBase64Url(signature),
    signedText(action, id, expiry),
  );
  if (!signed)
    return { ok: false, status: 403, reason: 'This link was altered, or signed with another key.' };
  const expires = new Date(Number(expiry) * 1000);
  if (expires <= now)
    return {
      ok: false,
      status: 410,
      reason: `This link expired on ${expires.toISOString().replace('T', ' ').slice(0, 16)} UTC.`,
    };
  return { ok: true, action: action as ModerationAction, id, expires };
}
