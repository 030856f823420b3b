import { describe, expect, it } from 'vitest';
import { figuresOf, type LighthouseResult, ratioOfMedians, summary } from './lighthouse-figures.ts';

const page = 'http://127.0.0.1:49100/';
const script = `${page}assets/main-abc.js`;
const result = (
  tbt: number,
  tasks: { url: string; duration: number; kinds?: object }[],
): LighthouseResult => ({
  finalDisplayedUrl: page,
  environment: { benchmarkIndex: 1234.4 },
  categories: {
    performance: { score: 0.97 },
    accessibility: { score: 1 },
    'best-practices': { score: 1 },
    seo: { score: 1 },
  },
  audits: {
    'largest-contentful-paint': { numericValue: 900 },
    'total-blocking-time': { numericValue: tbt },
    'cumulative-layout-shift': { numericValue: 0 },
    'long-tasks': {
      details: {
        debugData: {
          urls: [...new Set(tasks.map((task) => task.url))],
          tasks: tasks.map((task) => ({
            urlIndex: [...new Set(tasks.map((t) => t.url))].indexOf(task.url),
            startTime: 500,
            duration: task.duration,
            ...task.kinds,
          })),
        },
      },
    },
  },
});

describe("a Lighthouse run's figures", () => {
  it("finds the longest task and the longest of the page's own scripts, with their kinds of work", () => {
    const figures = figuresOf(
      result(210, [
        { url: page, duration: 140, kinds: { styleLayout: 120, other: 20 } },
        { url: script, duration: 195, kinds: { scriptEvaluation: 180, styleLayout: 0.4, other: 15 } },
        { url: 'https://elsewhere.example/x.js', duration: 300 },
      ]),
    );
    expect(figures.scores).toEqual([97, 100, 100, 100]);
    expect(figures.benchmarkIndex).toBe(1234.4);
    expect(figures.longest?.ms).toBe(300);
    expect(figures.longestScript).toEqual({
      url: script,
      ms: 195,
      kinds: [
        ['scriptEvaluation', 180],
        ['other', 15],
      ],
    });
  });

  it("takes a task's kinds of work from the unthrottled trace, scaled to its simulated time", () => {
    const node = (group: string, selfTime: number, children: object[] = []) => ({
      group: { id: group },
      event: { name: group === 'styleLayout' ? 'Layout' : 'FunctionCall' },
      selfTime,
      duration: selfTime + children.reduce((sum, child) => sum + (child as { duration: number }).duration, 0),
      attributableURLs: [script],
      children,
    });
    const hydration = node('other', 5, [node('scriptEvaluation', 30), node('styleLayout', 15)]);
    const figures = figuresOf(result(150, [{ url: script, duration: 200, kinds: { other: 200 } }]), [
      node('scriptEvaluation', 8),
      hydration,
    ] as never);
    expect(figures.longest?.kinds).toEqual([
      ['scriptEvaluation', 120],
      ['styleLayout', 60],
      ['other', 20],
    ]);
    expect(figures.longest?.events).toEqual([
      ['FunctionCall', 140],
      ['Layout', 60],
    ]);
  });

  it('has no longest task when no task took 50 ms', () => {
    expect(figuresOf(result(0, [])).longest).toBeUndefined();
  });

  it('summarises runs as medians and ranges, and counts the runs with a page-script task over 50 ms', () => {
    const runs = [
      figuresOf(result(40, [{ url: script, duration: 48 }])),
      figuresOf(result(300, [{ url: script, duration: 120, kinds: { scriptEvaluation: 110 } }])),
      figuresOf(result(20, [])),
    ];
    const lines = summary(runs);
    expect(lines).toContain('  TBT              40 (20–300) ms');
    expect(lines).toContain("  page script's longest task 48 (0–120) ms, over 50 ms in 1 of 3 runs");
    expect(lines).toContain(
      "  run 2: longest task 120 ms /assets/main-abc.js (scriptEvaluation 110); page script's 120 ms /assets/main-abc.js (scriptEvaluation 110)",
    );
    expect(ratioOfMedians([20, 40, 300], [100, 160, 400])).toBe('0.25');
  });
});
