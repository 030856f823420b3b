/**
 * Optional Cloudflare Turnstile check for contact messages: on only when the secret
 * TURNSTILE_SECRET_KEY is set (`wrangler secret put TURNSTILE_SECRET_KEY`); site.json's
 * `turnstileSiteKey` makes the page render the widget and send its token in the body field below
 * (docs/contact.md).
 */
import { turnstileAction, turnstileOrigin, turnstileTokenField } from '../shared/contact.ts';

export { turnstileTokenField };

/** Cloudflare's; a test's stand-in is named by the variable TURNSTILE_SITEVERIFY_URL. */
export const siteverifyUrl = `${turnstileOrigin}/turnstile/v0/siteverify`;

export type TurnstileOutcome = { ok: true } | { ok: false; reason: string };

/** Turnstile's tokens are at most this long (Cloudflare's siteverify docs): a longer one is no token. */
export const maxTurnstileTokenLength = 2_048;

/** How long siteverify gets to answer, each of its two tries. */
export const turnstileTimeoutMs = 4_000;

/**
 * Throws when Turnstile cannot be reached, so the caller can answer 503 rather than 403. A try
 * that fails to connect or times out is made once more with the same idempotency key, which lets
 * siteverify answer the retry without counting the token as spent. A token made for another
 * site's page (`hostname`) or another widget's action is refused: it proves nothing about a
 * visitor of this form.
 */
export async function verifyTurnstile(
  secret: string,
  token: unknown,
  {
    remoteIp,
    hostname,
    timeoutMs = turnstileTimeoutMs,
    url = siteverifyUrl,
    action = turnstileAction,
  }: {
    remoteIp?: string;
    hostname: string;
    timeoutMs?: number;
    url?: string;
    /** The widget's action this form renders it with (the contact form's unless told). */
    action?: string;
  },
): Promise<TurnstileOutcome> {
  if (typeof token !== 'string' || token.length === 0) {
    return { ok: false, reason: `${turnstileTokenField} is required` };
  }
  // Refused before it is sent anywhere: a visitor's body is not forwarded to siteverify whole.
  if (token.length > maxTurnstileTokenLength)
    return {
      ok: false,
      reason: `${turnstileTokenField} is longer than a token (${maxTurnstileTokenLength} characters)`,
    };
  const idempotencyKey = crypto.randomUUID();
  const ask = () => {
    const form = new FormData();
    form.append('secret', secret);
    form.append('response', token);
    if (remoteIp) form.append('remoteip', remoteIp);
    form.append('idempotency_key', idempotencyKey);
    return fetch(url, { method: 'POST', body: form, signal: AbortSignal.timeout(timeoutMs) });
  };
  const response = await ask().catch(ask);
  if (!response.ok) throw new Error(`Turnstile siteverify answered ${response.status}`);
  const result = (await response.json()) as {
    success: boolean;
    hostname?: string;
    action?: string;
    'error-codes'?: string[];
  };
  if (!result.success)
    return {
      ok: false,
      reason: `token was rejected (${(result['error-codes'] ?? []).join(', ') || 'no reason given'})`,
    };
  if (result.hostname !== hostname)
    return { ok: false, reason: `token was made for another site (${result.hostname ?? 'none named'})` };
  if (result.action !== action)
    return { ok: false, reason: `token was made for another form (${result.action || 'none named'})` };
  return { ok: true };
}
