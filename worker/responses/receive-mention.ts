/**
 * POST /api/webmention (W3C Webmention §3.2), loaded with the first mention: a request is checked
 * at once and answered, 400 with the reason or 202; the source is fetched and read after the
 * answer (waitUntil), and what it says adds, updates or removes the source's response. Bounded per
 * network: a limit a minute, a share a day (./mention-share.ts); the queue by the store's own cap.
 */
import type { Context } from 'hono';
import type { ResponsesSetting } from '../../shared/responses-setting.ts';
import { clientNetworkOf } from '../client-network.ts';
import type { ApiError, AppEnv, Bindings } from '../env.ts';
import { withinTime } from '../time-limit.ts';
import { checkMentionRequest } from './mention-request.ts';
import { secondsUntilTomorrow, takeMentionShare } from './mention-share.ts';
import { addMention, approveResponse, removeMention, responseById } from './store.ts';
import { verifyMention } from './verify-mention.ts';

/** What the endpoint needs of the site: whose mentions are approved at once, which pages take them. */
export type MentionSetting = Pick<ResponsesSetting, 'approveMentionsFrom'> & {
  pages: Record<string, true>;
};

/** The window of `[[ratelimits]] WEBMENTION_RATE_LIMITER` in wrangler.toml (`simple.period`). */
export const mentionRatePeriodSeconds = 60;

/** How long the rate limiter gets to answer before the request is let through (it answers locally). */
const limiterTimeoutMs = 1_000;

/** The client's address as Cloudflare gives it; a stand-in text without one still keys its sender. */
const clientAddressOf = (c: Context) => c.req.header('CF-Connecting-IP') ?? 'unknown-client';

/** Whether the network's limit a minute lets this request in; a limiter outage lets it in. */
async function withinMinuteLimit(env: Bindings, address: string): Promise<boolean> {
  const limited = env.WEBMENTION_RATE_LIMITER.limit({ key: clientNetworkOf(address) });
  const outcome = await withinTime(limited, limiterTimeoutMs, 'the rate limiter').catch((error: unknown) => {
    // The daily share and the queue's cap still bound what gets in.
    console.error('webmention rate limiter failed; letting the request through', error);
    return { success: true };
  });
  return outcome.success;
}

/** Whether the network's share of the day lets this mention in; a D1 or KV outage lets it in. */
function withinDailyShare(env: Bindings, address: string): Promise<boolean> {
  return takeMentionShare(env, address).catch((error: unknown) => {
    // Nothing can be stored while D1 is down either, and the minute's limit still holds.
    console.error('webmention share unavailable; letting the request through', error);
    return true;
  });
}

/** Whether `source` is on one of the owner's own sites (a listed host or a subdomain of one). */
export function isApprovedSource(source: string, hosts: readonly string[]): boolean {
  const host = new URL(source).hostname.replace(/\.$/, '');
  return hosts.some((approved) => host === approved || host.endsWith(`.${approved}`));
}

const tooMany = (c: Context, error: string, retryAfterSeconds: number) =>
  c.json<ApiError>({ error }, 429, { 'Retry-After': String(retryAfterSeconds) });

export async function receiveMention(c: Context<AppEnv>, setting: MentionSetting): Promise<Response> {
  const address = clientAddressOf(c);
  if (!(await withinMinuteLimit(c.env, address)))
    return tooMany(
      c,
      `Too many webmentions from this network; try again in ${mentionRatePeriodSeconds} seconds.`,
      mentionRatePeriodSeconds,
    );
  const origin = new URL(c.req.url).origin;
  const check = await checkMentionRequest(c.req.raw, {
    origin,
    isPublishedPage: (path) => setting.pages[path] === true,
  });
  if (!check.accepted) return c.json<ApiError>({ error: check.reason }, 400);
  if (!(await withinDailyShare(c.env, address))) {
    const wait = secondsUntilTomorrow();
    return tooMany(
      c,
      `This network has sent all the webmentions it may send today; try again in ${Math.ceil(wait / 3600)} hours.`,
      wait,
    );
  }
  c.executionCtx.waitUntil(
    verifyAndStore(c.env, check, setting, origin).catch((error: unknown) =>
      console.error('a webmention could not be verified or stored', error),
    ),
  );
  return c.json({ accepted: 'The source will be checked for a link to the target.' }, 202);
}

type AcceptedMention = { source: string; target: string; page: string };

/**
 * The work after the answer: the source fetched and read, then its response added, updated or
 * removed; a pending one is approved at once when it comes from the owner's own sites, else the
 * owner is e-mailed about it (when e-mail is set up).
 */
export async function verifyAndStore(
  env: Bindings,
  { source, target, page }: AcceptedMention,
  setting: MentionSetting,
  origin: string,
): Promise<void> {
  const db = env.STATS;
  const verification = await verifyMention(source, target, {
    allowLoopback: env.WEBMENTION_ALLOW_LOOPBACK === 'on',
  });
  if (verification.outcome === 'failed') {
    // Kept as it was: the sender may send it again once its site answers.
    console.warn(`webmention from ${JSON.stringify(source)} not verified now: ${verification.reason}`);
    return;
  }
  if (verification.outcome !== 'verified') {
    await removeMention(db, source, page);
    return;
  }
  const stored = await addMention(db, { source, page, mention: verification.mention });
  if (stored.outcome === 'full') {
    console.warn(`webmention from ${JSON.stringify(source)} refused: the pending queue is full`);
    return;
  }
  if (stored.status !== 'pending') return;
  if (isApprovedSource(source, setting.approveMentionsFrom)) {
    await approveResponse(db, stored.id);
    return;
  }
  // A new one, or an approved one whose words changed and waits again: the owner hears of either.
  if (stored.outcome === 'unchanged') return;
  const response = await responseById(db, stored.id);
  if (!response) return;
  const { notifyOwner } = await import('./notify-owner.ts');
  await notifyOwner(env, response, origin);
}
