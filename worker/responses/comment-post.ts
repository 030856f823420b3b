/**
 * A reader's comment, taken with the contact form's defences (worker/routes/contact.ts): a
 * per-network rate limit, a size limit, a honeypot, Turnstile when its secret is set, the caps
 * (counted apart from the contact form's, so neither closes the other), and the store's limit on
 * what may wait. Then it waits for the owner, who is e-mailed about it (./notify-owner.ts). A form posted with no script gets pages
 * (./comment-page.ts), a 303 to the "awaits approval" one when taken; a JSON request gets JSON.
 */
import { locales } from 'virtual:api-content';
import type { Context } from 'hono';
import { commentFields, commentPath, commentTurnstileAction } from '../../shared/responses-section.ts';
import type { ApiError, AppEnv } from '../env.ts';
import { rateLimitPeriodSeconds } from '../routes/contact.ts';
import { admitMessage, capsOf } from '../routes/contact-caps.ts';
import { withinTime } from '../time-limit.ts';
import { turnstileTokenField, verifyTurnstile } from '../turnstile.ts';
import { checkComment } from './comment-fields.ts';
import { type CommentPageWords, commentPage, localeOfPage } from './comment-page.ts';
import { addComment, type StoredResponse } from './store.ts';

/** Far above the largest valid comment (about 2.4 K characters, up to 4 bytes each, percent-encoded). */
export const commentBodyLimitBytes = 32 * 1024;

/** The caps' instance of comments (worker/routes/contact-caps.ts). */
export const commentCapsInstance = 'comments';

/** How long a reader waits when the store holds as many pending comments as it takes. */
export const fullRetryAfterSeconds = 3_600;

const limiterTimeoutMs = 1_000;

type Status = 400 | 403 | 413 | 415 | 422 | 429 | 503;

/** A refusal, in the form it was asked in: JSON with the reason, or a page in the entry's language. */
type Refusal = {
  status: Status;
  error: string;
  fields?: Record<string, string[]>;
  words: keyof typeof pageWords;
};

const pageWords = {
  invalid: { title: 'commentNotSent', message: 'commentInvalid' },
  tooMany: { title: 'commentNotSent', message: 'commentTooMany' },
  checkFailed: { title: 'commentNotSent', message: 'commentCheckFailed' },
  unavailable: { title: 'commentNotSent', message: 'commentUnavailable' },
} satisfies Record<string, CommentPageWords>;

const clientAddressOf = (c: Context) => c.req.header('CF-Connecting-IP') ?? 'unknown-client';

const mediaTypeOf = (c: Context) => c.req.header('Content-Type')?.split(';')[0].trim().toLowerCase();
const formTypes = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** The body's fields, or why there are none: at most commentBodyLimitBytes, read once. */
async function fieldsOf(
  c: Context,
  json: boolean,
): Promise<{ fields: Record<string, unknown> } | { refusal: Refusal }> {
  const tooLarge = {
    refusal: {
      status: 413,
      error: `The body must be at most ${commentBodyLimitBytes} bytes.`,
      words: 'invalid',
    },
  } as const;
  if (Number(c.req.header('Content-Length')) > commentBodyLimitBytes) return tooLarge;
  const bytes = await c.req.arrayBuffer();
  if (bytes.byteLength > commentBodyLimitBytes) return tooLarge;
  const invalid = (error: string) => ({ refusal: { status: 400, error, words: 'invalid' } as Refusal });
  if (json) {
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder().decode(bytes));
    } catch (error) {
      return invalid(`The body is not valid JSON: ${(error as Error).message}`);
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      return invalid('The body must be a JSON object with page, name, url and text.');
    return { fields: body as Record<string, unknown> };
  }
  try {
    const form = await new Response(bytes, {
      headers: { 'Content-Type': c.req.header('Content-Type') ?? '' },
    }).formData();
    const fields: Record<string, unknown> = {};
    // A name sent twice, or a file, is not a field of this form's: it fails its check.
    for (const [name, value] of form) fields[name] = Object.hasOwn(fields, name) ? null : value;
    return { fields };
  } catch (error) {
    return invalid(`The body is not a valid form: ${(error as Error).message}`);
  }
}

/** Per network, as the contact form's (the same limiter, under a key of its own). */
async function withinRate(c: Context<AppEnv>): Promise<Refusal | undefined> {
  const { clientNetworkOf } = await import('../client-network.ts');
  const key = `comment:${clientNetworkOf(clientAddressOf(c))}`;
  const outcome = await withinTime(
    c.env.CONTACT_RATE_LIMITER.limit({ key }),
    limiterTimeoutMs,
    'the rate limiter',
  ).catch((error: unknown) => {
    // A limiter outage should not close comments; the honeypot, Turnstile and the caps still apply.
    console.error('comment rate limiter failed; letting the request through', error);
    return { success: true };
  });
  if (outcome.success) return undefined;
  c.header('Retry-After', String(rateLimitPeriodSeconds));
  return {
    status: 429,
    error: `Too many comments from this network; try again in ${rateLimitPeriodSeconds} seconds.`,
    words: 'tooMany',
  };
}

async function antiSpam(c: Context<AppEnv>, fields: Record<string, unknown>): Promise<Refusal | undefined> {
  const secret = c.env.TURNSTILE_SECRET_KEY;
  if (!secret) return undefined;
  try {
    const check = await verifyTurnstile(secret, fields[turnstileTokenField], {
      remoteIp: c.req.header('CF-Connecting-IP'),
      hostname: new URL(c.req.url).hostname,
      url: c.env.TURNSTILE_SITEVERIFY_URL,
      action: commentTurnstileAction,
    });
    if (check.ok) return undefined;
    return {
      status: 403,
      error: 'The anti-spam check failed.',
      fields: { [turnstileTokenField]: [check.reason] },
      words: 'checkFailed',
    };
  } catch (error) {
    console.error('Turnstile verification unavailable', error);
    return {
      status: 503,
      error: 'The anti-spam check is unavailable; please try again later.',
      words: 'unavailable',
    };
  }
}

