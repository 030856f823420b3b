/**
 * The update's writing steps (the release's `npm ci`, migrations, check and build, the commit) as
 * child processes it can stop. Ctrl-C or SIGTERM is passed to the step that runs, and the update
 * rolls back once that step has ended: with spawnSync the signal would wait for the step to end by
 * itself, `npm ci` or the build still writing meanwhile.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { constants } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/** A step that does not end within this long after the signal is killed. */
const graceAfterSignal = 10_000;

export class Interrupted extends Error {
  readonly signal: NodeJS.Signals;
  constructor(signal: NodeJS.Signals, message = `Interrupted (${signal}).`) {
    super(message);
    this.signal = signal;
  }
  /** The exit status a shell gives a process ended by the signal: 130 for SIGINT, 143 for SIGTERM. */
  get exitCode(): number {
    return 128 + (constants.signals[this.signal] ?? 1);
  }
}

export type StepOptions = {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Gives the step's standard output instead of showing it. */
  capture?: boolean;
  /** Written to the step's standard input. */
  input?: string;
  /**
   * In a process group of its own, out of reach of the terminal's Ctrl-C: for the rollback, which
   * a second Ctrl-C must not cut short.
   */
  shielded?: boolean;
};

export type Interruptible = {
  /** Runs a step to its end; throws when it fails, `Interrupted` when a signal came meanwhile. */
  run: (command: string, args: string[], options: StepOptions) => Promise<string>;
  /** Throws `Interrupted` when a signal came since the update began writing. */
  check: () => Promise<void>;
  /** The signal that came, if one did. */
  signal: () => NodeJS.Signals | undefined;
  /** Back to Node's own handling: a signal ends the process. */
  release: () => void;
};

/** From now on, SIGINT and SIGTERM are noted and passed to the running step, not the end of the process. */
export function interruptible(): Interruptible {
  let received: NodeJS.Signals | undefined;
  const running = new Set<ChildProcess>();
  const onSignal = (signal: NodeJS.Signals) => {
    received ??= signal;
    for (const child of running) {
      child.kill(signal);
      setTimeout(() => child.kill('SIGKILL'), graceAfterSignal).unref();
    }
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const check = async () => {
    // A signal that came while a synchronous git call held the event loop is handled on its next turn.
    await sleep(10);
    if (received) throw new Interrupted(received);
  };

  const run = (command: string, args: string[], options: StepOptions) =>
    new Promise<string>((resolve, reject) => {
      if (received && !options.shielded) return reject(new Interrupted(received));
      const child = spawn(command, args, {
        cwd: options.cwd,
        env: options.env ?? process.env,
        stdio: [
          options.input === undefined ? 'ignore' : 'pipe',
          options.capture ? 'pipe' : 'inherit',
          'inherit',
        ],
        detached: options.shielded ?? false,
        // npm is npm.cmd on Windows, which only a shell runs.
        shell: command === 'npm' && process.platform === 'win32',
      });
      if (!options.shielded) running.add(child);
      let stdout = '';
      child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
        stdout += chunk;
      });
      child.stdin?.end(options.input);
      child.on('error', (error) => {
        running.delete(child);
        reject(error);
      });
      child.on('close', (code, signal) => {
        running.delete(child);
        if (received && !options.shielded) reject(new Interrupted(received));
        else if (code === 0) resolve(stdout);
        else
          reject(
            new Error(
              `${stepName(command, args)} failed (${signal ?? `exit ${code}`}; its output above says why).`,
            ),
          );
      });
    });

  return {
    run,
    check,
    signal: () => received,
    release: () => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    },
  };
}

/** How a step is named to the owner: `node …` rather than Node's full path. */
export const stepName = (command: string, args: string[]) =>
  [command === process.execPath ? 'node' : command, ...args].join(' ');
