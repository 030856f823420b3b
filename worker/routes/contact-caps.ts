/**
 * The contact form's site-wide caps: however many networks send, the form accepts at most
 * CONTACT_MINUTE_CAP messages a minute and CONTACT_DAILY_CAP a day (wrangler.toml [vars], with the
 * reason). Counted in D1 in one transaction per message, so two messages at once cannot both take
 * the last place. A message past a cap is refused before it is stored: nothing accepted is lost.
 */

import { withinTime } from '../time-limit.ts';

export type CapLimits = { minute: number; day: number };
export type Admission = { ok: true } | { ok: false; cap: 'minute' | 'day'; retryAfterSeconds: number };

/** How long the form waits for D1 before it lets a message through uncounted. */
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

/**
 * Takes one place under both caps for a message, or says which cap is full. Throws when D1 does
 * not answer within capTimeoutMs: the caller decides (the form lets the message through).
 */
export async function admitMessage(db: D1Database, limits: CapLimits, now = new Date()): Promise<Admission> {
  const minute = minuteOf(now);
  const day = minute.slice(0, 10);
  // `minute > day` and `< day || 'U'`: every minute of the day ('T' sorts before 'U'), by the key.
  const today = `(SELECT COALESCE(SUM(accepted), 0) FROM contact_minutes WHERE minute > ?2 AND minute < ?2 || 'U')`;
  const thisMinute = `COALESCE((SELECT accepted FROM contact_minutes WHERE minute = ?1), 0)`;
  const statements = [
    db.prepare(`SELECT ${today} AS today, ${thisMinute} AS minute`).bind(minute, day),
    db
      .prepare(
        `INSERT INTO contact_minutes (minute, accepted) SELECT ?1, 1 WHERE ${today} < ?4 AND ${thisMinute} < ?3
         ON CONFLICT (minute) DO UPDATE SET accepted = accepted + 1`,
      )
      .bind(minute, day, limits.minute, limits.day),
  ];
  const [counts, taken] = await withinTime(db.batch(statements), capTimeoutMs, 'D1');
  if (taken.meta.changes > 0) return { ok: true };
  const before = counts.results[0] as { today: number; minute: number } | undefined;
  const cap = (before?.today ?? 0) >= limits.day ? 'day' : 'minute';
  return { ok: false, cap, retryAfterSeconds: secondsUntilNext(cap, now) };
}

/** Notes that a cap turned a message away today: written once a day and cap, for `npm run stats`. */
export function noteCapHit(db: D1Database, cap: 'minute' | 'day', now = new Date()): Promise<unknown> {
  return db
    .prepare('INSERT OR IGNORE INTO contact_cap_hits (day, cap, first_at) VALUES (?1, ?2, ?3)')
    .bind(now.toISOString().slice(0, 10), cap, now.toISOString())
    .run();
}
