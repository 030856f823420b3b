/**
 * `node measure/hydration-tasks.ts --vs <ref> [--rounds N] [--path /]` (after `npm run build`): the
 * page script's main-thread tasks on `/`, this build against the commit `ref`'s (./other-commit.ts),
 * loads alternated, each in a fresh context of Chromium with its CPU slowed 4× by DevTools, traced
 * with only the timeline's categories (Lighthouse's own add V8's source positions to the
 * script's evaluation). Per load: the task that evaluates the module, the longest of the script's
 * tasks after it (hydration), and every script task over 10 ms; then the medians. Lighthouse says
 * what a task costs in its simulation; this says which task it is. MEASURE_PORT (and the next).
 */
import { parseArgs } from 'node:util';
import { startLocalWorker } from '../testing/local-worker.ts';
import { launch, median, phoneViewport } from './bench-load.ts';
import { pageMainThread, type TraceEvent } from './main-thread.ts';
import { buildOtherCommit } from './other-commit.ts';

const { values } = parseArgs({
  options: {
    vs: { type: 'string', default: 'main' },
    rounds: { type: 'string', default: '5' },
    path: { type: 'string', default: '/' },
  },
});
const rounds = Number(values.rounds);
const port = process.env.MEASURE_PORT ? Number(process.env.MEASURE_PORT) : undefined;

type Load = { evaluation: number; after: number; tasks: number[] };

const other = buildOtherCommit(values.vs);
const servers: Record<string, Awaited<ReturnType<typeof startLocalWorker>>> = {};
try {
  servers['this build'] = await startLocalWorker({ persistTo: '.wrangler/bench-state', port });
  servers[other.label] = await startLocalWorker({
    persistTo: `${other.checkout}/.wrangler/bench-state`,
    checkout: other.checkout,
    port: port === undefined ? undefined : port + 1,
  });
  const names = Object.keys(servers);
  const loads: Record<string, Load[]> = Object.fromEntries(names.map((name) => [name, []]));
  const browser = await launch();
  for (let round = 1; round <= rounds; round++) {
    for (const name of round % 2 ? names : names.toReversed()) {
      const load = await traced(browser, servers[name].url + values.path);
      if (!load) continue;
      loads[name].push(load);
      console.log(
        `round ${round}, ${name}: evaluation ${load.evaluation.toFixed(0)} ms, then ${load.after.toFixed(0)} ms; script tasks over 10 ms: ${load.tasks.map((ms) => ms.toFixed(0)).join(' ')}`,
      );
    }
  }
  await browser.close();
  for (const name of names) {
    const of = (pick: (load: Load) => number) => {
      const values = loads[name].map(pick);
      return `${median(values).toFixed(0)} (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}) ms`;
    };
    console.log(
      `${name}, ${loads[name].length} loads: evaluation ${of((l) => l.evaluation)}, longest script task after it ${of((l) => l.after)}`,
    );
  }
} finally {
  for (const server of Object.values(servers)) await server.stop();
  other.remove();
}

/** One load, traced: the page script's top-level tasks in order, from the navigation on. */
async function traced(browser: Awaited<ReturnType<typeof launch>>, url: string): Promise<Load | undefined> {
  const context = await browser.newContext({ viewport: phoneViewport });
  const page = await context.newPage();
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'v8.execute', 'toplevel', 'blink.user_timing'],
  });
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('app:hydrated').length > 0);
  // The sections hydrate in slices after the mark: give them time to.
  await page.waitForTimeout(2500);
  const events: TraceEvent[] = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await context.close();
  // Now and then the trace misses the navigation's start: that load is left out.
  const found = pageMainThread(events);
  if (!found) return undefined;
  const { navigation, main } = found;
  const spans = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.ts > navigation.ts)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const end = (e: TraceEvent) => e.ts + (e.dur ?? 0);
  // Top-level tasks: a RunTask not inside the one before.
  const tasks: TraceEvent[] = [];
  for (const e of spans) {
    const last = tasks.at(-1);
    if ((e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && (!last || e.ts >= end(last)))
      tasks.push(e);
  }
  const inside = (task: TraceEvent) => spans.filter((e) => e.ts >= task.ts && end(e) <= end(task));
  const evaluating = (task: TraceEvent) =>
    Math.max(0, ...inside(task).flatMap((e) => (e.name === 'v8.evaluateModule' ? [e.dur ?? 0] : [])));
  // The module's evaluation: its events name no URL, and the start script's own is tiny.
  const evaluation = tasks.reduce<TraceEvent | undefined>(
    (longest, task) => (evaluating(task) > (longest ? evaluating(longest) : 20_000) ? task : longest),
    undefined,
  );
  const ofScript = (task: TraceEvent) =>
    task === evaluation || inside(task).some((e) => e.args?.data?.url?.includes('/assets/'));
  const scriptTasks = tasks.filter(ofScript);
  const after = scriptTasks.filter((task) => evaluation && task.ts > evaluation.ts);
  return {
    evaluation: (evaluation?.dur ?? 0) / 1000,
    after: Math.max(0, ...after.map((task) => (task.dur ?? 0) / 1000)),
    tasks: scriptTasks.map((task) => (task.dur ?? 0) / 1000).filter((ms) => ms > 10),
  };
}
