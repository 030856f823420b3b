/**
 * `npm start` (after the build): serves the production build through `wrangler dev` (workerd),
 * offline, with local KV under .wrangler/state. PORT picks another port.
 */
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '8787';
console.log(`\nPortfolio: http://127.0.0.1:${port}  (local KV in .wrangler/state; Ctrl+C to stop)\n`);

const wrangler = spawn(
  'wrangler',
  [
    'dev',
    '--ip',
    '127.0.0.1',
    '--port',
    port,
    '--local',
    '--persist-to',
    '.wrangler/state',
    '--live-reload=false',
  ],
  { stdio: 'inherit', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
);
wrangler.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => wrangler.kill(signal));
