/**
 * The counts' D1 database (wrangler.toml `STATS`) as local runs have it: wrangler's own
 * `d1 migrations apply --local` brings a `--persist-to` directory up to date, so `npm start`,
 * `npm run dev`, the tests and the benches count into real tables, as the deployed Worker does.
 */
import { execFile } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { lock } from 'proper-lockfile';
import { wranglerEntry } from './built-site.ts';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..');

/**
 * Where `npm start` and `npm run dev` keep their local KV and D1 (`wrangler dev --persist-to`), and
 * where `npm run messages` and `npm run stats` read them.
 */
export const localStateDir = join(root, '.wrangler', 'state');

/** The D1 binding in wrangler.toml. */
export const statsBinding = 'STATS';

/** Applies the migrations (`checkout`'s) wrangler has not applied yet to the local database under `persistTo`. */
export async function applyLocalMigrations(persistTo: string, checkout = root): Promise<void> {
  const args = ['d1', 'migrations', 'apply', statsBinding, '--local', '--persist-to', persistTo];
  // One at a time per directory: `npm start` and `npm run dev` started together each found the same
  // migration pending, and the second to run it failed ("table … already exists").
  await oneAtATime(persistTo, () =>
    // Off a terminal wrangler asks nothing; its table of applied files is kept out of the owner's way.
    run(process.execPath, [wranglerEntry, ...args], {
      cwd: checkout,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1' },
    }).catch((error: { stdout?: string; stderr?: string; message: string }) => {
      throw new Error(`wrangler ${args.join(' ')} failed:\n${error.stderr || error.stdout || error.message}`);
    }),
  );
}

/**
 * Runs `work` while holding the state directory's migrations lock (a `migrations.lock` folder in
 * it), across processes; waits up to a minute for another holder: wrangler's apply takes 3–12 s.
 */
export async function oneAtATime<T>(persistTo: string, work: () => Promise<T>): Promise<T> {
  await mkdir(persistTo, { recursive: true });
  const release = await lock(persistTo, {
    lockfilePath: join(persistTo, 'migrations.lock'),
    retries: { retries: 60, minTimeout: 250, maxTimeout: 1000 },
  });
  try {
    return await work();
  } finally {
    await release();
  }
}
