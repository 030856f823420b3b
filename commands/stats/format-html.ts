/**
 * `npm run stats -- --html FILE`: one HTML file the owner opens locally. It loads nothing (no
 * script, font, picture or stylesheet from anywhere), so it opens offline and tells no one it was
 * opened; the charts are inline SVG with their numbers also in tables, for screen readers.
 */
import {
  capLines,
  countryName,
  countsOf,
  type DayCounts,
  emptyReason,
  isEmpty,
  listLengthText,
  mostRead,
  rangeText,
  type Stats,
  type StatsContext,
  topCount,
  totalsOf,
} from './stats.ts';

/** Every value goes through this: a referrer host or a path is text a visitor chose. */
export const escapeHtml = (value: string | number): string =>
  String(value)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const style = `
:root { color-scheme: light dark; --text: #1b1f24; --muted: #59636e; --line: #d1d9e0; --views: #0969da; --visitors: #bf8700; --back: #ffffff; }
@media (prefers-color-scheme: dark) {
  :root { --text: #e6edf3; --muted: #9198a1; --line: #3d444d; --views: #4493f8; --visitors: #d29922; --back: #0d1117; }
}
body { margin: 0 auto; max-width: 60rem; padding: 1.5rem; font: 16px/1.5 system-ui, sans-serif; color: var(--text); background: var(--back); }
h1 { font-size: 1.5rem; margin: 0 0 0.25rem; }
h2 { font-size: 1.15rem; margin: 2rem 0 0.5rem; }
p { margin: 0.25rem 0; color: var(--muted); }
dl { display: flex; flex-wrap: wrap; gap: 0.5rem 2rem; margin: 1rem 0; }
dl div { display: flex; flex-direction: column-reverse; }
dt { color: var(--muted); }
dd { margin: 0; font-size: 1.75rem; font-weight: 600; font-variant-numeric: tabular-nums; }
svg { display: block; width: 100%; height: auto; }
svg text { fill: var(--muted); font: 11px system-ui, sans-serif; }
.axis { stroke: var(--line); }
.views { fill: var(--views); }
.visitors { fill: var(--visitors); }
.legend { display: flex; gap: 1.5rem; margin: 0.5rem 0; color: var(--muted); }
.swatch { display: inline-block; width: 0.8em; height: 0.8em; margin-inline-end: 0.4em; border-radius: 2px; }
.swatch.views { background: var(--views); }
.swatch.visitors { background: var(--visitors); }
table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
th, td { padding: 0.2rem 0.6rem; border-bottom: 1px solid var(--line); text-align: end; }
th:first-child, td:first-child { text-align: start; overflow-wrap: anywhere; }
td.bar { width: 40%; }
td.bar svg { height: 0.7em; }
td.bar rect { fill: var(--views); }
details { margin-top: 1rem; }
summary { cursor: pointer; color: var(--muted); }
`;

const chart = { width: 720, height: 240, left: 44, right: 8, top: 12, bottom: 28 } as const;
/** About this many day labels under the chart, the last one always today. */
const dayLabels = 10;

/** Views and visitors per day as pairs of bars, each with its numbers as a tooltip and in the SVG's label. */
export function dailyChart(days: DayCounts[]): string {
  const totals = totalsOf(days);
  const highest = Math.max(1, ...days.map((day) => Math.max(day.views, day.visitors)));
  const plotWidth = chart.width - chart.left - chart.right;
  const plotHeight = chart.height - chart.top - chart.bottom;
  const slot = plotWidth / days.length;
  const barWidth = Math.max(0.5, slot * 0.4);
  const baseline = chart.top + plotHeight;
  const number = (value: number) => Number(value.toFixed(2));
  const bar = (kind: 'views' | 'visitors', value: number, x: number, day: string) => {
    const height = (value / highest) * plotHeight;
    return `<rect class="${kind}" x="${number(x)}" y="${number(baseline - height)}" width="${number(barWidth)}" height="${number(height)}"><title>${escapeHtml(`${day}: ${value} ${kind}`)}</title></rect>`;
  };
  const every = Math.ceil(days.length / dayLabels);
  const bars = days.map((day, index) => {
    const x = chart.left + index * slot + (slot - 2 * barWidth) / 2;
    const label =
      (days.length - 1 - index) % every === 0
        ? `<text x="${number(x + barWidth)}" y="${chart.height - 8}" text-anchor="middle">${escapeHtml(day.day.slice(5))}</text>`
        : '';
    return `${bar('views', day.views, x, day.day)}${bar('visitors', day.visitors, x + barWidth, day.day)}${label}`;
  });
  const summary = `Views and visitors per day, ${rangeText(days)}: ${totals.views} views and ${totals.visitors} visitors in all, at most ${highest} a day. Each day's numbers are in the table below.`;
  return [
    `<svg viewBox="0 0 ${chart.width} ${chart.height}" role="img" aria-label="${escapeHtml(summary)}">`,
    `<title>${escapeHtml(summary)}</title>`,
    `<line class="axis" x1="${chart.left}" x2="${chart.width - chart.right}" y1="${baseline}" y2="${baseline}"/>`,
    `<line class="axis" x1="${chart.left}" x2="${chart.width - chart.right}" y1="${chart.top}" y2="${chart.top}" stroke-dasharray="3 3"/>`,
    `<text x="${chart.left - 6}" y="${chart.top + 4}" text-anchor="end">${highest}</text>`,
    `<text x="${chart.left - 6}" y="${baseline + 4}" text-anchor="end">0</text>`,
    ...bars,
    '</svg>',
  ].join('\n');
}

