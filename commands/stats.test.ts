import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyLocalMigrations } from '../builder/local-database.ts';
import { type LocalD1, openLocalState } from '../testing/local-state.ts';
import { temporaryDirs } from '../testing/temporary-dirs.ts';
import { lastDays } from './stats/range.ts';
import { turnstileAdvice } from './stats/stats.ts';
import { noEntriesRead } from './stats/test-helpers.ts';
import { statsCommand } from './stats.ts';

const run = promisify(execFile);
const script = join(import.meta.dirname, 'stats.ts');
const temporaryDir = temporaryDirs();
/** The real `npm run stats`, which reads the state through wrangler's `d1 execute`. */
const statsCli = (...args: string[]) => run(process.execPath, [script, ...args]);

// Ten days up to today in UTC, as the command will count them: the first is outside `--days 7`.
const days = lastDays(10);
const [outside, twoDaysAgo, today] = [days[0], days[7], days[9]];

let persistTo: string;
let database: LocalD1;
let dispose: () => Promise<void>;

/** `npm run stats` in this process, on the database of the local state (the binding's statements). */
const stats = async (...args: string[]) => {
  const outcome = await statsCommand(args, {
    runQuery: (_source, sql) =>
      Promise.all(sql.split(';\n').map((statement) => database.prepare(statement).all())),
  });
  if (outcome.code !== 0) throw Object.assign(new Error(outcome.stderr), outcome);
  return outcome;
};

/**
 * The counts database of a local Worker's state under `persistTo`, migrated by wrangler as
 * `npm start` does it, then opened in this process (testing/local-state.ts): what the
 * tests write there, the real `npm run stats` reads with wrangler's `d1 execute`.
 */
beforeAll(async () => {
  persistTo = await temporaryDir('stats-state-');
  await applyLocalMigrations(persistTo);
  const state = await openLocalState(persistTo);
  database = state.env.STATS;
  dispose = state.dispose;
  // What the Worker would have written for a few visits; the rows of `outside` must not show.
  const rows = [
    `INSERT INTO page_views (day, path, views) VALUES
      ('${outside}', '/', 50), ('${twoDaysAgo}', '/', 1), ('${today}', '/', 5), ('${today}', '/de/', 2)`,
    `INSERT INTO daily_counts (day, visitors, downloads, messages) VALUES
      ('${outside}', 20, 9, 9), ('${twoDaysAgo}', 1, 0, 0), ('${today}', 3, 1, 1)`,
    `INSERT INTO referrer_views (day, host, views) VALUES
      ('${outside}', 'old.example', 50), ('${twoDaysAgo}', 'www.linkedin.com', 1),
      ('${today}', 'www.linkedin.com', 3), ('${today}', 'news.ycombinator.com', 3)`,
    `INSERT INTO country_views (day, country, views) VALUES
      ('${outside}', 'US', 50), ('${twoDaysAgo}', 'DE', 1), ('${today}', 'IN', 4), ('${today}', 'DE', 3)`,
  ];
  for (const statement of rows) await database.prepare(statement).all();
}, 90_000);

afterAll(() => dispose?.());

describe('npm run stats, against counts in a local D1', { timeout: 30_000 }, () => {
  it('--json --days 7 gives the documented shape (docs/counts.md): each of the 7 days, then referrers, countries and pages, most views first', async () => {
    // The real command, through wrangler's `d1 execute`, once; the other cases run in this process.
    const { stdout } = await statsCli('--json', '--persist-to', persistTo, '--days', '7');
    const zero = { views: 0, visitors: 0, downloads: 0, messages: 0 };
    expect(JSON.parse(stdout)).toEqual({
      days: [
        ...days.slice(3, 7).map((day) => ({ day, ...zero })),
        { day: twoDaysAgo, views: 1, visitors: 1, downloads: 0, messages: 0 },
        { day: days[8], ...zero },
        { day: today, views: 7, visitors: 3, downloads: 1, messages: 1 },
      ],
      referrers: [
        { host: 'www.linkedin.com', views: 4 },
        { host: 'news.ycombinator.com', views: 3 },
      ],
      // A tie goes by name.
      countries: [
        { country: 'DE', views: 4 },
        { country: 'IN', views: 4 },
      ],
      pages: [
        { path: '/', views: 6 },
        { path: '/de/', views: 2 },
      ],
      // The fixture content has no entry of any collection.
      mostRead: noEntriesRead,
      capHits: [],
    });
  });

  it('--html writes one report with a bar per day and says where', async () => {
    const file = join(await temporaryDir('stats-report-'), 'report.html');
    const { stdout } = await stats('--html', file, '--persist-to', persistTo, '--days', '7');
    expect(stdout.trim()).toBe(`Wrote the report to ${file}`);
    const html = await readFile(file, 'utf8');
    expect(html.match(/<rect class="views"/g)).toHaveLength(7);
    expect(html).toContain('<td>www.linkedin.com</td><td>4</td>');
  });

  it('after a day the contact form was full, suggests Turnstile, which the fixture site has off', async () => {
    await database
      .prepare(
        `INSERT INTO contact_cap_hits (day, cap, first_at) VALUES ('${twoDaysAgo}', 'day', '${twoDaysAgo}T14:02:11.000Z')`,
      )
      .all();
    try {
      const { stdout } = await stats('--persist-to', persistTo, '--days', '7');
      expect(stdout).toContain(
        `On ${twoDaysAgo} the contact form took its most messages for a day, first at 14:02 UTC, and refused the rest (wrangler.toml CONTACT_DAILY_CAP).\n${turnstileAdvice}\n`,
      );
    } finally {
      await database.prepare('DELETE FROM contact_cap_hits').all();
    }
  });

  it('says what to do when the migrations never ran in the state directory', async () => {
    const fresh = await temporaryDir('stats-fresh-');
    // The real command: wrangler's own error for a database without tables.
    const failure = await statsCli('--persist-to', fresh).catch((error) => error);
    expect(failure.code).toBe(1);
    expect(failure.stderr).toContain(`The counts database in ${fresh} has no tables yet`);
    expect(failure.stderr).toContain('Run `npm start` once');
    expect(failure.stderr).not.toMatch(/\n\s+at /);
  });

  it.each([
    [['--days', '0'], '--days takes a whole number of days from 1 to 3660, e.g. --days 7; got "0".'],
    [['--days', '2.5'], '--days takes a whole number of days from 1 to 3660, e.g. --days 7; got "2.5".'],
    [['--days'], "Option '--days <value>' argument missing"],
    [['--json', '--html', 'report.html'], 'Choose one of --json and --html.'],
    [
      ['--remote', '--persist-to', '.wrangler/state'],
      '--persist-to is for local state; leave it out with --remote.',
    ],
  ])('refuses %j with exit code 2 and a clear message', async (args, message) => {
    const failure = await statsCommand(args);
    expect(failure.code).toBe(2);
    expect(failure.stderr).toContain(message);
  });
});
