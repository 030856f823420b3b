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
 * it), across processes; waits up to a minute for another holder: wrangler's apply takes 3–12 s. A
 * lock left by a killed command is taken over once it is 10 s old (proper-lockfile's stale time).
 */
export async function oneAtATime<T>(persistTo: string, work: () => Promise<T>): Promise<T> {
  await mkdir(persistTo, { recursive: true });
  const lockfilePath = join(persistTo, 'migrations.lock');
  const options = {
    lockfilePath,
    // Lost mid-apply (its folder removed, or this process stopped past the stale time): the apply
    // goes on and at worst fails as before the lock, with wrangler's own message, not a crash.
    onCompromised: (error: Error) => console.warn(`${lockfilePath}: ${error.message}; applying anyway`),
  };
  const release = await lock(persistTo, options).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ELOCKED') throw error;
    console.log(`Waiting for another command to finish the local migrations in ${persistTo}…`);
    return lock(persistTo, { ...options, retries: { retries: 60, minTimeout: 250, maxTimeout: 1000 } }).catch(
      (waited: NodeJS.ErrnoException) => {
        if (waited.code !== 'ELOCKED') throw waited;
        throw new Error(
          `Another command has held ${lockfilePath} for over a minute. If no other npm start, npm run dev or test is running, remove that folder and try again.`,
        );
      },
    );
  });
  try {
    return await work();
  } finally {
    await release().catch((error: NodeJS.ErrnoException) => {
      // Already released when the lock was lost (onCompromised above).
      if (error.code !== 'ERELEASED') throw error;
    });
  }
}
