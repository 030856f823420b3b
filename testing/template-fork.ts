/**
 * For the update's tests: the template as a git repository of its own (a release, from this
 * project's files) and an owner's fork of it, each in a throwaway folder, with node_modules
 * linked. A release can be laid out as today's or as releases before 2.0.0 were (the sample in
 * content/, the owner's settings in wrangler.toml), to test a fork's move-over.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { ownerFolder } from '../commands/update/owner-paths.ts';

const root = join(import.meta.dirname, '..');

// Vitest's own variables stay out too: under its NODE_ENV=test, Vite's build keeps React's
// development build (137 KB gzip against 77), which is no owner's build.
const environment = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !/^(CONTENT_DIR|NODE_ENV|VITEST.*|TEST)$/.test(name)),
);

/**
 * The environment of everything run in a fork: git commits as the same made-up person, whatever
 * the machine's config, and no CONTENT_DIR (vitest's points at the fixture): a fork's commands use
 * its own content/.
 */
export const gitEnv = {
  ...environment,
  GIT_AUTHOR_NAME: 'Test Owner',
  GIT_AUTHOR_EMAIL: 'owner@example.com',
  GIT_COMMITTER_NAME: 'Test Owner',
  GIT_COMMITTER_EMAIL: 'owner@example.com',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
};

export const git = (dir: string, ...args: string[]): string =>
  execFileSync('git', args, { cwd: dir, env: gitEnv, encoding: 'utf8' }).trim();

/** Writes files (relative path ─▶ text) into a repository's working tree. */
export function writeFiles(dir: string, files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

export const readText = (dir: string, path: string) => readFileSync(join(dir, path), 'utf8');

export function commitAll(dir: string, message: string) {
  git(dir, 'add', '--all');
  git(dir, 'commit', '--quiet', '--message', message);
}

/**
 * The template at this project's files, committed in `dir` as a release. `layout: 'before-2.0'`
 * puts the sample back in content/ and leaves out `npm run update`, as releases before 2.0.0 had.
 */
export function templateRelease(
  dir: string,
  { layout = 'current' }: { layout?: 'current' | 'before-2.0' } = {},
) {
  mkdirSync(dir, { recursive: true });
  const tracked = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  }).split('\0');
  for (const path of tracked.filter(Boolean))
    if (existsSync(join(root, path)) && !path.startsWith(`${ownerFolder}/`)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      cpSync(join(root, path), join(dir, path));
    }
  // The template's content/ holds its README alone (this repository's may hold an owner's files).
  if (layout === 'current') writeFiles(dir, { 'content/README.md': '# Your content\n' });
  else {
    renameSync(join(dir, 'sample'), join(dir, ownerFolder));
    rmSync(join(dir, ownerFolder, 'deploy.toml'));
    rmSync(join(dir, 'commands', 'update.ts'));
    rmSync(join(dir, 'commands', 'update'), { recursive: true });
    const packageJson = JSON.parse(readText(dir, 'package.json'));
    writeFiles(dir, { 'package.json': `${JSON.stringify({ ...packageJson, version: '1.0.0' }, null, 2)}\n` });
  }
  git(dir, 'init', '--quiet', '--initial-branch=main');
  commitAll(dir, 'A release');
}

/** An owner's fork of the release in `releaseDir`: a clone, with this project's node_modules. */
export function forkOf(releaseDir: string, dir: string) {
  execFileSync('git', ['clone', '--quiet', releaseDir, dir], { env: gitEnv });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
}

/**
 * A release of the template in `dir` made from `pristine`, a templateRelease made once: a clone of
 * it is a fraction of a copy and a commit of the project's 600 files.
 */
export function releaseFrom(pristine: string, dir: string) {
  execFileSync('git', ['clone', '--quiet', pristine, dir], { env: gitEnv });
  git(dir, 'remote', 'remove', 'origin');
}

/**
 * A release of the template and an owner's fork of it, side by side in `dir`: the release a clone
 * of `pristine` when given (releaseFrom), else made afresh.
 */
export function templateAndFork(dir: string, pristine?: string): { release: string; fork: string } {
  const [release, fork] = [join(dir, 'template'), join(dir, 'fork')];
  if (pristine) releaseFrom(pristine, release);
  else templateRelease(release);
  forkOf(release, fork);
  return { release, fork };
}

/** A clone of `releaseDir` at one of its commits: a fork made then, without packages. */
export function forkOfHistory(releaseDir: string, commit: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'fork-'));
  execFileSync('git', ['clone', '--quiet', releaseDir, dir], { env: gitEnv });
  git(dir, 'reset', '--quiet', '--hard', commit);
  return dir;
}

export type Run = { status: number | null; stdout: string; stderr: string };

/** Runs this project's `npm run update` (or another release's: `updateFrom`) in the fork. */
export function runUpdate(forkDir: string, args: string[], { updateFrom = forkDir } = {}): Run {
  const run = spawnSync(process.execPath, [join(updateFrom, 'commands', 'update.ts'), ...args], {
    cwd: forkDir,
    env: gitEnv,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/**
 * Runs one step of a workflow of the fork's (`.github/workflows/<file>`, the step by its name) the
 * way the runner would: its `run` with bash, in the fork, with the step's variables given here.
 */
export function runWorkflowStep(
  forkDir: string,
  file: string,
  stepName: string,
  env: Record<string, string>,
): Run {
  const workflow = parseYaml(readText(forkDir, join('.github', 'workflows', file))) as {
    jobs: Record<string, { steps: { name?: string; run?: string }[] }>;
  };
  const step = Object.values(workflow.jobs)
    .flatMap((job) => job.steps)
    .find((candidate) => candidate.name === stepName);
  if (!step?.run) throw new Error(`${file} has no step "${stepName}" that runs a command`);
  const run = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run], {
    cwd: forkDir,
    env: { ...gitEnv, ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}
