/**
 * Reads the counts out of the STATS D1 database (migrations/0001_counts.sql) through wrangler's own
 * `d1 execute`: the local state of `npm start`, or `--remote` the deployed database. All of it in
 * one call, one statement per result, because each wrangler call costs about 1.5 s.
 */

import { statsBinding } from '../../builder/local-database.ts';
import { collectionKeys } from '../../shared/content-files.ts';
import { remoteConfig } from '../owners-worker-config.ts';
import { wranglerJson } from '../wrangler.ts';
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

function where(source: Source): string[] {
  return source.kind === 'local'
    ? ['--local', '--persist-to', source.persistTo]
    : ['--remote', '--config', remoteConfig()];
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

/** Runs the statements statsQuery gives on the database `source` names, one result per statement. */
export type StatsQueryRunner = (source: Source, sql: string) => Promise<{ results: Rows }[]>;

/** wrangler's own `d1 execute`, all statements in one call. */
export const wranglerD1: StatsQueryRunner = async (source, sql) =>
  (await wranglerJson(['d1', 'execute', statsBinding, '--json', '--command', sql, ...where(source)])) as {
    results: Rows;
  }[];

/**
 * `titles`: each collection's entry pages' paths and titles, to name the most read. `runQuery`
 * reaches the database: wrangler's `d1 execute` unless a test gives its own binding.
 */
export async function readStats(
  source: Source,
  days: string[],
  titles: EntryTitles = {},
  runQuery: StatsQueryRunner = wranglerD1,
): Promise<Stats> {
  const results = await runQuery(source, statsQuery(days)).catch((error: Error) => {
    throw /no such table/.test(error.message) ? new Error(migrationsHint(source)) : error;
  });
  return statsFromResults(days, results, titles);
}
