/**
 * POST /api/contact (spec section 7). The server rules are this project's own, since the spec
 * leaves them open (§5, §9; docs/contact.md): validation in shared/contact-schema.ts, a size limit,
 * a honeypot, a per-network rate limit, optional Turnstile, the site-wide caps (./contact-caps.ts),
 * then the sinks (KV first, e-mail best effort).
 */
import { locales } from 'virtual:api-content';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { contactHoneypotField } from '../../shared/contact.ts';
import { browserFamilyOf } from '../browser-family.ts';
import { countMessage } from '../counting/index.ts';
import type { ApiError, AppEnv, Bindings } from '../env.ts';
import { emailSink } from '../sinks/email.ts';
import { kvSink, retentionDaysOf } from '../sinks/kv.ts';
import { deliverMessage, type MessageSink, type ReceivedMessage } from '../sinks/sink.ts';
import { withinTime } from '../time-limit.ts';
import { turnstileTokenField, verifyTurnstile } from '../turnstile.ts';
import { admitMessage, capsOf, noteCapHit } from './contact-caps.ts';

/** Far above the largest valid message (about 5.6 KB of fields, up to 4 bytes a character). */
export const contactBodyLimitBytes = 32 * 1024;

/** How long the rate limiter gets to answer before the message is let through (it answers locally, in well under a millisecond). */
const limiterTimeoutMs = 1_000;

/** The window of `[[ratelimits]] CONTACT_RATE_LIMITER` in wrangler.toml (`simple.period`). */
export const rateLimitPeriodSeconds = 60;

const fail = (c: Context, status: 400 | 403 | 413 | 415 | 422 | 429 | 503, body: ApiError, headers = {}) =>
  c.json(body, status, headers);

/** The sinks configured for this deployment: KV always, e-mail when its binding and addresses are set. */
export function sinksFor(env: Bindings): { store: MessageSink; notifier?: MessageSink } {
  const store = kvSink(env.CONTACT_MESSAGES, retentionDaysOf(env.CONTACT_RETENTION_DAYS));
  const { CONTACT_EMAIL: binding, CONTACT_EMAIL_FROM: from, CONTACT_EMAIL_TO: to } = env;
  if (!binding || !from || !to) return { store };
  return { store, notifier: emailSink(binding, { from, to }) };
}

/** The client's address as Cloudflare gives it; a stand-in text without one still keys its sender. */
const clientAddressOf = (c: Context) => c.req.header('CF-Connecting-IP') ?? 'unknown-client';

/** A BCP 47 tag of a reasonable length, as Intl reads one. */
function isLanguageTag(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 35) return false;
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
}

export const contactRoutes = new Hono<AppEnv>();

