/**
 * What the deploy will do to the counts' database: `wrangler d1 migrations list STATS --remote`
 * lists the migrations not applied yet. A database that does not exist yet is fine: the deploy
 * creates it and applies them all (commands/deploy.ts).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { statsBinding } from '../../builder/local-database.ts';
import type { DoctorContext } from './context.ts';
import { type CheckResult, failure, ok, skipped } from './report.ts';
import type { D1Listing } from './storage-rights.ts';
import { wranglerError } from './wrangler-runner.ts';

const count = (n: number) => `${n} migration${n === 1 ? '' : 's'}`;

export async function checkMigrations(
  context: DoctorContext,
  accountId: string,
  d1Listing: Promise<D1Listing>,
): Promise<CheckResult> {
  const id = 'migrations';
  const database = context.config.d1_databases?.find(({ binding }) => binding === statsBinding);
  if (!database?.database_name)
    return failure(
      id,
      `wrangler.toml has no [[d1_databases]] with binding = "${statsBinding}" and a database_name.`,
      "Restore that block (see the repository's wrangler.toml).",
    );
  const { names } = await d1Listing;
  if (!names) return skipped(id, "The account's databases cannot be listed (see d1-rights).");
  if (!names.includes(database.database_name)) {
    const files = readdirSync(join(context.projectDir, database.migrations_dir ?? 'migrations')).filter(
      (name) => name.endsWith('.sql'),
    );
    return ok(
      id,
      `The database ${database.database_name} does not exist yet: the deploy will create it and apply ${count(files.length)}.`,
    );
  }
  const outcome = await context.wrangler(['d1', 'migrations', 'list', statsBinding, '--remote'], {
    CLOUDFLARE_ACCOUNT_ID: accountId,
    CI: 'true',
  });
  if (!outcome.ok)
    return failure(
      id,
      `wrangler d1 migrations list ${statsBinding} --remote fails:\n${wranglerError(outcome)}`,
      'The token needs Account · D1 · Edit; otherwise mend what wrangler names.',
    );
  const pending = [...new Set(outcome.stdout.match(/\b\d+_[\w-]+\.sql\b/g) ?? [])];
  return ok(
    id,
    pending.length === 0
      ? `${database.database_name} has every migration applied.`
      : `The deploy will apply ${count(pending.length)} to ${database.database_name}: ${pending.join(', ')}.`,
  );
}
