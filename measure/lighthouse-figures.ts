/**
 * What `npm run lighthouse` keeps of one audit (its scores, LCP, TBT, CLS, the machine's benchmark
 * index, the longest main-thread task with its source), read from Lighthouse's result, and the
 * summary of a page's runs: medians and ranges, since a shared machine moves each run's figures.
 */
import { median } from './bench-load.ts';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** A main-thread task as Lighthouse's `long-tasks` audit lists it (durations as its simulation gives them). */
export type LongTask = {
  /** The script the task is attributed to, or the page's own URL for the document's work. */
  url: string;
  ms: number;
  /** Its time by kind of work (`scriptEvaluation`, `styleLayout`…), largest first. */
  kinds: [string, number][];
  /** Its time by trace event, by their own time, the three largest: what an "Unattributable" task did. */
  events?: [string, number][];
};

export type Figures = {
  scores: number[];
  lcp: number;
  tbt: number;
  cls: number;
  /** lhr.environment.benchmarkIndex: how fast this machine ran Lighthouse's own loop just then. */
  benchmarkIndex: number;
  /** The longest task of 50 ms or more; none when the page had no long task. */
  longest?: LongTask;
  /** The longest of them that a script of the page's own origin started: its page script's. */
  longestScript?: LongTask;
};

type Audit = { numericValue?: number; details?: unknown };
/** The part of Lighthouse's result (LH.Result) read here. */
export type LighthouseResult = {
  finalDisplayedUrl: string;
  environment: { benchmarkIndex: number };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, Audit>;
};

type LongTasksDetails = {
  items?: { url: string; duration: number }[];
  debugData?: { urls: string[]; tasks: ({ urlIndex: number; duration: number } & Record<string, number>)[] };
};

/**
 * A top-level task of the unthrottled trace (Lighthouse's MainThreadTasks): its simulated twin in
 * `long-tasks` loses its children, so its kinds of work come from here.
 */
export type ObservedTask = {
  duration: number;
  selfTime: number;
  group: { id: string };
  event: { name: string };
  attributableURLs: string[];
  children: ObservedTask[];
};

export function figuresOf(lhr: LighthouseResult, observed: ObservedTask[] = []): Figures {
  const tasks = longTasksOf(lhr).map((task) => withKinds(task, observed));
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  return {
    scores: categories.map((id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)),
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    longest: tasks[0],
    longestScript: tasks.find(({ url }) => url.startsWith(origin) && /\.m?js(\?|$)/.test(url)),
  };
}

/** The `long-tasks` audit's tasks, longest first, each with its time by kind (its debug data). */
function longTasksOf(lhr: LighthouseResult): LongTask[] {
  const details = lhr.audits['long-tasks']?.details as LongTasksDetails | undefined;
  return (details?.debugData?.tasks ?? [])
    .map(({ urlIndex, duration, startTime: _, ...kinds }) => ({
      url: details?.debugData?.urls[urlIndex] ?? '',
      ms: duration,
      kinds: Object.entries(kinds)
        .filter(([, ms]) => ms >= 1)
        .sort((a, b) => b[1] - a[1]),
    }))
    .sort((a, b) => b.ms - a.ms);
}

/**
 * The long task with its kinds of work: those of the longest observed task it can be (the same
 * source), in the same shares, scaled to its simulated time. Lantern times every task by its
 * observed time, so the longest of a source stays the longest.
 */
function withKinds(task: LongTask, observed: ObservedTask[]): LongTask {
  const urlOf = (candidate: ObservedTask) =>
    candidate.attributableURLs.find((url) => url === task.url) ??
    candidate.attributableURLs[0] ??
    'Unattributable';
  const twin = observed
    .filter((candidate) => urlOf(candidate) === task.url)
    .reduce<ObservedTask | undefined>(
      (longest, candidate) => (!longest || candidate.duration > longest.duration ? candidate : longest),
      undefined,
    );
  if (!twin || twin.duration <= 0) return task;
  const kinds = new Map<string, number>();
  const events = new Map<string, number>();
  const add = (node: ObservedTask) => {
    kinds.set(node.group.id, (kinds.get(node.group.id) ?? 0) + node.selfTime);
    events.set(node.event.name, (events.get(node.event.name) ?? 0) + node.selfTime);
    node.children.forEach(add);
  };
  add(twin);
  const scale = task.ms / twin.duration;
  const scaled = (times: Map<string, number>) =>
    [...times]
      .map(([name, ms]): [string, number] => [name, ms * scale])
      .filter(([, ms]) => ms >= 1)
      .sort((a, b) => b[1] - a[1]);
  return { ...task, kinds: scaled(kinds), events: scaled(events).slice(0, 3) };
}

/** "185 ms main-abc.js (scriptEvaluation 160, styleLayout 20)", or "none" under 50 ms. */
export function describeTask(task: LongTask | undefined): string {
  if (!task) return 'none ≥ 50 ms';
  const where = task.url.replace(/^https?:\/\/[^/]+/, '') || task.url;
  const times = (list: [string, number][]) =>
    list.map(([name, ms]) => `${name} ${Math.round(ms)}`).join(', ');
  return `${Math.round(task.ms)} ms ${where} (${times(task.kinds)}${task.events ? `; ${times(task.events)}` : ''})`;
}

const range = (values: number[], digits = 0) =>
  `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;
const medianAndRange = (values: number[], digits = 0) =>
  `${median(values).toFixed(digits)} (${range(values, digits)})`;

/** A page's runs on one build: each figure's median and range, then each run's index and longest tasks. */
export function summary(runs: Figures[]): string[] {
  const lcps = runs.map((f) => f.lcp / 1000);
  const scriptTasks = runs.map((f) => f.longestScript?.ms ?? 0);
  return [
    ...categories.map(
      (id, index) => `  ${id.padEnd(16)} ${medianAndRange(runs.map((f) => f.scores[index]))}`,
    ),
    `  LCP              ${medianAndRange(lcps, 2)} s, ≤ 1.2 s in ${lcps.filter((lcp) => lcp <= 1.2).length} of ${runs.length}`,
    `  TBT              ${medianAndRange(runs.map((f) => f.tbt))} ms`,
    `  CLS              ${medianAndRange(
      runs.map((f) => f.cls),
      3,
    )}`,
    `  benchmark index  ${runs.map((f) => Math.round(f.benchmarkIndex)).join(' · ')}`,
    `  page script's longest task ${medianAndRange(scriptTasks)} ms, over 50 ms in ${scriptTasks.filter((ms) => ms > 50).length} of ${runs.length} runs`,
    ...runs.map(
      (f, run) =>
        `  run ${run + 1}: longest task ${describeTask(f.longest)}; page script's ${describeTask(f.longestScript)}`,
    ),
  ];
}

/** The ratio of two sides' medians of a figure, as "0.25": the change judged on the same machine's runs. */
export const ratioOfMedians = (ours: number[], theirs: number[]) => {
  const [a, b] = [median(ours), median(theirs)];
  return b === 0 ? (a === 0 ? '1.00' : '∞') : (a / b).toFixed(2);
};
