/**
 * The owner's commands read the Worker's state through wrangler's own commands, so the local state
 * of `npm start` and the deployed bindings (`--remote`) are read the same way and only a flag differs.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { wranglerEntry } from '../builder/built-site.ts';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..');

type Failure = { stdout?: string; stderr?: string; message: string };

/** With `--json`, wrangler reports a failure on stdout as `{ "error": { "text": "…" } }`. */
function jsonErrorText(stdout: string | undefined): string | undefined {
  try {
    const text = (JSON.parse(stdout ?? '') as { error?: { text?: unknown } }).error?.text;
    return typeof text === 'string' ? text : undefined;
  } catch {
    return undefined;
  }
}

/** Runs `wrangler ...args` and parses what it prints; a failure throws with wrangler's own words. */
export async function wranglerJson(args: string[]): Promise<unknown> {
  return JSON.parse(await wranglerRun(args));
}

/** Runs `wrangler ...args` and gives what it prints; a failure throws with wrangler's own words. */
export async function wranglerRun(args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [wranglerEntry, ...args], {
    cwd: root,
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  }).catch((error: Failure) => {
    const reason = jsonErrorText(error.stdout) || error.stderr || error.message;
    throw new Error(`wrangler ${args.slice(0, 3).join(' ')} failed:\n${reason}`);
  });
  return stdout;
}
