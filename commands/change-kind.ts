/**
 * Which checks a change needs before it deploys: prints `owner` when every file changed from BASE
 * to HEAD is the owner's (content/, commands/update/owner-paths.ts), so the owner's checks cover
 * it (`npm run test:content`), and `product` when any other file changed, which the whole suite
 * covers (`npm test`). The deploy workflow (.github/workflows/ci.yml) runs it.
 *
 *   node commands/change-kind.ts BASE [HEAD]     HEAD defaults to HEAD
 *
 * A BASE that is empty, all zeros (a branch's first push) or not a commit here (rewritten away, or
 * not fetched) is unknown: `product`, so the whole suite runs.
 */
import { spawnSync } from 'node:child_process';
import { changeKind } from './update/owner-paths.ts';

/**
 * The repository paths that differ between two commits, or undefined when `base` is unknown.
 * A rename counts as its two paths (`--no-renames`): a file moved out of content/ changes the
 * product. `-z` keeps names unquoted, so a picture named `café.jpg` stays under content/.
 */
export function changedFiles(base: string, head: string, cwd = process.cwd()): string[] | undefined {
  if (!base || /^0+$/.test(base)) return undefined;
  const args = ['diff', '--name-only', '--no-renames', '-z', '--end-of-options', base, head, '--'];
  const diff = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (diff.status !== 0) return undefined;
  return diff.stdout.split('\0').filter(Boolean);
}

if (import.meta.main) {
  const [base = '', head = 'HEAD', ...rest] = process.argv.slice(2);
  if (rest.length > 0) {
    console.error('Usage: node commands/change-kind.ts BASE [HEAD]');
    process.exit(2);
  }
  const files = changedFiles(base, head);
  if (!files) console.error(`Cannot compare ${base || '(no commit)'} with ${head}: the whole suite runs.`);
  else console.error(`${files.length} file(s) changed from ${base} to ${head}.`);
  console.log(files ? changeKind(files) : 'product');
}
