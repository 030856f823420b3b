/**
 * The production build as `npm start`, the browser tests, the bench and Lighthouse serve it: the
 * Worker the build made (vite.config.ts's `worker` environment: dist/worker/index.js and the chunks
 * it imports), not the sources, with the page in dist/client, through `wrangler dev` (workerd) on loopback.
 */
import { join } from 'node:path';

/**
 * Wrangler's own entry, for `node` (this Node, the project's 24) to run: the `wrangler` shim on
 * PATH would start whatever `node` the shell has.
 */
export const wranglerEntry = join(import.meta.dirname, '../node_modules/wrangler/bin/wrangler.js');

export const builtClientDir = 'dist/client';
export const builtWorkerDir = 'dist/worker';
export const builtWorker = join(builtWorkerDir, 'index.js');

type ServeOptions = {
  port: number | string;
  persistTo: string;
  assets?: string;
  /** Another build of the Worker than dist/worker's (testing/local-worker.ts builds one for tests). */
  worker?: string;
};

/** `wrangler dev` arguments that serve the built Worker as it is: no rebundling, no watching of sources. */
export function serveBuiltArgs({ port, persistTo, assets, worker = builtWorker }: ServeOptions) {
  return [
    'dev',
    worker,
    '--no-bundle',
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--local',
    '--persist-to',
    persistTo,
    ...(assets ? ['--assets', assets] : []),
    '--live-reload=false',
  ];
}
