/**
 * `npm run deploy` (after the build) and the workflow's deploy: the counts' database is made ready
 * before the new Worker goes live, then the Worker is deployed.
 *
 * 1. The D1 database named in wrangler.toml is created if the account lacks it: `wrangler deploy`
 *    would create it as well, but only while it deploys, and the migrations must come first.
 * 2. Its pending migrations are applied (`wrangler d1 migrations apply --remote`). They only add
 *    tables, so the Worker still running is unharmed.
 * 3. `wrangler deploy` of the Worker the build made (dist/worker, as `npm start` serves it: no
 *    rebundling), which links the database by its name (docs/decisions.md, "Counts in D1").
 *
 * A failing step stops the deploy; the site stays as it was. `npm run deploy` and the workflow run
 * `npm run doctor` (commands/doctor.ts) before this, so what would fail here is said first, with its fix.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { experimental_readRawConfig } from 'wrangler';
import { builtWorker, wranglerEntry } from '../builder/built-site.ts';
import { loadContentFile } from '../builder/content/load.ts';
import { statsBinding } from '../builder/local-database.ts';
import { responsesSettingOf } from '../shared/responses-setting.ts';
import type { Site } from '../shared/schema.ts';

const root = join(import.meta.dirname, '..');

/**
 * Runs wrangler with the given arguments; `capture` returns its output instead of showing it, and
 * `unattended` answers its questions with their defaults, as in CI.
 */
export type Wrangler = (args: string[], options?: { capture?: boolean; unattended?: boolean }) => string;

const wrangler: Wrangler = (args, { capture = false, unattended = false } = {}) => {
  const result = spawnSync(process.execPath, [wranglerEntry, ...args], {
    cwd: root,
    stdio: capture ? ['inherit', 'pipe', 'inherit'] : 'inherit',
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, ...(unattended && { CI: 'true' }) },
  });
  if (result.status !== 0)
    throw new Error(`wrangler ${args.join(' ')} failed; nothing was deployed after it.`);
  return result.stdout ?? '';
};

/** The name wrangler.toml gives the counts' database. */
export function statsDatabaseName(configPath = join(root, 'wrangler.toml')): string {
  const { rawConfig } = experimental_readRawConfig({ config: configPath });
  const name = rawConfig.d1_databases?.find(
    (database: { binding: string }) => database.binding === statsBinding,
  )?.database_name;
  if (!name)
    throw new Error(
      `${configPath}: no [[d1_databases]] with binding = "${statsBinding}" and a database_name`,
    );
  return name;
}

export function deploy(run: Wrangler, databaseName: string): void {
  const databases = JSON.parse(run(['d1', 'list', '--json'], { capture: true })) as { name: string }[];
  if (!databases.some(({ name }) => name === databaseName)) run(['d1', 'create', databaseName]);
  // Unattended: its "continue?" answered "no" exits 0, and the Worker would go live without its tables.
  run(['d1', 'migrations', 'apply', statsBinding, '--remote'], { unattended: true });
  run(['deploy', builtWorker, '--no-bundle']);
}

/**
 * After a deploy by hand, on a site that sends webmentions: the command that sends them. Not run
 * from here, so the owner can look first (--dry-run); the workflow runs it after its deploy.
 */
export function webmentionsHint(site: Pick<Site, 'responses'>, env: NodeJS.ProcessEnv): string | undefined {
  if (!responsesSettingOf(site)?.webmentions || env.GITHUB_ACTIONS === 'true') return undefined;
  return 'Webmentions are on: `npm run webmentions:send` tells the sites your posts link to (`-- --dry-run` first shows what it would send).';
}

if (import.meta.main) {
  try {
    deploy(wrangler, statsDatabaseName());
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  // The Worker is live: content the doctor passed cannot fail here, and a hint never fails a deploy.
  const hint = (() => {
    try {
      return webmentionsHint(loadContentFile('site'), process.env);
    } catch {
      return undefined;
    }
  })();
  if (hint) console.log(hint);
}
