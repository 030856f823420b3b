/**
 * `npm run stats`: who looked (docs/counts.md), from the counts the Worker keeps in D1, per day in UTC.
 *
 *   npm run stats                        the last 30 days as a table, from the local state of `npm start`
 *   npm run stats -- --days 7            another range: the last N days, today included
 *   npm run stats -- --json              docs/counts.md's JSON shape, the 100 most viewed referrers, countries, pages
 *   npm run stats -- --html FILE         one self-contained HTML report with charts
 *   npm run stats -- --persist-to DIR    another `wrangler dev --persist-to` directory
 *   npm run stats -- --remote            the deployed database (needs `wrangler login`)
 */
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadSiteMap } from '../builder/build-model.ts';
import { contentDir, loadContentFile, loadLocalizedContent } from '../builder/content/load.ts';
import { localStateDir } from '../builder/local-database.ts';
import { type CollectionKey, collectionKeys } from '../shared/content-files.ts';
import { type CommandOutcome, exitWith, refused } from './command-outcome.ts';
import type { LocalState } from './local-state.ts';
import { formatHtml } from './stats/format-html.ts';
import { formatTable } from './stats/format-table.ts';
import { lastDays, parseDays } from './stats/range.ts';
import { readStats, type Source } from './stats/read-stats.ts';
import type { EntryTitles } from './stats/stats.ts';
import { inertJson } from './terminal-cells.ts';

const usage = 'Usage: npm run stats -- [--days N] [--json | --html FILE] [--persist-to DIR | --remote]';

/**
 * The title of each collection's entry pages as content/ has them now, drafts and entries dated
 * later included (a page counted before it was hidden again is still a post); none if content/
 * cannot be read.
 */
function entryTitles(from: string): EntryTitles {
  try {
    const { byLocale } = loadLocalizedContent(from);
    const pages = loadSiteMap(from, { drafts: true }).pages;
    const titlesOf = (collection: CollectionKey) =>
      new Map(
        pages.flatMap((page) => {
          if (page.kind !== 'entry' || page.collection !== collection) return [];
          const entries: { slug: string; title: string }[] = byLocale[page.locale][collection];
          const entry = entries.find(({ slug }) => slug === page.slug);
          return entry ? [[page.path, entry.title]] : [];
        }),
      );
    return Object.fromEntries(collectionKeys.map((key) => [key, titlesOf(key)]));
  } catch {
    return {};
  }
}

/**
 * Whether Turnstile is on, by site.json's turnstileSiteKey: the doctor holds the key and the
 * Worker's secret together (commands/doctor/turnstile.ts), and asking for the secret would cost a
 * wrangler call. Off if content/ cannot be read, so the advice shows rather than hides.
 */
function turnstileOn(from: string): boolean {
  try {
    return Boolean(loadContentFile('site', from).turnstileSiteKey);
  } catch {
    return false;
  }
}

/**
 * The command on these arguments, with what it prints and its exit code. `openState` opens the
 * local state (a test may give the one it holds open already); `content` is the folder whose
 * titles and settings it reads (the browser tests' site is built from a copy's).
 */
export async function statsCommand(
  args: string[],
  {
    openState,
    content = contentDir,
  }: { openState?: (persistTo: string) => Promise<LocalState>; content?: string } = {},
): Promise<CommandOutcome> {
  let values: ReturnType<typeof readFlags>;
  try {
    values = readFlags(args);
  } catch (error) {
    // A flag parseArgs does not know (or `--days` with no number) is refused like a bad value.
    return refused(`${(error as Error).message}\n${usage}`);
  }
  if (values.help) return { code: 0, stdout: `${usage}\n`, stderr: '' };
  if (values.json && values.html !== undefined) return refused('Choose one of --json and --html.');
  if (values.remote && values['persist-to'])
    return refused('--persist-to is for local state; leave it out with --remote.');
  let days: string[];
  try {
    days = lastDays(parseDays(values.days));
  } catch (error) {
    return refused((error as Error).message);
  }
  const source: Source = values.remote
    ? { kind: 'remote' }
    : { kind: 'local', persistTo: resolve(values['persist-to'] ?? localStateDir) };
  try {
    const stats = await readStats(source, days, entryTitles(content), openState);
    const context = { turnstileOn: turnstileOn(content) };
    if (values.html === undefined)
      return {
        code: 0,
        stdout: `${values.json ? inertJson(stats) : formatTable(stats, context)}\n`,
        stderr: '',
      };
    const file = resolve(values.html);
    await writeFile(file, formatHtml(stats, context));
    return { code: 0, stdout: `Wrote the report to ${file}\n`, stderr: '' };
  } catch (error) {
    return { code: 1, stdout: '', stderr: `${(error as Error).message}\n` };
  }
}

function readFlags(args: string[]) {
  return parseArgs({
    args,
    options: {
      days: { type: 'string' },
      json: { type: 'boolean', default: false },
      html: { type: 'string' },
      remote: { type: 'boolean', default: false },
      'persist-to': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }).values;
}

if (import.meta.main) {
  exitWith(await statsCommand(process.argv.slice(2)));
}
