/**
 * A thread of ./rendered-posts.ts: renders the posts it is sent, one at a time, with its own
 * highlighter, and says when it is ready for the first.
 */
import { parentPort } from 'node:worker_threads';
import { markdownRenderer, type RenderOptions } from './markdown.ts';

if (!parentPort) throw new Error('builder/writing/markdown-worker.ts runs as a worker thread');
const port = parentPort;
const render = await markdownRenderer();
port.on('message', async ({ markdown, options }: { markdown: string; options: RenderOptions }) => {
  try {
    port.postMessage({ rendered: await render(markdown, options) });
  } catch (error) {
    port.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
port.postMessage({ ready: true });
