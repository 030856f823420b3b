/**
 * The contact form's site-wide caps: however many networks send, the form accepts at most
 * CONTACT_MINUTE_CAP messages a minute and CONTACT_DAILY_CAP a day (wrangler.toml [vars], with the
 * reason), counted in a Durable Object of their own (ContactCaps, below). A message past a cap is
 * refused before it is stored: nothing accepted is lost.
 */

import { DurableObject } from 'cloudflare:workers';
import { withinTime } from '../time-limit.ts';

export type CapLimits = { minute: number; day: number };
export type Admission = { ok: true } | { ok: false; cap: 'minute' | 'day'; retryAfterSeconds: number };

/** How long the form waits for the caps, then for the fallback limiter. */
export const capTimeoutMs = 2_000;

/** The caps as wrangler.toml sets them; a missing or broken number falls back to these. */
export const defaultCaps: CapLimits = { minute: 20, day: 200 };

export function capsOf(vars: { CONTACT_MINUTE_CAP?: string; CONTACT_DAILY_CAP?: string }): CapLimits {
  const number = (text: string | undefined, fallback: number) => {
    const value = Number(text);
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  return {
    minute: number(vars.CONTACT_MINUTE_CAP, defaultCaps.minute),
    day: number(vars.CONTACT_DAILY_CAP, defaultCaps.day),
  };
}

const minuteOf = (now: Date) => now.toISOString().slice(0, 16);

/** Seconds until the next minute or the next day (UTC) begins: the refusal's Retry-After. */
function secondsUntilNext(cap: 'minute' | 'day', now: Date): number {
  const next = new Date(now);
  if (cap === 'minute') next.setUTCSeconds(60, 0);
  else next.setUTCHours(24, 0, 0, 0);
  return Math.max(1, Math.ceil((next.getTime() - now.getTime()) / 1000));
}

/** The caps' one instance: every message of the site counts in the same place. */
const capsInstance = 'site';

/**
 * The caps' counts: a Durable Object with its own SQLite, not the counts' D1. On Workers Free, D1's
 * 100,000 row writes a day are the account's, and page views spend them (about 5 rows a view): a
 * few hundred networks' views could use them up, and the caps with them. A Durable Object's
 * requests and storage are quotas of their own (100,000 requests a day), and one message is one
 * request and one row. One instance runs one call at a time, so two messages at once cannot both
 * take the last place.
 */
export class ContactCaps extends DurableObject {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.storage.sql.exec(
      'CREATE TABLE IF NOT EXISTS contact_minutes (minute TEXT PRIMARY KEY, accepted INTEGER NOT NULL) WITHOUT ROWID',
    );
  }

  /** Takes one place under both caps at `at` (an ISO time), or says which cap is full. */
  admit(limits: CapLimits, at: string): Admission {
    const now = new Date(at);
    const minute = minuteOf(now);
    const day = minute.slice(0, 10);
    const sql = this.ctx.storage.sql;
    // Yesterday's minutes go: the day's cap counts today's alone ('T' sorts before 'U').
    sql.exec('DELETE FROM contact_minutes WHERE minute < ?', day);
    const today = sql
      .exec<{ accepted: number }>(
        "SELECT COALESCE(SUM(accepted), 0) AS accepted FROM contact_minutes WHERE minute < ? || 'U'",
        day,
      )
      .one().accepted;
    const thisMinute =
      sql
        .exec<{ accepted: number }>('SELECT accepted FROM contact_minutes WHERE minute = ?', minute)
        .toArray()[0]?.accepted ?? 0;
    const cap = today >= limits.day ? 'day' : thisMinute >= limits.minute ? 'minute' : undefined;
    if (cap) return { ok: false, cap, retryAfterSeconds: secondsUntilNext(cap, now) };
    sql.exec(
      'INSERT INTO contact_minutes (minute, accepted) VALUES (?, 1) ON CONFLICT (minute) DO UPDATE SET accepted = accepted + 1',
      minute,
    );
    return { ok: true };
  }
}

/** Where the caps are kept, and what bounds the form when they cannot be asked. */
export type CapStores = {
  CONTACT_CAPS: Pick<DurableObjectNamespace<ContactCaps>, 'idFromName' | 'get'>;
  CONTACT_FALLBACK_LIMITER: RateLimit;
};

/**
 * The fallback's fixed rate, site-wide (wrangler.toml `CONTACT_FALLBACK_LIMITER`): while the caps
 * cannot be asked, a message a minute, so an outage lets no flood through either.
 */
export const fallbackPeriodSeconds = 60;

/**
 * Takes one place under both caps for a message, or says which cap is full. When the caps do not
 * answer within capTimeoutMs, the fallback limiter decides at its fixed rate; when that fails
 * too, it throws, and the form answers 503: a cap never fails open.
 */
export async function admitMessage(
  stores: CapStores,
  limits: CapLimits,
  now = new Date(),
): Promise<Admission> {
  try {
    const caps = stores.CONTACT_CAPS.get(stores.CONTACT_CAPS.idFromName(capsInstance));
    return await withinTime(Promise.resolve(caps.admit(limits, now.toISOString())), capTimeoutMs, 'the caps');
  } catch (error) {
    console.error('contact caps unavailable; the fallback limit applies', error);
    const { success } = await withinTime(
      stores.CONTACT_FALLBACK_LIMITER.limit({ key: capsInstance }),
      capTimeoutMs,
      'the fallback limiter',
    );
    return success ? { ok: true } : { ok: false, cap: 'minute', retryAfterSeconds: fallbackPeriodSeconds };
  }
}

/** Notes that a cap turned a message away today: written once a day and cap, for `npm run stats`. */
export function noteCapHit(db: D1Database, cap: 'minute' | 'day', now = new Date()): Promise<unknown> {
  return db
    .prepare('INSERT OR IGNORE INTO contact_cap_hits (day, cap, first_at) VALUES (?1, ?2, ?3)')
    .bind(now.toISOString().slice(0, 10), cap, now.toISOString())
    .run();
}
