/**
 * A thread of ./render-jobs.ts: renders the posts it is sent, one after the other, with its
 * own highlighter, and says when it is ready for the first.
 */
import { parentPort } from 'node:worker_threads';
import { markdownRenderer, type RenderOptions } from './markdown.ts';

if (!parentPort) throw new Error('builder/markdown/markdown-worker.ts runs as a worker thread');
const port = parentPort;
const render = await markdownRenderer();
let previous = Promise.resolve();
port.on('message', ({ id, markdown, options }: { id: number; markdown: string; options: RenderOptions }) => {
  previous = previous.then(async () => {
    try {
      port.postMessage({ id, rendered: await render(markdown, options) });
    } catch (error) {
      port.postMessage({
        id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    }
  });
});
port.postMessage({ ready: true });
