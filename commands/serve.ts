/**
 * `npm start` (after the build): serves the production build, the page in dist/client and the
 * Worker bundled into dist/worker, through `wrangler dev` (workerd), offline, with local KV and D1 (its
 * migrations applied first) under .wrangler/state. It serves what was built: editing content/ while it runs neither changes nor
 * breaks it; run `npm start` again (or use `npm run dev`) to see an edit. PORT picks another port.
 */
import { spawn } from 'node:child_process';
import { serveBuiltArgs } from '../builder/built-site.ts';
import { applyLocalMigrations, localStateDir } from '../builder/local-database.ts';

const port = process.env.PORT ?? '8787';
const persistTo = localStateDir;
// The counts' tables, before the Worker counts its first view.
try {
  await applyLocalMigrations(persistTo);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
console.log(`\nPortfolio: http://127.0.0.1:${port}  (local KV and D1 in .wrangler/state; Ctrl+C to stop)`);
console.log('Serving the last build: after editing content/, run `npm start` again, or use `npm run dev`.\n');

// LIVE_CONTENT: /api answers are revalidated on every load, so after a rebuild the browser shows
// the new content at once (worker/routes/content.ts).
const args = [...serveBuiltArgs({ port, persistTo }), '--var', 'LIVE_CONTENT:true'];
const wrangler = spawn('wrangler', args, {
  stdio: 'inherit',
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
});
wrangler.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => wrangler.kill(signal));
