/** Which days `npm run stats` reads: the last N, up to and including today, in UTC. */

import { utcDayOf } from '../../shared/utc-day.ts';

/** Without --days, the last 30 days (docs/counts.md). */
export const defaultDays = 30;
/** Ten years: more than the counts can hold yet, and still a date every engine can write. */
export const maxDays = 3660;

const dayLength = 24 * 60 * 60 * 1000;

/** The last `count` days up to and including `today`'s day in UTC, oldest first. */
export function lastDays(count: number, today: Date = new Date()): string[] {
  const last = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: count }, (_, index) =>
    utcDayOf(new Date(last - (count - 1 - index) * dayLength)),
  );
}

/** `--days N` as a number of days; anything but a whole number from 1 to maxDays throws, saying what is wanted. */
export function parseDays(text: string | undefined): number {
  if (text === undefined) return defaultDays;
  const days = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!(days >= 1 && days <= maxDays))
    throw new Error(
      `--days takes a whole number of days from 1 to ${maxDays}, e.g. --days 7; got "${text}".`,
    );
  return days;
}
