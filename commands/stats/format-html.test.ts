// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { formatHtml } from './format-html.ts';
import { statsOf } from './test-helpers.ts';

const hostile = '<img src=x onerror=alert(1)>.example';
const month = statsOf(
  Array.from({ length: 30 }, (_, index) => (index % 3 === 0 ? { views: index, visitors: index / 3 } : {})),
  {
    referrers: [
      { host: 'www.linkedin.com', views: 20 },
      { host: hostile, views: 3 },
      ...Array.from({ length: 12 }, (_, index) => ({ host: `site${index}.example`, views: 2 })),
    ],
    countries: [{ country: 'IN', views: 40 }],
    pages: [{ path: '/"><script>alert(1)</script>', views: 1 }],
  },
);
const html = formatHtml(month);
const page = () => new DOMParser().parseFromString(html, 'text/html');

describe('formatHtml', () => {
  it('is one file that asks for nothing: no script, stylesheet, font or picture from anywhere', () => {
    expect(html).not.toMatch(/<script|<link|<img|<iframe|url\(|@import/i);
    expect(html).not.toMatch(/(src|href)\s*=\s*["']?\s*(https?:)?\/\//i);
    expect(page().querySelectorAll('[src], [href]')).toHaveLength(0);
    expect(page().querySelector('style')?.textContent).toContain('prefers-color-scheme: dark');
  });

  it('shows a hostile host and path as text, never as markup', () => {
    const document = page();
    expect(document.querySelectorAll('img, script')).toHaveLength(0);
    const cells = Array.from(document.querySelectorAll('td')).map((cell) => cell.textContent);
    expect(cells).toContain(hostile);
    expect(cells).toContain('/"><script>alert(1)</script>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;.example');
  });

  it('charts views and visitors with a bar each per day, zero days included, labelled for screen readers', () => {
    const chart = page().querySelector('svg[role="img"]');
    expect(chart?.querySelectorAll('rect.views')).toHaveLength(30);
    expect(chart?.querySelectorAll('rect.visitors')).toHaveLength(30);
    expect(chart?.getAttribute('aria-label')).toBe(
      "Views and visitors per day, 2026-10-26 to 2026-11-24 (UTC): 135 views and 45 visitors in all, at most 27 a day. Each day's numbers are in the table below.",
    );
    expect(chart?.querySelector('title')?.textContent).toBe(chart?.getAttribute('aria-label'));
    expect(chart?.querySelector('rect.views title')?.textContent).toBe('2026-10-26: 0 views');
    const labels = Array.from(chart?.querySelectorAll('text') ?? []).map((label) => label.textContent);
    // The highest count and zero, then every third day ending today: ten day labels for thirty days.
    expect(labels).toEqual([
      '27',
      '0',
      '10-28',
      '10-31',
      '11-03',
      '11-06',
      '11-09',
      '11-12',
      '11-15',
      '11-18',
      '11-21',
      '11-24',
    ]);
    // The busiest day's bar reaches the top of the plot; a day without views has no height.
    const heights = Array.from(chart?.querySelectorAll('rect.views') ?? []).map((bar) =>
      Number(bar.getAttribute('height')),
    );
    expect(heights[27]).toBe(Math.max(...heights));
    expect(heights[1]).toBe(0);
  });

  it('gives every day its numbers in a table as well', () => {
    const rows = Array.from(page().querySelectorAll('details table tbody tr')).map((row) =>
      Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent),
    );
    expect(rows).toHaveLength(30);
    expect(rows[0]).toEqual(['2026-10-26', '0', '0', '0', '0']);
    expect(rows[3]).toEqual(['2026-10-29', '3', '1', '0', '0']);
  });

  it('ranks the top 10 referrers and says how many there are; countries get their names', () => {
    const document = page();
    const headings = Array.from(document.querySelectorAll('h2')).map((heading) => heading.textContent);
    expect(headings).toContain('Referrers (top 10 of 14)');
    expect(headings).toContain('Countries (all 1)');
    const referrers = document.querySelectorAll('h2 + table')[0];
    expect(referrers.querySelectorAll('tbody tr')).toHaveLength(10);
    expect(referrers.querySelector('tbody tr')?.textContent).toBe('www.linkedin.com20');
    expect(html).toContain('<td>IN India</td><td>40</td>');
  });

  it('says plainly when nothing was counted, and draws no chart', () => {
    const empty = formatHtml(statsOf([{}, {}, {}]));
    expect(empty).toContain(
      'Nothing was counted in this range. Either nobody has visited the site since counting started, or only crawlers and link previews did: they are not counted.',
    );
    expect(empty).not.toContain('<svg');
  });
});
