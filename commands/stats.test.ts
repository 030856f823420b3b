import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { temporaryDirs } from '../testing/temporary-dirs.ts';
import { type LocalState, openLocalState } from './local-state.ts';
import { lastDays } from './stats/range.ts';
import { turnstileAdvice } from './stats/stats.ts';
import { noEntriesRead } from './stats/test-helpers.ts';
import { statsCommand } from './stats.ts';

const run = promisify(execFile);
const script = join(import.meta.dirname, 'stats.ts');
const temporaryDir = temporaryDirs();
/** The real `npm run stats`, a process of its own. */
const statsCli = (...args: string[]) => run(process.execPath, [script, ...args]);

// Ten days up to today in UTC, as the command will count them: the first is outside `--days 7`.
const days = lastDays(10);
const [outside, twoDaysAgo, today] = [days[0], days[7], days[9]];

let persistTo: string;
let state: LocalState;

/** `npm run stats` in this process, on the state the tests hold open. */
const stats = async (...args: string[]) => {
  const outcome = await statsCommand(args, {
    openState: async () => ({ env: state.env, dispose: async () => {} }),
  });
  if (outcome.code !== 0) throw Object.assign(new Error(outcome.stderr), outcome);
  return outcome;
};

/**
 * The counts database of a local Worker's state under `persistTo`, opened in this process
 * (commands/local-state.ts) and given the tables of migrations/: what the tests write there,
 * `npm run stats` reads. The migrations' files run through the binding, one each: wrangler's
 * `d1 migrations apply`, which `npm start` runs (e2e/start.spec.ts reads its counts), is a launch of
 * its own of several seconds of CPU.
 */
beforeAll(async () => {
  persistTo = await temporaryDir('stats-state-');
  state = await openLocalState(persistTo);
  const database = state.env.STATS;
  const migrations = join(import.meta.dirname, '..', 'migrations');
  for (const file of (await readdir(migrations)).filter((name) => name.endsWith('.sql')).sort())
    await database.prepare(await readFile(join(migrations, file), 'utf8')).all();
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
}, 60_000);

afterAll(() => state?.dispose());

describe('npm run stats, against counts in a local D1', { timeout: 30_000 }, () => {
  it('--json --days 7 gives the documented shape (docs/counts.md): each of the 7 days, then referrers, countries and pages, most views first', async () => {
    // The real command, a process of its own that opens the state itself, once; the other cases run
    // in this process.
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
    await state.env.STATS.prepare(
      `INSERT INTO contact_cap_hits (day, cap, first_at) VALUES ('${twoDaysAgo}', 'day', '${twoDaysAgo}T14:02:11.000Z')`,
    ).all();
    try {
      const { stdout } = await stats('--persist-to', persistTo, '--days', '7');
      expect(stdout).toContain(
        `On ${twoDaysAgo} the contact form took its most messages for a day, first at 14:02 UTC, and refused the rest (wrangler.toml CONTACT_DAILY_CAP).\n${turnstileAdvice}\n`,
      );
    } finally {
      await state.env.STATS.prepare('DELETE FROM contact_cap_hits').all();
    }
  });

  it('says what to do when the migrations never ran in the state directory', async () => {
    const fresh = await temporaryDir('stats-fresh-');
    // The state opened as the owner's run opens it: D1's own error for a database without tables.
    const failure = await statsCommand(['--persist-to', fresh]);
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
