/**
 * The contact form's site-wide caps: however many networks send, the form accepts at most
 * CONTACT_MINUTE_CAP messages a minute and CONTACT_DAILY_CAP a day (wrangler.toml [vars], with the
 * reason), and one network at most its daily share of the day's cap, counted in a Durable Object of
 * their own (ContactCaps, below). A message past a cap is refused before it is stored: nothing
 * accepted is lost.
 */

import { DurableObject } from 'cloudflare:workers';
import { withinTime } from '../time-limit.ts';

export type CapLimits = { minute: number; day: number };
/** Which cap refused: the site's minute or day, or the sending network's share of the day. */
export type Cap = 'minute' | 'day' | 'network';
export type Admission = { ok: true } | { ok: false; cap: Cap; retryAfterSeconds: number };

/** How long the form waits for the caps, then for the fallback limiter. */
export const capTimeoutMs = 2_000;

/** The caps as wrangler.toml sets them; a missing or broken number falls back to these. */
export const defaultCaps: CapLimits = { minute: 20, day: 200 };

/**
 * The fewest networks that can fill a day's cap: each network (an IPv4 address, an IPv6 /48) takes
 * at most its share of the day, so one network alone, at the per-network limit of 5 a minute,
 * cannot close the form for everyone in 40 minutes.
 */
export const networksToFillDay = 20;

/**
 * One network's share of a day's cap: 10 of the default 200. Rounded down, so filling the day takes
 * at least networksToFillDay networks; at least one message, so a day cap under 20 still takes one
 * from each network.
 */
export const networkShareOf = (dayCap: number) => Math.max(1, Math.floor(dayCap / networksToFillDay));

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

const hex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The caps' counts: a Durable Object with its own SQLite, not the counts' D1. On Workers Free, D1's
 * 100,000 row writes a day are the account's, and page views spend them (about 5 rows a view): a
 * few hundred networks' views could use them up, and the caps with them. A Durable Object's
 * requests and storage are quotas of their own (100,000 requests a day), and one message is one
 * request and two rows. One instance runs one call at a time, and each call reads and writes its
 * counts in one synchronous step, so two messages at once cannot both take the last place.
 *
 * A network is kept only as the HMAC-SHA-256 of its key under a random salt of the day, and the
 * salt goes with the day's rows: no address is stored, and after its day no hash can be tested
 * against one.
 */
