/**
 * A page's main-thread time by kind of work, read from a Chromium trace (browser.startTracing):
 * what the renderer's main thread was busy with from the navigation's start up to a moment, each
 * event counted by its own time (its time less that of the events it contains).
 */

export type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
};

/**
 * The main frame's last navigation to a page in a trace, and its renderer's main thread (the
 * thread's metadata event); undefined when the trace missed the navigation's start.
 */
export function pageMainThread(
  events: TraceEvent[],
): { navigation: TraceEvent; main: TraceEvent } | undefined {
  const mainThreads = events.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const navigation = events
    .filter(
      (e) =>
        e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL,
    )
    .at(-1);
  if (!navigation) return undefined;
  const main = mainThreads.find((e) => e.pid === navigation.pid) ?? mainThreads[0];
  return main && { navigation, main };
}

export const traceCategories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8.execute',
  'toplevel',
];

/** The kinds the time is put into; whatever a task does besides these is `other`. */
const kindOf: Record<string, string> = {
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  EvaluateScript: 'script',
  'v8.compile': 'script',
  'v8.compileModule': 'script',
  'v8.evaluateModule': 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  RunMicrotasks: 'script',
  'V8.GC_SCAVENGER': 'script',
  MajorGC: 'script',
  MinorGC: 'script',
  UpdateLayoutTree: 'style and layout',
  Layout: 'style and layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  'Decode Image': 'images',
  'Decode LazyPixelRef': 'images',
  ImageDecodeTask: 'images',
  // The browser's messages: the navigation's commit, the HTML's data, DevTools' own calls.
  'Receive mojo message': 'messages',
  'Receive mojo reply': 'messages',
  RunTask: 'other',
  'ThreadControllerImpl::RunTask': 'other',
};

export const mainThreadKinds = [...new Set(Object.values(kindOf))];

/** Milliseconds of main-thread time by kind from the main frame's navigation start to `untilMs` after it. */
export function mainThreadTime(trace: Buffer, untilMs: number): Record<string, number> {
  const events: TraceEvent[] = JSON.parse(trace.toString()).traceEvents;
  const found = pageMainThread(events);
  if (!found) throw new Error('the trace has no main-frame navigation to a page');
  const { navigation, main } = found;
  const [start, end] = [navigation.ts, navigation.ts + untilMs * 1000];
  // Complete events of the main thread, outer before inner; begin/end pairs made complete.
  const open: TraceEvent[] = [];
  const spans: { name: string; ts: number; end: number }[] = [];
  for (const e of events) {
    if (e.pid !== main.pid || e.tid !== main.tid || !(e.name in kindOf)) continue;
    if (e.ph === 'X') spans.push({ name: e.name, ts: e.ts, end: e.ts + (e.dur ?? 0) });
    else if (e.ph === 'B') open.push(e);
    else if (e.ph === 'E') {
      const begun = open.findLastIndex((b) => b.name === e.name);
      if (begun >= 0) spans.push({ name: e.name, ts: open[begun].ts, end: e.ts });
      if (begun >= 0) open.splice(begun, 1);
    }
  }
  spans.sort((a, b) => a.ts - b.ts || b.end - a.end);
  const time: Record<string, number> = Object.fromEntries(mainThreadKinds.map((kind) => [kind, 0]));
  const clip = (from: number, to: number) => Math.max(0, Math.min(to, end) - Math.max(from, start));
  const stack: { name: string; end: number; cursor: number }[] = [];
  // Each span's own time: the stretches of it no span inside it covers.
  const close = (until: number) => {
    while (stack.length && (stack.at(-1)?.end ?? 0) <= until) {
      const done = stack.pop() as (typeof stack)[number];
      time[kindOf[done.name]] += clip(done.cursor, done.end) / 1000;
      const parent = stack.at(-1);
      if (parent) parent.cursor = done.end;
    }
  };
  for (const span of spans) {
    close(span.ts);
    const parent = stack.at(-1);
    if (parent) {
      time[kindOf[parent.name]] += clip(parent.cursor, span.ts) / 1000;
      parent.cursor = span.ts;
    }
    stack.push({ name: span.name, end: span.end, cursor: span.ts });
  }
  close(Number.POSITIVE_INFINITY);
  return time;
}
