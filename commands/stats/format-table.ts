/** `npm run stats` for reading in a terminal: the days with a sparkline of views, the totals, the top lists. */
import sparkly from 'sparkly';
import stringWidth from 'string-width';
import { fitCell, oneLine } from '../terminal-cells.ts';
import {
  capLines,
  countryName,
  countsOf,
  type DayCounts,
  emptyReason,
  isEmpty,
  listLengthText,
  mostRead,
  type Stats,
  type StatsContext,
  topCount,
  totalsOf,
} from './stats.ts';

const columns = [
  ['views', 'Views'],
  ['visitors', 'Visitors'],
  ['downloads', 'Downloads'],
  ['messages', 'Messages'],
] as const satisfies readonly (readonly [keyof DayCounts, string])[];
const dayHeading = 'Day (UTC)';
const dayWidth = 'YYYY-MM-DD'.length;
/** A referrer host longer than this is cut: the views beside it matter more. */
const maxNameWidth = 48;

/** The widest sparkline a terminal shows on one line beside its label. */
export const maxSparklineBars = 60;

/**
 * The views as ▁▂▃▄▅▆▇█ from zero to the busiest bar, oldest first: a bar a day, or over a long
 * range a bar per few days (summed, the newest bar ending today), so it stays one line.
 */
export function viewsSparkline(days: DayCounts[]): { label: string; line: string } {
  const perBar = Math.ceil(days.length / maxSparklineBars);
  const bars: number[] = [];
  for (let end = days.length; end > 0; end -= perBar)
    bars.unshift(days.slice(Math.max(0, end - perBar), end).reduce((sum, day) => sum + day.views, 0));
  return {
    label: perBar === 1 ? 'Views per day' : `Views per ${perBar} days`,
    line: sparkly(bars, { minimum: 0 }),
  };
}

function dayTable(stats: Stats): string[] {
  const totals = totalsOf(stats.days);
  const widths = columns.map(([key, heading]) => Math.max(heading.length, String(totals[key]).length));
  const row = (first: string, values: readonly (string | number)[]) =>
    [first.padEnd(dayWidth), ...values.map((value, index) => String(value).padStart(widths[index]))].join(
      '  ',
    );
  const rule = row(
    '-'.repeat(dayWidth),
    widths.map((width) => '-'.repeat(width)),
  );
  return [
    row(
      dayHeading,
      columns.map(([, heading]) => heading),
    ),
    rule,
    ...stats.days.map((day) =>
      row(
        day.day,
        columns.map(([key]) => day[key]),
      ),
    ),
    rule,
    row(
      'Total',
      columns.map(([key]) => totals[key]),
    ),
  ];
}

/** One ranked list: "Referrers by views (top 10 of 14):" and a line per entry, or a line saying there are none. */
function topList(label: string, entries: { name: string; views: number }[]): string[] {
  if (entries.length === 0) return [`${label}: none in this range.`];
  const shown = entries.slice(0, topCount);
  const howMany =
    entries.length > shown.length
      ? `top ${shown.length} of ${listLengthText(entries.length)}`
      : entries.length === 1
        ? 'the only one'
        : `all ${entries.length}`;
  const heading = `${label} by views (${howMany}):`;
  const nameWidth = Math.min(
    maxNameWidth,
    Math.max(...shown.map((entry) => stringWidth(oneLine(entry.name)))),
  );
  const viewsWidth = String(shown[0].views).length;
  return [
    heading,
    ...shown.map(
      (entry) => `  ${fitCell(entry.name, nameWidth)}  ${String(entry.views).padStart(viewsWidth)}`,
    ),
  ];
}

export function formatTable(stats: Stats, context: StatsContext = { turnstileOn: false }): string {
  const title = countsOf(stats);
  if (isEmpty(stats)) return [title, '', `Nothing was counted in this range. ${emptyReason}`].join('\n');
  const sparkline = viewsSparkline(stats.days);
  return [
    title,
    `${sparkline.label}: ${sparkline.line}`,
    '',
    ...dayTable(stats),
    ...capLines(stats, context),
    '',
    ...topList(
      'Referrers',
      stats.referrers.map(({ host, views }) => ({ name: host, views })),
    ),
    '',
    ...topList(
      'Countries',
      stats.countries.map(({ country, views }) => ({
        name: [country, countryName(country)].filter(Boolean).join(' '),
        views,
      })),
    ),
    '',
    ...topList(
      'Pages',
      stats.pages.map(({ path, views }) => ({ name: path, views })),
    ),
    ...mostRead(stats).flatMap(({ title, rows }) => ['', ...topList(title, rows)]),
  ].join('\n');
}
