/**
 * The real Worker in `wrangler dev --local` on a free loopback port, for the scripts and tests that
 * measure or exercise it: its own KV state directory and, when given, its own static assets
 * directory, so they never touch .wrangler/state or dist/client.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

const root = join(import.meta.dirname, '..', '..');
// Wrangler's own entry run by this Node: the `wrangler` shim would pick whatever `node` is on PATH.
const wrangler = join(root, 'node_modules', 'wrangler', 'bin', 'wrangler.js');

export type LocalWorker = { url: string; stop: () => Promise<void> };

export async function startLocalWorker({
  persistTo,
  assets = join(root, 'dist', 'client'),
}: {
  persistTo: string;
  assets?: string;
}): Promise<LocalWorker> {
  // wrangler refuses to start when the assets directory of wrangler.toml is missing (fresh clone).
  await mkdir(assets, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    [
      wrangler,
      'dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--local',
      '--persist-to',
      persistTo,
      '--assets',
      assets,
      '--live-reload=false',
      '--show-interactive-dev-session=false',
    ],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1' },
      detached: true,
    },
  );
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`wrangler dev exited with code ${child.exitCode}:\n${output}`);
    const ready = await fetch(`${url}/api/about`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`wrangler dev did not answer on ${url} within 60 s:\n${output}`);
}