export class ContactCaps extends DurableObject {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    const sql = ctx.storage.sql;
    sql.exec(
      'CREATE TABLE IF NOT EXISTS contact_minutes (minute TEXT PRIMARY KEY, accepted INTEGER NOT NULL) WITHOUT ROWID',
    );
    sql.exec(
      'CREATE TABLE IF NOT EXISTS contact_networks (day TEXT NOT NULL, network TEXT NOT NULL, accepted INTEGER NOT NULL, PRIMARY KEY (day, network)) WITHOUT ROWID',
    );
    sql.exec(
      'CREATE TABLE IF NOT EXISTS contact_salts (day TEXT PRIMARY KEY, salt BLOB NOT NULL) WITHOUT ROWID',
    );
  }

  /** The day's salt, made at its first message: synchronous, so two first messages share one. */
  private saltOf(day: string): ArrayBuffer {
    const sql = this.ctx.storage.sql;
    const stored = sql
      .exec<{ salt: ArrayBuffer }>('SELECT salt FROM contact_salts WHERE day = ?', day)
      .toArray()[0];
    if (stored) return stored.salt;
    const salt = crypto.getRandomValues(new Uint8Array(32)).buffer;
    sql.exec('INSERT INTO contact_salts (day, salt) VALUES (?, ?)', day, salt);
    return salt;
  }

  private async networkHash(network: string, day: string): Promise<string> {
    const salt = this.saltOf(day);
    const key = await crypto.subtle.importKey('raw', salt, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
    ]);
    return hex(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(network)));
  }

  /**
   * Takes one place under the caps at `at` (an ISO time) for a message from `network` (its key,
   * worker/client-network.ts), or says which cap is full: the day's first, then the network's
   * share, then the minute's, so a refusal names the longest wait.
   */
  async admit(limits: CapLimits, network: string, at: string): Promise<Admission> {
    const now = new Date(at);
    const minute = minuteOf(now);
    const day = minute.slice(0, 10);
    // The only wait: everything after it reads and writes in one step (see the class's comment).
    const networkHash = await this.networkHash(network, day);
    const sql = this.ctx.storage.sql;
    // Yesterday's minutes, networks and salt go: the day's cap counts today's alone ('T' sorts
    // before 'U').
    sql.exec('DELETE FROM contact_minutes WHERE minute < ?', day);
    sql.exec('DELETE FROM contact_networks WHERE day < ?', day);
    sql.exec('DELETE FROM contact_salts WHERE day < ?', day);
    const count = (query: string, ...bindings: string[]) =>
      sql.exec<{ accepted: number }>(query, ...bindings).toArray()[0]?.accepted ?? 0;
    const today = count(
      "SELECT COALESCE(SUM(accepted), 0) AS accepted FROM contact_minutes WHERE minute < ? || 'U'",
      day,
    );
    const fromNetwork = count(
      'SELECT accepted FROM contact_networks WHERE day = ? AND network = ?',
      day,
      networkHash,
    );
    const thisMinute = count('SELECT accepted FROM contact_minutes WHERE minute = ?', minute);
    const cap: Cap | undefined =
      today >= limits.day
        ? 'day'
        : fromNetwork >= networkShareOf(limits.day)
          ? 'network'
          : thisMinute >= limits.minute
            ? 'minute'
            : undefined;
    if (cap)
      return {
        ok: false,
        cap,
        retryAfterSeconds: secondsUntilNext(cap === 'minute' ? 'minute' : 'day', now),
      };
    sql.exec(
      'INSERT INTO contact_minutes (minute, accepted) VALUES (?, 1) ON CONFLICT (minute) DO UPDATE SET accepted = accepted + 1',
      minute,
    );
    sql.exec(
      'INSERT INTO contact_networks (day, network, accepted) VALUES (?, ?, 1) ON CONFLICT (day, network) DO UPDATE SET accepted = accepted + 1',
      day,
      networkHash,
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
 * Takes one place under the caps for a message from `network` (its key: an IPv4 address, an IPv6
 * /48), or says which cap is full. When the caps do not answer within capTimeoutMs, the fallback
 * limiter decides at its fixed rate; when that fails too, it throws, and the form answers 503: a
 * cap never fails open.
 */
export async function admitMessage(
  stores: CapStores,
  limits: CapLimits,
  network: string,
  now = new Date(),
  /** Whose caps: the contact form's, or another form's (comments) counted apart, so neither closes the other. */
  instance = capsInstance,
): Promise<Admission> {
  try {
    const caps = stores.CONTACT_CAPS.get(stores.CONTACT_CAPS.idFromName(instance));
    return await withinTime(
      Promise.resolve(caps.admit(limits, network, now.toISOString())),
      capTimeoutMs,
      'the caps',
    );
  } catch (error) {
    console.error('contact caps unavailable; the fallback limit applies', error);
    const { success } = await withinTime(
      stores.CONTACT_FALLBACK_LIMITER.limit({ key: instance }),
      capTimeoutMs,
      'the fallback limiter',
    );
    return success ? { ok: true } : { ok: false, cap: 'minute', retryAfterSeconds: fallbackPeriodSeconds };
  }
}

/**
 * Notes that a site-wide cap turned a message away today: written once a day and cap, for `npm run
 * stats`. A network past its share is not noted: it turned away only the network that sent its
 * share, whose messages the owner has.
 */
export function noteCapHit(db: D1Database, cap: 'minute' | 'day', now = new Date()): Promise<unknown> {
  return db
    .prepare('INSERT OR IGNORE INTO contact_cap_hits (day, cap, first_at) VALUES (?1, ?2, ?3)')
    .bind(now.toISOString().slice(0, 10), cap, now.toISOString())
    .run();
}
