/**
 * Runs the project's wrangler with this Node (commands/wrangler.ts explains why not the shim) and
 * keeps what it said either way: a check reads wrangler's own error, and its code in `[code: N]`.
 */
import { execFile } from 'node:child_process';
import { wranglerEntry } from '../../builder/built-site.ts';

export type WranglerOutcome = { ok: boolean; stdout: string; stderr: string };

/** A wrangler command's time limit: one slow API answer must not hang a deploy. */
const wranglerTimeoutMs = 90_000;

/** Where wrangler runs, the config it is given, and the environment it sees. */
export type WranglerRunnerOptions = { cwd: string; configPath: string; env: NodeJS.ProcessEnv };
/** Runs `wrangler ...args` there; `moreEnv` adds to its environment (the chosen account). */
export type WranglerRun = (args: string[], moreEnv?: NodeJS.ProcessEnv) => Promise<WranglerOutcome>;

export function wranglerRunner({ cwd, configPath, env }: WranglerRunnerOptions): WranglerRun {
  return (args, moreEnv = {}) =>
    new Promise<WranglerOutcome>((resolve) => {
      execFile(
        process.execPath,
        [wranglerEntry, ...args, '--config', configPath],
        {
          cwd,
          env: { ...env, ...moreEnv },
          timeout: wranglerTimeoutMs,
          maxBuffer: 64 * 1024 * 1024,
          encoding: 'utf8',
        },
        (error, stdout, stderr) =>
          resolve({ ok: !error, stdout, stderr: error && !stderr ? error.message : stderr }),
      );
    });
}

/** Wrangler's error as it printed it, without colours, banner or the log file's path. */
export function wranglerError({ stdout, stderr }: WranglerOutcome): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes start with ESC.
  const plain = `${stderr}\n${stdout}`.replace(/\u001b\[[0-9;]*m/g, '');
  const start = plain.indexOf('✘');
  const text = (start >= 0 ? plain.slice(start) : plain)
    .split('\n')
    .filter((line) => !line.startsWith('🪵') && !/newer version of Wrangler|create an issue at/.test(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return text.length > 2000 ? `${text.slice(0, 2000)}…` : text || 'wrangler failed and said nothing';
}

/** The Cloudflare API error code wrangler quotes as `[code: N]`, if any. */
export function apiErrorCode(outcome: WranglerOutcome): number | undefined {
  const match = /\[code: (\d+)\]/.exec(`${outcome.stderr}\n${outcome.stdout}`);
  return match ? Number(match[1]) : undefined;
}
