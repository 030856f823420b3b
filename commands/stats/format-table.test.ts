import stringWidth from 'string-width';
import { describe, expect, it } from 'vitest';
import { formatTable, maxSparklineBars, viewsSparkline } from './format-table.ts';
import { listLimit, turnstileAdvice } from './stats.ts';
import { statsOf } from './test-helpers.ts';

const week = statsOf(
  [
    { views: 2, visitors: 1 },
    {},
    { views: 8, visitors: 3, downloads: 1 },
    {},
    { views: 4, visitors: 2, messages: 1 },
    {},
    { views: 1, visitors: 1 },
  ],
  {
    referrers: [
      { host: 'www.linkedin.com', views: 6 },
      { host: '求人.example.jp', views: 2 },
    ],
    countries: [
      { country: 'IN', views: 9 },
      { country: 'DE', views: 5 },
      { country: 'T1', views: 1 },
    ],
    pages: [
      { path: '/', views: 11 },
      { path: '/de/', views: 4 },
    ],
  },
);

describe('formatTable', () => {
  it('names the range in UTC and draws the views of each day as a sparkline, zeros included', () => {
    const lines = formatTable(week).split('\n');
    expect(lines[0]).toBe('Counts of the last 7 days, 2026-11-18 to 2026-11-24 (UTC)');
    expect(lines[1]).toBe('Views per day: ▂▁█▁▄▁▁');
  });

  it('lists every day oldest first with its views, visitors, downloads and messages, then the totals', () => {
    const lines = formatTable(week).split('\n');
    expect(lines[3]).toBe('Day (UTC)   Views  Visitors  Downloads  Messages');
    expect(lines.slice(5, 12)).toEqual([
      '2026-11-18      2         1          0         0',
      '2026-11-19      0         0          0         0',
      '2026-11-20      8         3          1         0',
      '2026-11-21      0         0          0         0',
      '2026-11-22      4         2          0         1',
      '2026-11-23      0         0          0         0',
      '2026-11-24      1         1          0         0',
    ]);
    expect(lines[13]).toBe('Total          15         7          1         1');
  });

  it('ranks referrers, countries and pages, aligned in terminal cells, with country names', () => {
    const output = formatTable(week);
    expect(output).toContain(
      [
        'Referrers by views (all 2):',
        '  www.linkedin.com  6',
        '  求人.example.jp   2',
        '',
        'Countries by views (all 3):',
        '  IN India    9',
        '  DE Germany  5',
        '  T1 Tor      1',
        '',
        'Pages by views (all 2):',
        '  /     11',
        '  /de/   4',
      ].join('\n'),
    );
    const referrer = output.split('\n').find((line) => line.includes('求人')) ?? '';
    expect(stringWidth(referrer)).toBe(stringWidth('  www.linkedin.com  6'));
  });

  it('lists the most read posts by their titles, and says nothing of posts on a site without any', () => {
    const posts = [
      { path: '/writing/fast/', title: 'A fast portfolio', views: 7 },
      { path: '/de/writing/fast/', title: 'Ein schnelles Portfolio', views: 2 },
    ];
    expect(formatTable(statsOf([{ views: 9 }], { mostRead: { posts } }))).toContain(
      [
        'Most read posts by views (all 2):',
        '  A fast portfolio (/writing/fast/)            7',
        '  Ein schnelles Portfolio (/de/writing/fast/)  2',
      ].join('\n'),
    );
    expect(formatTable(statsOf([{ views: 9 }]))).not.toContain('posts');
  });

  it('lists the most read case studies after the posts, and says nothing of them on a site without any', () => {
    const caseStudies = [{ path: '/projects/fleetpulse/', title: 'FleetPulse', views: 4 }];
    expect(formatTable(statsOf([{ views: 9 }], { mostRead: { caseStudies } }))).toContain(
      ['Most read case studies by views (the only one):', '  FleetPulse (/projects/fleetpulse/)  4'].join(
        '\n',
      ),
    );
    expect(formatTable(statsOf([{ views: 9 }]))).not.toContain('case studies');
  });

  it('says under the days on which days the contact form’s caps refused messages, also when nothing else was counted', () => {
    const capHits = [
      { day: '2026-11-24', cap: 'minute' as const, firstAt: '2026-11-24T09:15:02.000Z' },
      { day: '2026-11-23', cap: 'day' as const, firstAt: '2026-11-23T14:02:11.000Z' },
    ];
    const lines = formatTable(statsOf([{}, {}], { capHits })).split('\n');
    expect(lines).toContain(
      'On 2026-11-23 the contact form took its most messages for a day, first at 14:02 UTC, and refused the rest (wrangler.toml CONTACT_DAILY_CAP).',
    );
    expect(lines).toContain(
      'On 2026-11-24 the contact form took its most messages for a minute, first at 09:15 UTC, and refused the rest (wrangler.toml CONTACT_MINUTE_CAP).',
    );
    expect(formatTable(week)).not.toContain('contact form');
  });

  it('suggests Turnstile after a day the form was full, unless it is on; a full minute alone suggests nothing', () => {
    const dayHit = { day: '2026-11-23', cap: 'day' as const, firstAt: '2026-11-23T14:02:11.000Z' };
    const minuteHit = { day: '2026-11-24', cap: 'minute' as const, firstAt: '2026-11-24T09:15:02.000Z' };
    const table = (capHits: (typeof dayHit | typeof minuteHit)[], turnstileOn: boolean) =>
      formatTable(statsOf([{}, {}], { capHits }), { turnstileOn }).split('\n');
    const lines = table([minuteHit, dayHit], false);
    expect(lines.at(lines.indexOf(turnstileAdvice) - 1)).toMatch(/^On 2026-11-23 .* CONTACT_DAILY_CAP\)\.$/);
    expect(turnstileAdvice).toContain('docs/contact.md');
    expect(table([minuteHit, dayHit], true)).not.toContain(turnstileAdvice);
    expect(table([minuteHit], false)).not.toContain(turnstileAdvice);
  });

  it('shows the top 10 of a longer list and says how many there are', () => {
    const referrers = Array.from({ length: 14 }, (_, index) => ({
      host: `site${index}.example`,
      views: 20 - index,
    }));
    const lines = formatTable(statsOf([{ views: 185 }], { referrers })).split('\n');
    const heading = lines.indexOf('Referrers by views (top 10 of 14):');
    expect(heading).toBeGreaterThan(0);
    expect(lines.slice(heading + 1, heading + 13)).toEqual([
      ...Array.from({ length: 10 }, (_, index) =>
        `  site${index}.example  ${20 - index}`.replace(/ {2}(\d)$/, '   $1'),
      ),
      '',
      'Countries: none in this range.',
    ]);
  });

  it('says a list read up to its limit may have had more', () => {
    const referrers = Array.from({ length: listLimit }, (_, index) => ({
      host: `site${index}.example`,
      views: 1,
    }));
    expect(formatTable(statsOf([{ views: 100 }], { referrers }))).toContain(
      `Referrers by views (top 10 of ${listLimit} or more):`,
    );
  });

  it('keeps a hostile host on one line with no control characters', () => {
    const output = formatTable(
      statsOf([{ views: 1 }], { referrers: [{ host: 'evil\u001b[2J\nexample', views: 1 }] }),
    );
    expect(output).not.toContain('\u001b');
    expect(output).toContain('  evil\uFFFD[2J example  1');
  });

  it('says plainly when nothing was counted, and why that could be', () => {
    expect(formatTable(statsOf([{}, {}, {}]))).toBe(
      [
        'Counts of the last 3 days, 2026-11-22 to 2026-11-24 (UTC)',
        '',
        'Nothing was counted in this range. Either nobody has visited the site since counting started, or only crawlers and link previews did: they are not counted.',
      ].join('\n'),
    );
    expect(formatTable(statsOf([{}]))).toMatch(/^Counts of today, 2026-11-24 \(UTC\)\n/);
  });
});

describe('viewsSparkline', () => {
  it('draws zero as the lowest bar and the busiest day as the highest', () => {
    expect(viewsSparkline(statsOf([{ views: 0 }, { views: 7 }, { views: 1 }, { views: 0 }]).days)).toEqual({
      label: 'Views per day',
      line: '▁█▂▁',
    });
    expect(viewsSparkline(statsOf([{}, {}]).days).line).toBe('▁▁');
  });

  it(`stays one line of at most ${maxSparklineBars} bars over a long range, each bar summing a few days`, () => {
    const days = statsOf(Array.from({ length: 90 }, (_, index) => ({ views: index === 89 ? 5 : 0 }))).days;
    const { label, line } = viewsSparkline(days);
    expect(label).toBe('Views per 2 days');
    expect([...line]).toHaveLength(45);
    // The newest bar ends today: the one busy day is the last bar.
    expect(line.endsWith('█')).toBe(true);
    expect(line.slice(0, -1)).toMatch(/^▁+$/);
  });
});