const table = (headings: string[], rows: (string | number)[][]) =>
  [
    '<table>',
    `<thead><tr>${headings.map((heading) => `<th scope="col">${escapeHtml(heading)}</th>`).join('')}</tr></thead>`,
    '<tbody>',
    ...rows.map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`),
    '</tbody>',
    '</table>',
  ].join('\n');

/** A ranked list as a table whose last column draws each entry's views as a bar against the first. */
function topTable(title: string, heading: string, entries: { name: string; views: number }[]): string {
  if (entries.length === 0) return `<h2>${escapeHtml(title)}</h2>\n<p>None in this range.</p>`;
  const shown = entries.slice(0, topCount);
  const howMany =
    entries.length > shown.length
      ? `top ${shown.length} of ${listLengthText(entries.length)}`
      : `all ${entries.length}`;
  const most = shown[0].views || 1;
  const rows = shown.map(
    (entry) =>
      `<tr><td>${escapeHtml(entry.name)}</td><td>${entry.views}</td><td class="bar" aria-hidden="true"><svg viewBox="0 0 100 1" preserveAspectRatio="none"><rect width="${Number(((100 * entry.views) / most).toFixed(1))}" height="1"/></svg></td></tr>`,
  );
  return [
    `<h2>${escapeHtml(title)} <small>(${howMany})</small></h2>`,
    '<table>',
    `<thead><tr><th scope="col">${escapeHtml(heading)}</th><th scope="col">Views</th><td></td></tr></thead>`,
    '<tbody>',
    ...rows,
    '</tbody>',
    '</table>',
  ].join('\n');
}

export function formatHtml(stats: Stats, context: StatsContext = { turnstileOn: false }): string {
  const totals = totalsOf(stats.days);
  const title = `Who looked: ${rangeText(stats.days)}`;
  const body = isEmpty(stats)
    ? [`<p>Nothing was counted in this range. ${escapeHtml(emptyReason)}</p>`]
    : [
        '<dl>',
        ...(['views', 'visitors', 'downloads', 'messages'] as const).map(
          (key) => `<div><dt>${key[0].toUpperCase()}${key.slice(1)}</dt><dd>${totals[key]}</dd></div>`,
        ),
        '</dl>',
        '<h2>Views and visitors per day</h2>',
        '<div class="legend" aria-hidden="true"><span><span class="swatch views"></span>Views</span><span><span class="swatch visitors"></span>Visitors</span></div>',
        dailyChart(stats.days),
        '<details>',
        '<summary>Each day</summary>',
        table(
          ['Day (UTC)', 'Views', 'Visitors', 'Downloads', 'Messages'],
          stats.days.map((day) => [day.day, day.views, day.visitors, day.downloads, day.messages]),
        ),
        '</details>',
        ...capLines(stats, context).map((line) => `<p>${escapeHtml(line)}</p>`),
        topTable(
          'Referrers',
          'Host',
          stats.referrers.map(({ host, views }) => ({ name: host, views })),
        ),
        topTable(
          'Countries',
          'Country',
          stats.countries.map(({ country, views }) => ({
            name: [country, countryName(country)].filter(Boolean).join(' '),
            views,
          })),
        ),
        topTable(
          'Pages',
          'Path',
          stats.pages.map(({ path, views }) => ({ name: path, views })),
        ),
        ...mostRead(stats).map(({ title, column, rows }) => topTable(title, column, rows)),
      ];
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${style}</style>`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>Who looked</h1>`,
    `<p>${escapeHtml(countsOf(stats))}.</p>`,
    ...body,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