/** The caps of comments: the site's minute and day, and one network's share of the day. */
async function underCaps(c: Context<AppEnv>): Promise<Refusal | undefined> {
  const { clientNetworkOf, siteIpv6Prefix } = await import('../client-network.ts');
  const network = clientNetworkOf(clientAddressOf(c), siteIpv6Prefix);
  const admission = await admitMessage(c.env, capsOf(c.env), network, new Date(), commentCapsInstance).catch(
    (error: unknown) => {
      console.error('comment caps and their fallback unavailable; refusing the comment', error);
      return undefined;
    },
  );
  if (!admission)
    return {
      status: 503,
      error: 'Comments cannot be taken right now; please try again later.',
      words: 'unavailable',
    };
  if (admission.ok) return undefined;
  const wait = admission.retryAfterSeconds;
  c.header('Retry-After', String(wait));
  const error = {
    minute: `The site has taken all the comments it takes in a minute; try again in ${wait} seconds.`,
    day: `The site has taken all the comments it takes in a day; try again in ${Math.ceil(wait / 3600)} hours.`,
    network: `The site has taken all the comments it takes from one network in a day; try again in ${Math.ceil(wait / 3600)} hours.`,
  }[admission.cap];
  return { status: 429, error, words: 'tooMany' };
}

/** The "awaits approval" page's address for a comment on `page`. */
export const commentSentHref = (page: string) => `${commentPath}?${new URLSearchParams({ page })}`;

export async function postComment(
  c: Context<AppEnv>,
  pages: Readonly<Record<string, true>>,
): Promise<Response> {
  const mediaType = mediaTypeOf(c);
  const json = mediaType === 'application/json';
  const refuse = (refusal: Refusal, page?: string): Response | Promise<Response> => {
    if (json) {
      const body: ApiError = { error: refusal.error, ...(refusal.fields && { fields: refusal.fields }) };
      return c.json(body, refusal.status);
    }
    const known = page !== undefined && Object.hasOwn(pages, page);
    return commentPage(
      c,
      refusal.status,
      known ? localeOfPage(page, locales) : locales[0],
      pageWords[refusal.words],
      known ? `${page}#responses` : '/',
    );
  };
  if (!json && !formTypes.includes(mediaType ?? ''))
    return refuse({
      status: 415,
      error: 'Content-Type must be application/json or a form (application/x-www-form-urlencoded).',
      words: 'invalid',
    });
  const limited = await withinRate(c);
  if (limited) return refuse(limited);
  const read = await fieldsOf(c, json);
  if ('refusal' in read) return refuse(read.refusal);
  const body = read.fields;
  const page =
    typeof body[commentFields.page] === 'string' ? (body[commentFields.page] as string) : undefined;

  // Bots that fill the invisible field get the same answer as people, so they learn nothing.
  const honeypot = body[commentFields.honeypot];
  const taken = () =>
    json ? c.json({ id: crypto.randomUUID() }, 201) : c.redirect(commentSentHref(page ?? ''), 303);
  if (typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot != null) return taken();

  const checked = checkComment(body, pages);
  if (!checked.ok)
    return refuse(
      {
        status: 422,
        error: `Some fields are invalid: ${Object.keys(checked.fieldErrors).join(', ')}.`,
        fields: checked.fieldErrors,
        words: 'invalid',
      },
      page,
    );
  const spam = await antiSpam(c, body);
  if (spam) return refuse(spam, page);
  const capped = await underCaps(c);
  if (capped) return refuse(capped, page);

  const received = new Date();
  const stored = await addComment(c.env.STATS, checked.comment, received).catch((error: unknown) => {
    console.error('comment could not be stored', error);
    return undefined;
  });
  if (!stored)
    return refuse(
      {
        status: 503,
        error: 'The comment could not be stored; please try again later.',
        words: 'unavailable',
      },
      page,
    );
  if (stored.outcome === 'full') {
    c.header('Retry-After', String(fullRetryAfterSeconds));
    return refuse(
      {
        status: 429,
        error: 'As many comments as the site keeps await the owner’s approval; try again later.',
        words: 'tooMany',
      },
      page,
    );
  }
  // The owner's e-mail with its approve and reject links, after the answer; it never throws.
  const { page: commented, author, text } = checked.comment;
  const response: StoredResponse = {
    id: stored.id,
    kind: 'comment',
    page: commented,
    author,
    text,
    received: received.toISOString(),
    status: 'pending',
  };
  c.executionCtx.waitUntil(
    import('./notify-owner.ts').then(({ notifyOwner }) =>
      notifyOwner(c.env, response, new URL(c.req.url).origin),
    ),
  );
  return json ? c.json({ id: stored.id }, 201) : c.redirect(commentSentHref(commented), 303);
}

/** GET: the page a reader's browser lands on after sending, in the entry's language. */
export async function commentSentPage(
  c: Context<AppEnv>,
  pages: Readonly<Record<string, true>>,
): Promise<Response> {
  const page = c.req.query('page') ?? '';
  const known = Object.hasOwn(pages, page);
  return commentPage(
    c,
    known ? 200 : 404,
    known ? localeOfPage(page, locales) : locales[0],
    known
      ? { title: 'commentSent', message: 'commentAwaits' }
      : { title: 'commentNotSent', message: 'commentInvalid' },
    known ? `${page}#responses` : '/',
  );
}
