/**
 * Build step: bundles the Worker, with the API's answers made from the content's snapshot inlined,
 * into dist/worker/index.js exactly as `wrangler deploy` would (offline, --dry-run). `npm start`
 * serves this bundle, so what runs locally is what was built, and editing content/ while it runs
 * changes nothing until the next build.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { writeApiContentModule } from './api-content.ts';
import { builtWorker, builtWorkerDir } from './built-site.ts';
import type { ContentFolder } from './content/content-folder.ts';

/** Bundles the Worker; says its size. */
export async function bundleWorker(folder: ContentFolder): Promise<string> {
  // The API's answers, checked and shaped here in Node: the Worker imports them ready-made.
  await writeApiContentModule(folder);
  execFileSync('wrangler', ['deploy', '--dry-run', '--outdir', builtWorkerDir], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  });
  const gzip = gzipSync(readFileSync(builtWorker)).length;
  return `Bundled the Worker into ${builtWorker}: ${(statSync(builtWorker).size / 1024).toFixed(1)} KiB, ${(gzip / 1024).toFixed(1)} KiB gzip`;
}
