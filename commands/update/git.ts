/** Git, run in the owner's repository: what the update reads and writes goes through these. */
import { execFileSync, spawnSync } from 'node:child_process';

export type Git = {
  /** Runs git and gives its output, trimmed; throws with git's own words on a failure. */
  run: (args: string[], options?: { env?: NodeJS.ProcessEnv; input?: string; timeout?: number }) => string;
  /** Runs git and says whether it succeeded (a probe: `rev-parse --verify`, `remote get-url`). */
  succeeds: (args: string[]) => boolean;
  /** A file's bytes at a commit (`rev:path` or a blob id). */
  blob: (object: string) => Buffer;
};

export function gitIn(dir: string): Git {
  const env = { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' };
  return {
    run: (args, options = {}) => {
      const run = spawnSync('git', args, {
        cwd: dir,
        encoding: 'utf8',
        env: { ...env, ...options.env },
        input: options.input,
        maxBuffer: 256 * 1024 * 1024,
        timeout: options.timeout,
      });
      const timedOut = (run.error as NodeJS.ErrnoException | undefined)?.code === 'ETIMEDOUT';
      if (run.status !== 0)
        throw new Error(
          `git ${args.join(' ')} failed:\n${timedOut ? `it did not finish within ${(options.timeout ?? 0) / 1000} s` : (run.stderr || run.stdout || run.error?.message || '').trim()}`,
        );
      return run.stdout.trimEnd();
    },
    succeeds: (args) => spawnSync('git', args, { cwd: dir, env, stdio: 'ignore' }).status === 0,
    blob: (object) =>
      execFileSync('git', ['cat-file', 'blob', object], { cwd: dir, env, maxBuffer: 1 << 30 }),
  };
}

/** A tree's files: path ─▶ "mode blob-id", from `git ls-tree -r`. */
export type TreeFiles = Map<string, string>;

export function treeFiles(git: Git, commit: string): TreeFiles {
  const files: TreeFiles = new Map();
  for (const line of git.run(['ls-tree', '-r', '-z', '--full-tree', commit]).split('\0')) {
    if (!line) continue;
    const tab = line.indexOf('\t');
    const [meta, path] = [line.slice(0, tab), line.slice(tab + 1)];
    const [mode, , id] = meta.split(' ');
    files.set(path, `${mode} ${id}`);
  }
  return files;
}
