/**
 * Another commit's production build, for a measure that alternates its runs between it and this
 * checkout's (`npm run lighthouse -- --vs <ref>`): a change is judged against its own machine's
 * figures of the same minutes, not against a table written on another day. The commit is checked
 * out in a temporary git worktree that borrows this checkout's node_modules (and so its build
 * cache, keyed by content), built with `npm run build`, and removed again when done.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

export type OtherCommit = {
  /** "main (a4f9a9d)" */
  label: string;
  /** The worktree's directory: its dist/, wrangler.toml and migrations. */
  checkout: string;
  remove: () => void;
};

/** This checkout's own side: its HEAD, and whether files differ from it. */
export function thisCheckoutLabel(): string {
  const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
  return `this checkout (${git('rev-parse', '--short', 'HEAD')}${dirty ? ' + changes' : ''})`;
}

/** Checks `ref` out in a temporary worktree and builds it (its own sample or CONTENT_DIR's content). */
export function buildOtherCommit(ref: string): OtherCommit {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  // Outside node_modules: Vite's and the React plugin's rules treat files there as dependencies.
  const checkout = join(mkdtempSync(join(tmpdir(), 'portfolio-vs-')), 'checkout');
  git('worktree', 'add', '--detach', checkout, commit);
  const remove = () => {
    if (existsSync(checkout)) git('worktree', 'remove', '--force', checkout);
    rmSync(resolve(checkout, '..'), { recursive: true, force: true });
  };
  try {
    symlinkSync(join(root, 'node_modules'), join(checkout, 'node_modules'), 'dir');
    console.log(`Building ${ref} (${commit.slice(0, 7)}) in ${checkout}`);
    const built = spawnSync('npm', ['run', 'build'], { cwd: checkout, encoding: 'utf8' });
    if (built.status !== 0)
      throw new Error(`npm run build of ${ref} failed:\n${(built.stdout + built.stderr).slice(-4000)}`);
  } catch (error) {
    remove();
    throw error;
  }
  return { label: `${ref} (${commit.slice(0, 7)})`, checkout, remove };
}
