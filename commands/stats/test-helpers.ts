/** Shared arrangements for the stats tests: a fixed "today" and Stats built the way readStats gives them. */
import { collectionKeys } from '../../shared/content-files.ts';
import { lastDays } from './range.ts';
import type { DayCounts, EntryViews, Stats } from './stats.ts';

/** An afternoon in UTC, so the tests never depend on the clock. */
export const today = new Date('2026-11-24T15:30:00Z');

/** The last `counts.length` days up to `today`, oldest first, each with the counts given (the rest 0). */
export function statsOf(
  counts: Partial<Omit<DayCounts, 'day'>>[],
  lists: Partial<Omit<Stats, 'days'>> = {},
): Stats {
  return {
    days: lastDays(counts.length, today).map((day, index) => ({
      day,
      views: 0,
      visitors: 0,
      downloads: 0,
      messages: 0,
      ...counts[index],
    })),
    referrers: [],
    countries: [],
    pages: [],
    mostRead: Object.fromEntries(collectionKeys.map((key) => [key, [] as EntryViews[]])) as Stats['mostRead'],
    capHits: [],
    ...lists,
  };
}
