import { describe, expect, it } from 'vitest';
import { mainThreadTime } from './main-thread.ts';

const [pid, tid] = [7, 7];
const at = (ms: number) => 1_000_000 + ms * 1000;
const task = (name: string, fromMs: number, ms: number) => ({
  name,
  ph: 'X',
  ts: at(fromMs),
  dur: ms * 1000,
  pid,
  tid,
});
const trace = (...events: object[]) =>
  Buffer.from(
    JSON.stringify({
      traceEvents: [
        { name: 'thread_name', ph: 'M', pid, tid, ts: 0, args: { name: 'CrRendererMain' } },
        // Another renderer's main thread, busy at the same time: not the page's.
        { name: 'thread_name', ph: 'M', pid: 9, tid: 9, ts: 0, args: { name: 'CrRendererMain' } },
        { ...task('ParseHTML', 0, 500), pid: 9, tid: 9 },
        {
          name: 'navigationStart',
          ph: 'R',
          pid,
          tid,
          ts: at(0),
          args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://127.0.0.1/' } },
        },
        ...events,
      ],
    }),
  );

describe("a page's main-thread time by kind", () => {
  it('counts each event by its own time, less the events inside it', () => {
    const time = mainThreadTime(
      trace(task('RunTask', 10, 100), task('ParseHTML', 20, 60), task('EvaluateScript', 30, 15)),
      1000,
    );
    expect(time).toMatchObject({ other: 40, 'parse HTML': 45, script: 15, 'style and layout': 0 });
  });

  it('counts a parse given as begin and end events, and stops at the moment asked for', () => {
    const time = mainThreadTime(
      trace(
        { name: 'Layout', ph: 'B', pid, tid, ts: at(100) },
        { name: 'Layout', ph: 'E', pid, tid, ts: at(140) },
        task('Paint', 190, 30),
      ),
      200,
    );
    expect(time).toMatchObject({ 'style and layout': 40, paint: 10 });
  });

  it('refuses a trace without the page’s navigation', () => {
    expect(() => mainThreadTime(Buffer.from(JSON.stringify({ traceEvents: [] })), 100)).toThrow(
      'no main-frame navigation',
    );
  });
});
