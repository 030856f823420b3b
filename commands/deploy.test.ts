import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryDirs } from '../testing/temporary-dirs.ts';
import { deploy, statsDatabaseName, type Wrangler, webmentionsHint } from './deploy.ts';

/** A wrangler that records each command and answers `d1 list` with the account's databases. */
function fakeWrangler(databases: string[], failing?: string) {
  const calls: string[] = [];
  const run: Wrangler = (args, options) => {
    const command = args.join(' ');
    calls.push(options?.unattended ? `${command} (unattended)` : command);
    if (failing && command.startsWith(failing)) throw new Error(`wrangler ${command} failed`);
    return command === 'd1 list --json' ? JSON.stringify(databases.map((name) => ({ name }))) : '';
  };
  return { run, calls };
}

describe('npm run deploy', () => {
  it('on the first deploy creates the database, applies its migrations, and only then deploys the Worker', () => {
    const { run, calls } = fakeWrangler(['another-db']);
    deploy(run, 'portfolio-stats');
    expect(calls).toEqual([
      'd1 list --json',
      'd1 create portfolio-stats',
      'd1 migrations apply STATS --remote (unattended)',
      'deploy dist/worker/index.js --no-bundle',
    ]);
  });

  it('later applies the pending migrations to the existing database before deploying', () => {
    const { run, calls } = fakeWrangler(['portfolio-stats']);
    deploy(run, 'portfolio-stats');
    expect(calls).toEqual([
      'd1 list --json',
      'd1 migrations apply STATS --remote (unattended)',
      'deploy dist/worker/index.js --no-bundle',
    ]);
  });

  it('does not deploy the Worker when a migration fails', () => {
    const { run, calls } = fakeWrangler(['portfolio-stats'], 'd1 migrations apply');
    expect(() => deploy(run, 'portfolio-stats')).toThrow('d1 migrations apply STATS --remote');
    expect(calls.filter((call) => call.startsWith('deploy'))).toEqual([]);
  });
});

describe("the counts' database name", () => {
  const temporaryDir = temporaryDirs();

  it('is read from the wrangler config', async () => {
    const config = join(await temporaryDir('deploy-'), 'wrangler.toml');
    await writeFile(config, 'name = "x"\n[[d1_databases]]\nbinding = "STATS"\ndatabase_name = "my-counts"\n');
    expect(statsDatabaseName(config)).toBe('my-counts');
  });

  it('names the file when the config has no STATS database', async () => {
    const config = join(await temporaryDir('deploy-'), 'wrangler.toml');
    await writeFile(config, 'name = "x"\n');
    expect(() => statsDatabaseName(config)).toThrow(`${config}: no [[d1_databases]] with binding = "STATS"`);
  });
});

describe('after npm run deploy', () => {
  it('names the command that sends webmentions on a site that turned them on, and only there', () => {
    expect(webmentionsHint({ responses: { webmentions: true } }, {})).toContain('npm run webmentions:send');
    expect(webmentionsHint({ responses: { comments: true } }, {})).toBeUndefined();
    expect(webmentionsHint({}, {})).toBeUndefined();
    // The workflow runs the command itself, in the step after its deploy.
    expect(webmentionsHint({ responses: { webmentions: true } }, { GITHUB_ACTIONS: 'true' })).toBeUndefined();
  });
});