contactRoutes.post(
  '/api/contact',
  async (c, next) => {
    // Keyed by the client's network (an IPv6 /64 is one sender's); the address is never stored.
    // Its parser is loaded with the first message, not at the Worker's start, as the validator is.
    const { clientNetworkOf } = await import('../client-network.ts');
    const clientKey = clientNetworkOf(clientAddressOf(c));
    const limited = c.env.CONTACT_RATE_LIMITER.limit({ key: clientKey });
    const outcome = await withinTime(limited, limiterTimeoutMs, 'the rate limiter').catch(
      (error: unknown) => {
        // A limiter outage should not silence the form; the honeypot and Turnstile still apply.
        console.error('contact rate limiter failed; letting the request through', error);
        return { success: true };
      },
    );
    if (outcome.success) return next();
    return fail(
      c,
      429,
      { error: `Too many messages from this network; try again in ${rateLimitPeriodSeconds} seconds.` },
      { 'Retry-After': String(rateLimitPeriodSeconds) },
    );
  },
  async (c, next) => {
    const mediaType = c.req.header('Content-Type')?.split(';')[0].trim().toLowerCase();
    if (mediaType === 'application/json') return next();
    return fail(c, 415, { error: 'Content-Type must be application/json.' });
  },
  bodyLimit({
    maxSize: contactBodyLimitBytes,
    onError: (c) => fail(c, 413, { error: `The body must be at most ${contactBodyLimitBytes} bytes.` }),
  }),
  async (c) => {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch (error) {
      return fail(c, 400, { error: `The body is not valid JSON: ${(error as Error).message}` });
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return fail(c, 400, { error: 'The body must be a JSON object with name, email, subject and message.' });
    }
    const fields = body as Record<string, unknown>;

    // Bots that fill the invisible field get the same answer as people, so they learn nothing.
    const honeypot = fields[contactHoneypotField];
    if (typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot != null) {
      return c.json({ id: crypto.randomUUID() }, 201);
    }

    // The validator is loaded with the first message, not at the Worker's start: most visits send
    // none, and a cold start is on every visitor's path.
    const { validateContactMessage } = await import('./contact-validation.ts');
    const parsed = validateContactMessage(fields);
    // The language the message was sent from: a further language's page says it; the default
    // language's page sends the spec's four fields. A language the site has since dropped (a tab
    // left open across a deploy) is still a message to keep, kept as "other".
    const locale = fields.locale ?? locales[0];
    const localeErrors: Record<string, string[]> = isLanguageTag(locale)
      ? {}
      : { locale: [`must be a language tag, like one of the site's: ${locales.join(', ')}`] };
    if (!parsed.ok || Object.keys(localeErrors).length > 0) {
      const fieldErrors = { ...(parsed.ok ? {} : parsed.fieldErrors), ...localeErrors };
      return fail(c, 422, {
        error: `Some fields are invalid: ${Object.keys(fieldErrors).join(', ')}.`,
        fields: fieldErrors,
      });
    }

    const secret = c.env.TURNSTILE_SECRET_KEY;
    if (secret) {
      try {
        const check = await verifyTurnstile(secret, fields[turnstileTokenField], {
          remoteIp: c.req.header('CF-Connecting-IP'),
          hostname: new URL(c.req.url).hostname,
          url: c.env.TURNSTILE_SITEVERIFY_URL,
        });
        if (!check.ok) {
          return fail(c, 403, {
            error: 'The anti-spam check failed.',
            fields: { [turnstileTokenField]: [check.reason] },
          });
        }
      } catch (error) {
        console.error('Turnstile verification unavailable', error);
        return fail(c, 503, { error: 'The anti-spam check is unavailable; please try again later.' });
      }
    }

    // The site-wide caps, once a message is otherwise good: what a flood from many networks can
    // take is bounded (KV writes, the inbox), and what one network (an IPv6 /48) can take of the
    // day is its share. Caps out of reach give way to a fixed fallback rate; with neither to ask,
    // nothing is taken: the form never fails open.
    const { clientNetworkOf, siteIpv6Prefix } = await import('../client-network.ts');
    const network = clientNetworkOf(clientAddressOf(c), siteIpv6Prefix);
    const admission = await admitMessage(c.env, capsOf(c.env), network).catch((error: unknown) => {
      console.error('contact caps and their fallback unavailable; refusing the message', error);
      return undefined;
    });
    if (!admission)
      return fail(c, 503, { error: 'The form cannot take messages right now; please try again later.' });
    if (!admission.ok) {
      const { cap } = admission;
      // A note for `npm run stats`, never a reason to fail: D1 may be down or out of writes.
      if (cap !== 'network')
        c.executionCtx.waitUntil(
          Promise.resolve()
            .then(() => noteCapHit(c.env.STATS, cap))
            .catch(() => undefined),
        );
      const wait = admission.retryAfterSeconds;
      const hours = Math.ceil(wait / 3600);
      const error = {
        minute: `The form has taken all the messages it takes in a minute; try again in ${wait} seconds.`,
        day: `The form has taken all the messages it takes in a day; try again in ${hours} hours.`,
        network: `The form has taken all the messages it takes from one network in a day; try again in ${hours} hours.`,
      }[cap];
      return fail(c, 429, { error }, { 'Retry-After': String(wait) });
    }

    // Canonical, and one of the site's languages or "other": a tag is any text its sender chose.
    const canonical = Intl.getCanonicalLocales(locale as string)[0];
    const message: ReceivedMessage = {
      id: crypto.randomUUID(),
      receivedAt: new Date().toISOString(),
      ...parsed.message,
      locale: locales.includes(canonical) ? canonical : 'other',
      ...(typeof c.req.raw.cf?.country === 'string' && { country: c.req.raw.cf.country }),
      ...(c.req.header('User-Agent') && { browser: browserFamilyOf(c.req.header('User-Agent') ?? '') }),
    };
    const { delivered } = await deliverMessage(message, sinksFor(c.env), (work) =>
      c.executionCtx.waitUntil(work),
    );
    if (!delivered) {
      return fail(c, 503, { error: 'The message could not be stored or sent; please try again later.' });
    }
    countMessage(c);
    return c.json({ id: message.id }, 201);
  },
);
