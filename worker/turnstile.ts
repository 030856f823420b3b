/**
 * Optional Cloudflare Turnstile check for contact messages: on only when the secret
 * TURNSTILE_SECRET_KEY is set (`wrangler secret put TURNSTILE_SECRET_KEY`), and then the page must
 * render the widget and send its token in the body field below.
 */
export const turnstileTokenField = 'cf-turnstile-response';

const siteverifyUrl = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

export type TurnstileOutcome = { ok: true } | { ok: false; reason: string };

/** Throws when Turnstile cannot be reached, so the caller can answer 503 rather than 403. */
export async function verifyTurnstile(
  secret: string,
  token: unknown,
  remoteIp: string | undefined,
): Promise<TurnstileOutcome> {
  if (typeof token !== 'string' || token.length === 0) {
    return { ok: false, reason: `${turnstileTokenField} is required` };
  }
  const form = new FormData();
  form.append('secret', secret);
  form.append('response', token);
  if (remoteIp) form.append('remoteip', remoteIp);
  const response = await fetch(siteverifyUrl, { method: 'POST', body: form });
  if (!response.ok) throw new Error(`Turnstile siteverify answered ${response.status}`);
  const result = (await response.json()) as { success: boolean; 'error-codes'?: string[] };
  if (result.success) return { ok: true };
  return {
    ok: false,
    reason: `token was rejected (${(result['error-codes'] ?? []).join(', ') || 'no reason given'})`,
  };
}
