/**
 * `npm run sync:github [DIR]`: the owner's GitHub repositories, as site.json's `github` chooses
 * them, written to content/github.json (or DIR's), which the owner commits: the build reads that
 * snapshot and never GitHub (docs/owner-guide.md). GITHUB_TOKEN, GITHUB_API_URL and
 * GITHUB_GRAPHQL_URL are read as GitHub Actions sets them.
 *
 *   --keep-on-failure   the deploy workflow's refresh: a failure is a warning and exit 0, and the
 *                       build uses the committed snapshot
 */
import { parseArgs } from 'node:util';
import { contentDir as defaultContentDir } from '../builder/content/load.ts';
import { exitWith } from './command-outcome.ts';
import { runSync } from './sync-github/run-sync.ts';

export async function main(
  argv: string[],
  {
    env = process.env,
    contentDir = defaultContentDir,
  }: { env?: NodeJS.ProcessEnv; contentDir?: string } = {},
): Promise<number> {
  let parsed: { values: { 'keep-on-failure': boolean }; positionals: string[] };
  try {
    parsed = parseArgs({
      args: argv,
      options: { 'keep-on-failure': { type: 'boolean', default: false } },
      allowPositionals: true,
    });
  } catch (error) {
    console.error(`${(error as Error).message}\nUsage: npm run sync:github [DIR] [-- --keep-on-failure]`);
    return 2;
  }
  const { values, positionals } = parsed;
  const outcome = await runSync({
    contentDir: positionals[0] ?? contentDir,
    env,
    keepOnFailure: values['keep-on-failure'],
  });
  if (outcome.stdout) console.log(outcome.stdout.trimEnd());
  if (outcome.stderr) console.error(outcome.stderr.trimEnd());
  return outcome.code;
}

if (import.meta.main) {
  exitWith({ code: await main(process.argv.slice(2)), stdout: '', stderr: '' });
}
