import { describe, expect, it } from 'vitest';
import { lastDays } from './range.ts';
import { statsFromResults, statsQuery } from './read-stats.ts';
import { listLimit } from './stats.ts';
import { noEntriesRead, today } from './test-helpers.ts';

const days = lastDays(4, today);
/** One result per statement, as `wrangler d1 execute --json` prints them. */
const answer = (...results: Record<string, unknown>[][]) =>
  results.map((rows) => ({ results: rows, success: true, meta: { duration: 0 } }));

describe('statsFromResults', () => {
  it('names the case studies among the pages by their titles, apart from the posts', () => {
    const pages = [
      { path: '/projects/fleetpulse/', views: 4 },
      { path: '/writing/first-post/', views: 3 },
    ];
    const stats = statsFromResults(days, answer([], [], [], [], pages, []), {
      posts: new Map([['/writing/first-post/', 'First post']]),
      caseStudies: new Map([['/projects/fleetpulse/', 'FleetPulse']]),
    });
    expect(stats.mostRead).toEqual({
      ...noEntriesRead,
      posts: [{ path: '/writing/first-post/', title: 'First post', views: 3 }],
      caseStudies: [{ path: '/projects/fleetpulse/', title: 'FleetPulse', views: 4 }],
    });
  });

  it('gives the documented --json shape (docs/counts.md), every day of the range oldest first, zeros where nothing was counted', () => {
    const stats = statsFromResults(
      days,
      answer(
        [
          { day: '2026-11-24', views: 5 },
          { day: '2026-11-22', views: 2 },
        ],
        [{ day: '2026-11-22', visitors: 1, downloads: 1, messages: 0 }],
        [{ host: 'www.linkedin.com', views: 4 }],
        [{ country: 'IN', views: 7 }],
        [
          { path: '/', views: 6 },
          { path: '/writing/first-post/', views: 3 },
          { path: '/de/', views: 1 },
        ],
        [{ day: '2026-11-23', cap: 'day', first_at: '2026-11-23T14:02:11.000Z' }],
      ),
      { posts: new Map([['/writing/first-post/', 'First post']]) },
    );
    expect(JSON.stringify(stats)).toBe(
      JSON.stringify({
        days: [
          { day: '2026-11-21', views: 0, visitors: 0, downloads: 0, messages: 0 },
          { day: '2026-11-22', views: 2, visitors: 1, downloads: 1, messages: 0 },
          { day: '2026-11-23', views: 0, visitors: 0, downloads: 0, messages: 0 },
          { day: '2026-11-24', views: 5, visitors: 0, downloads: 0, messages: 0 },
        ],
        referrers: [{ host: 'www.linkedin.com', views: 4 }],
        countries: [{ country: 'IN', views: 7 }],
        pages: [
          { path: '/', views: 6 },
          { path: '/writing/first-post/', views: 3 },
          { path: '/de/', views: 1 },
        ],
        // Each collection's entries among them, named by their titles.
        mostRead: {
          ...noEntriesRead,
          posts: [{ path: '/writing/first-post/', title: 'First post', views: 3 }],
        },
        capHits: [{ day: '2026-11-23', cap: 'day', firstAt: '2026-11-23T14:02:11.000Z' }],
      }),
    );
  });
});

describe('statsQuery', () => {
  it('asks for the range from its first day to its last, both included, in one command', () => {
    const query = statsQuery(days);
    expect(query.split(';')).toHaveLength(6);
    expect(query).toContain("day BETWEEN '2026-11-21' AND '2026-11-24'");
  });

  it('bounds every statement: the days by the range, each ranked list by listLimit', () => {
    const statements = statsQuery(days).split(';\n');
    for (const statement of statements) expect(statement).toMatch(/ LIMIT \d+$/);
    expect(statements.slice(0, 2).map((statement) => statement.split(' LIMIT ')[1])).toEqual(['4', '4']);
    expect(statements.slice(2, 5).map((statement) => statement.split(' LIMIT ')[1])).toEqual(
      Array(3).fill(String(listLimit)),
    );
  });

  it('refuses to write anything but days into the SQL', () => {
    expect(() => statsQuery(["2026-11-24' OR 1=1 --"])).toThrow('not days');
  });
});
