/**
 * The update's writing steps (the release's `npm ci`, migrations, check and build, the commit) as
 * child processes it can stop. Ctrl-C or SIGTERM is passed to the step that runs, and the update
 * rolls back once that step has ended: with spawnSync the signal would wait for the step to end by
 * itself, `npm ci` or the build still writing meanwhile.
 *
 * Each step runs in a process group of its own, and a signal goes to the whole group: npm runs a
 * script through `sh -c`, whose children would go on writing after the rollback. The terminal's
 * Ctrl-C then reaches the update alone, which passes it on.
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
  /** Not stopped by a signal: for the rollback, which a second Ctrl-C must not cut short. */
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
  /** The running steps, each with its timer of the kill after the grace, once signalled. */
  const running = new Map<ChildProcess, NodeJS.Timeout | undefined>();
  const onSignal = (signal: NodeJS.Signals) => {
    received ??= signal;
    for (const [child, kill] of running) {
      signalGroup(child, signal);
      if (!kill)
        running.set(child, setTimeout(() => signalGroup(child, 'SIGKILL'), graceAfterSignal).unref());
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
        // A console window of its own on Windows, where a group cannot be signalled anyway.
        detached: process.platform !== 'win32',
        // npm is npm.cmd on Windows, which only a shell runs.
        shell: command === 'npm' && process.platform === 'win32',
      });
      if (!options.shielded) running.set(child, undefined);
      let stdout = '';
      child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
        stdout += chunk;
      });
      child.stdin?.end(options.input);
      const ended = () => {
        clearTimeout(running.get(child));
        running.delete(child);
        // Whatever of the step's group outlives it (a `&` in a script) ends with it.
        signalGroup(child, 'SIGKILL');
      };
      child.on('error', (error) => {
        ended();
        reject(error);
      });
      child.on('close', (code, signal) => {
        ended();
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

/** Sends a signal to a step's process group: the step and every process it started. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    if (process.platform === 'win32') child.kill(signal);
    else process.kill(-child.pid, signal);
  } catch {
    // ESRCH: the group has ended already.
  }
}

/** How a step is named to the owner: `node …` rather than Node's full path. */
export const stepName = (command: string, args: string[]) =>
  [command === process.execPath ? 'node' : command, ...args].join(' ');
