/**
 * Reads the counts out of the STATS D1 database (migrations/0001_counts.sql): the local state of
 * `npm start` through its D1 binding, opened in this process (../local-state.ts), or `--remote` the
 * deployed database through wrangler's own `d1 execute`, all of it in one call (each wrangler call
 * costs seconds), one statement per result.
 */

import { statsBinding } from '../../builder/local-database.ts';
import { collectionKeys } from '../../shared/content-files.ts';
import { type LocalState, openLocalState, withLocalState } from '../local-state.ts';
import { batchOn, remoteD1 } from '../stats-database.ts';
import { type DayCounts, type EntryTitles, entriesOf, listLimit, type Stats } from './stats.ts';

export type Source = { kind: 'local'; persistTo: string } | { kind: 'remote' };

/** The six statements, in the order statsFromResults reads their results; each has a LIMIT. */
export function statsQuery(days: string[]): string {
  // The days are made by range.ts, never typed by anyone, so they can be written into the SQL.
  if (!days.every((day) => /^\d{4}-\d\d-\d\d$/.test(day))) throw new Error(`not days: ${days.join(', ')}`);
  const inRange = `day BETWEEN '${days[0]}' AND '${days.at(-1)}'`;
  const ranked = (table: string, column: string) =>
    `SELECT ${column}, SUM(views) AS views FROM ${table} WHERE ${inRange} GROUP BY ${column} ORDER BY views DESC, ${column} LIMIT ${listLimit}`;
  return [
    `SELECT day, SUM(views) AS views FROM page_views WHERE ${inRange} GROUP BY day LIMIT ${days.length}`,
    `SELECT day, visitors, downloads, messages FROM daily_counts WHERE ${inRange} LIMIT ${days.length}`,
    ranked('referrer_views', 'host'),
    ranked('country_views', 'country'),
    ranked('page_views', 'path'),
    `SELECT day, cap, first_at FROM contact_cap_hits WHERE ${inRange} ORDER BY day DESC, cap LIMIT 100`,
  ].join(';\n');
}

type Rows = Record<string, unknown>[];

/** The results of statsQuery as Stats, every day of the range in it, zeros included, oldest first. */
export function statsFromResults(
  days: string[],
  results: { results: Rows }[],
  titles: EntryTitles = {},
): Stats {
  const [views, totals, referrers, countries, pages, capHits = []] = results.map((result) => result.results);
  const counted = pages.map((row) => ({ path: String(row.path), views: Number(row.views) }));
  const byDay = new Map(
    days.map((day): [string, DayCounts] => [day, { day, views: 0, visitors: 0, downloads: 0, messages: 0 }]),
  );
  for (const row of views) {
    const counts = byDay.get(String(row.day));
    if (counts) counts.views = Number(row.views);
  }
  for (const row of totals) {
    const counts = byDay.get(String(row.day));
    if (counts)
      Object.assign(counts, {
        visitors: Number(row.visitors),
        downloads: Number(row.downloads),
        messages: Number(row.messages),
      });
  }
  return {
    days: [...byDay.values()],
    referrers: referrers.map((row) => ({ host: String(row.host), views: Number(row.views) })),
    countries: countries.map((row) => ({ country: String(row.country), views: Number(row.views) })),
    pages: counted,
    mostRead: Object.fromEntries(
      collectionKeys.map((key) => [key, entriesOf(counted, titles[key] ?? new Map())]),
    ) as Stats['mostRead'],
    capHits: capHits.map((row) => ({
      day: String(row.day),
      cap: row.cap === 'day' ? 'day' : 'minute',
      firstAt: String(row.first_at),
    })),
  };
}

/** What to do when the tables are missing: the migrations never ran on that database. */
function migrationsHint(source: Source): string {
  return source.kind === 'local'
    ? `The counts database in ${source.persistTo} has no tables yet: its migrations never ran there.\n` +
        'Run `npm start` once (it applies them before the Worker starts), or apply them alone with\n' +
        `  npx wrangler d1 migrations apply ${statsBinding} --local --persist-to ${source.persistTo}`
    : 'The deployed counts database has no tables yet: its migrations never ran there. Apply them with\n' +
        `  npx wrangler d1 migrations apply ${statsBinding} --remote`;
}

/**
 * `titles`: each collection's entry pages' paths and titles, to name the most read. `openState`
 * opens the local state (a test may give the one it holds open already).
 */
export async function readStats(
  source: Source,
  days: string[],
  titles: EntryTitles = {},
  openState: (persistTo: string) => Promise<LocalState> = openLocalState,
): Promise<Stats> {
  const sql = statsQuery(days);
  const query =
    source.kind === 'remote'
      ? remoteD1(sql)
      : withLocalState(source.persistTo, (env) => batchOn(env.STATS, sql), openState);
  const results = await query.catch((error: Error) => {
    throw /no such table/.test(error.message) ? new Error(migrationsHint(source)) : error;
  });
  return statsFromResults(days, results, titles);
}
