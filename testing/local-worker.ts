/**
 * Local servers for the scripts and tests that measure or exercise the site: the built Worker in
 * `wrangler dev --local` on a free loopback port, with its own KV state directory and, when given,
 * its own static assets directory, so they never touch .wrangler/state or dist/client; and any
 * other long-running command (the owner's `npm run dev`, `npm start`) started the same way.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { builtClientDir, builtWorker, serveBuiltArgs, wranglerEntry } from '../builder/built-site.ts';
import { applyLocalMigrations } from '../builder/local-database.ts';

/**
 * Where freePort looks: below the ports systems hand out for a bind to port 0 (Linux's 32768–60999,
 * macOS's and Windows' 49152–65535). One of those, free when asked, was taken by another server's
 * own sockets (wrangler's) before the test's server bound it ("Address already in use").
 */
export const freePortRange = { from: 20_000, to: 32_000 } as const;
const handedOut = new Set<number>();

/** A loopback port free now, for a server started next; never the same twice in a process. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = freePortRange.from + Math.floor(Math.random() * (freePortRange.to - freePortRange.from));
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    if (await canListen(port)) return port;
    handedOut.delete(port);
  }
  throw new Error(`no free loopback port between ${freePortRange.from} and ${freePortRange.to}`);
}

const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

const root = join(import.meta.dirname, '..');

export type Server = {
  /** Everything the command printed so far. */
  output: () => string;
  running: () => boolean;
  stop: () => Promise<void>;
};

/** Runs `node ...args` in `cwd` until `ready` answers 2xx; its whole process group stops with it. */
export async function startServer({
  args,
  cwd = root,
  env = {},
  ready,
}: {
  args: string[];
  cwd?: string;
  env?: Record<string, string>;
  ready: string;
}): Promise<Server> {
  let output = '';
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1', ...env },
    detached: true,
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (!running() || child.pid === undefined) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (!running()) throw new Error(`${args.join(' ')} exited with code ${child.exitCode}:\n${output}`);
    const ok = await fetch(ready).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { output: () => output, running, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`${args.join(' ')} did not answer ${ready} within 90 s:\n${output}`);
}

export type LocalWorker = { url: string; stop: () => Promise<void> };

export async function startLocalWorker({
  persistTo,
  checkout = root,
  assets = join(checkout, builtClientDir),
  port,
  worker = join(checkout, builtWorker),
}: {
  persistTo: string;
  /** The checkout whose build, wrangler.toml and migrations are served: another commit's for `npm run lighthouse -- --vs`. */
  checkout?: string;
  assets?: string;
  /** A measure's own port (MEASURE_PORT), so that helpers on one machine keep to their ranges; a free one by default. */
  port?: number;
  /** Another entry than the build's dist/worker/index.js, in its folder. */
  worker?: string;
}): Promise<LocalWorker> {
  // wrangler refuses to start when the assets directory of wrangler.toml is missing (fresh clone).
  await mkdir(assets, { recursive: true });
  await applyLocalMigrations(persistTo, checkout);
  const served = port ?? (await freePort());
  const url = `http://127.0.0.1:${served}`;
  const server = await startServer({
    args: [
      wranglerEntry,
      ...serveBuiltArgs({ port: served, persistTo, assets, worker }),
      '--show-interactive-dev-session=false',
    ],
    cwd: checkout,
    ready: `${url}/api/about`,
  });
  return { url, stop: server.stop };
}
