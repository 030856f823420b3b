/**
 * The counts' D1 database (STATS), where the counts, the responses and the webmentions sent are
 * kept, as the owner's commands reach it: SQL of statements separated by ";\n", run as one batch
 * on the local state's binding, or through wrangler's own `d1 execute` on the deployed one.
 */
import { statsBinding } from '../builder/local-database.ts';
import type { LocalD1 } from './local-state.ts';
import { remoteConfig } from './owners-worker-config.ts';
import { wranglerJson } from './wrangler.ts';

type Rows = Record<string, unknown>[];

/** The statements as one batch of the local binding's, as `d1 execute` runs them. */
export const batchOn = <Row = Rows[number]>(database: LocalD1, sql: string): Promise<{ results: Row[] }[]> =>
  database.batch(sql.split(';\n').map((statement) => database.prepare(statement))) as Promise<
    { results: Row[] }[]
  >;

/** The deployed database through wrangler's own `d1 execute`, all statements in one call. */
export const remoteD1 = async <Row = Rows[number]>(sql: string) =>
  (await wranglerJson([
    'd1',
    'execute',
    statsBinding,
    '--json',
    '--command',
    sql,
    '--remote',
    '--config',
    remoteConfig(),
  ])) as { results: Row[] }[];
