/** Shared arrangements for the stats tests: a fixed "today" and Stats built the way readStats gives them. */
import { collectionKeys } from '../../shared/content-files.ts';
import { lastDays } from './range.ts';
import type { DayCounts, EntryViews, Stats } from './stats.ts';

/** An afternoon in UTC, so the tests never depend on the clock. */
export const today = new Date('2026-11-24T15:30:00Z');

/** Each collection's most read entries on a site where none was read. */
export const noEntriesRead = Object.fromEntries(
  collectionKeys.map((key) => [key, [] as EntryViews[]]),
) as Stats['mostRead'];

/**
 * The last `counts.length` days up to `today`, oldest first, each with the counts given (the rest 0);
 * the lists given, each collection's most read among them (the others none).
 */
export function statsOf(
  counts: Partial<Omit<DayCounts, 'day'>>[],
  {
    mostRead,
    ...lists
  }: Partial<Omit<Stats, 'days' | 'mostRead'> & { mostRead: Partial<Stats['mostRead']> }> = {},
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
    mostRead: { ...noEntriesRead, ...mostRead },
    capHits: [],
    ...lists,
  };
}
