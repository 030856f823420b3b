/**
 * The posts' Markdown made into their pages' HTML (./markdown.ts), for the build and for
 * `npm run dev`. Each is kept in the build cache (builder/build-cache.ts) by its Markdown, the
 * render's options and the version of the code that renders it (builder/module-version.ts), so a
 * rebuild renders only the posts that changed. What is left is shared between this thread and,
 * when there are many, a worker thread per further core: highlighting is CPU work, about 25 ms a
 * post, and a thread's start (loading unified and Shiki) about half a second.
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { cachedJson, cacheKey } from '../build-cache.ts';
import { moduleVersion } from '../module-version.ts';
import {
  type MarkdownRenderer,
  markdownRenderer,
  type RenderedMarkdown,
  type RenderOptions,
} from './markdown.ts';

export type MarkdownJob = { markdown: string; options: RenderOptions };

/** Below this many posts to render, a thread costs more to start than it saves. */
const postsPerThread = 24;
/** Posts a worker thread is given at once. */
const postsAheadPerThread = 3;

/** One highlighter for the process: `npm run dev` renders a post at each request. */
let ownRenderer: Promise<MarkdownRenderer> | undefined;

type Waiting = MarkdownJob & {
  resolve: (rendered: RenderedMarkdown) => void;
  reject: (error: unknown) => void;
};

/**
 * Each job's rendered Markdown, in order. Everything the HTML is made from must be in the job, its
 * Markdown or its options: they are the cache's key, with the renderer's code.
 */
export async function renderMarkdownJobs(jobs: readonly MarkdownJob[]): Promise<RenderedMarkdown[]> {
  const version = moduleVersion(join(import.meta.dirname, 'markdown.ts'));
  const waiting: Waiting[] = [];
  const rendered = Promise.all(
    jobs.map(({ markdown, options }) =>
      cachedJson(
        'markdown',
        cacheKey(version, markdown, options),
        () =>
          new Promise<RenderedMarkdown>((resolve, reject) =>
            waiting.push({ markdown, options, resolve, reject }),
          ),
      ),
    ),
  );
  // Each job has looked in the cache (a file read) by the time the event loop turns.
  await new Promise((resolve) => setImmediate(resolve));
  await renderWaiting(waiting);
  return rendered;
}

/** Renders the waiting jobs, each taken in turn by whichever thread is free. */
async function renderWaiting(waiting: Waiting[]): Promise<void> {
  if (waiting.length === 0) return;
  const extraThreads = Math.min(availableParallelism() - 1, Math.floor(waiting.length / postsPerThread) - 1);
  const threads = Array.from({ length: Math.max(0, extraThreads) }, renderingThread);
  ownRenderer ??= markdownRenderer();
  // This thread hands out the jobs, and only between its own renders: each worker thread is
  // given a few at once, so it never waits for this one to finish a post.
  const takers = [
    { render: await ownRenderer, own: true },
    ...threads.flatMap(({ render }) =>
      Array.from({ length: postsAheadPerThread }, () => ({ render, own: false })),
    ),
  ];
  try {
    await Promise.all(
      takers.map(async ({ render, own }) => {
        for (let job = waiting.shift(); job; job = waiting.shift()) {
          try {
            job.resolve(await render(job.markdown, job.options));
          } catch (error) {
            job.reject(error);
            // A thread that failed takes no further job.
            if (!own) return;
          }
          // A render is promises only: without a turn of the event loop, this thread would take
          // every job before it heard that a worker thread has finished one.
          if (own) await new Promise((resolve) => setImmediate(resolve));
        }
      }),
    );
  } finally {
    await Promise.all(threads.map((thread) => thread.worker.terminate()));
  }
}

/** A worker thread (./markdown-worker.ts) as a renderer: it renders the posts it is given in turn. */
function renderingThread() {
  const worker = new Worker(new URL('./markdown-worker.ts', import.meta.url));
  const given = new Map<number, Pick<Waiting, 'resolve' | 'reject'>>();
  let lastId = 0;
  let failure: unknown;
  const fail = (error: unknown) => {
    failure ??= error;
    for (const job of given.values()) job.reject(failure);
    given.clear();
  };
  const ready = new Promise<void>((resolve, reject) => {
    worker.on(
      'message',
      (message: { ready?: true; id: number; rendered?: RenderedMarkdown; error?: string }) => {
        if (message.ready) return resolve();
        const job = given.get(message.id);
        given.delete(message.id);
        if (message.rendered) job?.resolve(message.rendered);
        else job?.reject(new Error(message.error));
      },
    );
    worker.on('error', (error) => {
      fail(error);
      reject(error);
    });
    // Stopped without an error (terminated when done, or killed): nothing more will come.
    worker.on('exit', (code) => {
      const stopped = new Error(`The Markdown worker thread stopped (exit code ${code})`);
      fail(stopped);
      reject(stopped);
    });
  });
  // Its failure is the render's to report, when one waits for it.
  ready.catch(() => {});
  const render: MarkdownRenderer = async (markdown, options) => {
    await ready;
    if (failure !== undefined) throw failure;
    return new Promise((resolve, reject) => {
      lastId += 1;
      given.set(lastId, { resolve, reject });
      worker.postMessage({ id: lastId, markdown, options });
    });
  };
  return { worker, render };
}
