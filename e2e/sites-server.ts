/**
 * playwright.config.ts's web server: the browser tests' two sites, built side by side and served as
 * `npm start` serves a build. The fixture's (its build in this project, its own KV and D1 state,
 * e2e/state-dir.ts) and the variant's (e2e/variant-site-server.ts, in a copy of the project). One
 * server for both because Playwright starts its web servers one after the other: the second build
 * waited on the whole of the first's start. Says "both sites are up" once each answers; stops
 * everything when either stops.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { serveBuiltArgs, wranglerEntry } from '../builder/built-site.ts';
import { e2eStateDir } from './state-dir.ts';

const port = Number(process.env.E2E_PORT);
const variantPort = Number(process.env.E2E_VARIANT_PORT);
if (!port || !variantPort) throw new Error('E2E_PORT and E2E_VARIANT_PORT must be set');

const children: ChildProcess[] = [];
let stopping = false;

/** A child whose output goes to the web server's error pipe only (its stdout is not the tests'). */
function child(args: string[]): ChildProcess {
  const started = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(started);
  return started;
}

/** A server: when it stops, the sites are down, and everything stops. */
function serve(args: string[]) {
  child(args).on('exit', (code) => {
    if (stopping) return;
    console.error(`e2e/sites-server.ts: node ${args.join(' ')} stopped (exit code ${code})`);
    stop(1);
  });
}

/** A step that ends: resolves once it succeeded; its failure stops everything. */
function step(args: string[]): Promise<void> {
  return new Promise((resolve) =>
    child(args).on('exit', (code) => {
      if (code === 0) return resolve();
      if (stopping) return;
      console.error(`e2e/sites-server.ts: node ${args.join(' ')} failed (exit code ${code})`);
      stop(1);
    }),
  );
}

function stop(code: number) {
  stopping = true;
  const running = children.filter((each) => each.exitCode === null && each.signalCode === null);
  for (const each of running) each.kill('SIGTERM');
  // The variant's server removes its copy of the project before it exits: waited for.
  Promise.all(running.map((each) => new Promise((resolve) => each.once('exit', resolve)))).then(() =>
    process.exit(code),
  );
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(0));

serve(['e2e/variant-site-server.ts']);
// The fixture's site, beside it: `npm run build` (vite build, on the fixture content the config
// names), its state migrated afresh, then served.
await step(['node_modules/vite/bin/vite.js', 'build']);
await rm(e2eStateDir, { recursive: true, force: true });
await step(['commands/migrate-local.ts', '--persist-to', e2eStateDir]);
serve([wranglerEntry, ...serveBuiltArgs({ port, persistTo: e2eStateDir })]);

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );
const urls = [port, variantPort].map((each) => `http://127.0.0.1:${each}/api/about`);
while (!(await Promise.all(urls.map(answers))).every(Boolean)) await sleep(250);
console.log('both sites are up');
