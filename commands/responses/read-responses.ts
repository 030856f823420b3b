/**
 * The responses of the STATS D1 database (migrations/0007_responses.sql, kept by
 * worker/responses/store.ts): the local state of `npm start` through its D1 binding, opened in this
 * process (../local-state.ts), or `--remote` the deployed database through wrangler's own
 * `d1 execute`. Both run the same SQL text, so its only values are checked here first: ids as
 * UUIDs, statuses from the list, times made by this process.
 */
import { statsBinding } from '../../builder/local-database.ts';
import {
  type ResponseKind,
  type ResponseStatus,
  responseStatuses,
  type StoredResponse,
} from '../../shared/response-record.ts';
import { type LocalState, openLocalState, withLocalState } from '../local-state.ts';
import { batchOn, remoteD1 } from '../stats-database.ts';

export type { ResponseStatus };
export { responseStatuses };
/** A response as the Worker keeps it; fields it has none of are left out. */
export type ListedResponse = StoredResponse;

export type Decision = 'approve' | 'reject' | 'delete';

export type Source = { kind: 'local'; persistTo: string } | { kind: 'remote' };

/** The most a list shows: as many as may wait at once (store.ts's maxPendingResponses), and a page's worth. */
export const listLimit = 1_000;

/** store.ts's ids: crypto.randomUUID(). */
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const isResponseId = (id: string): boolean => uuid.test(id);

type Row = Record<string, unknown>;

const columns = 'id, kind, page, author_name, author_url, text, source, published, received, decided, status';

/** The newest `listLimit` responses, of `status` or of all three. */
export function listQuery(status?: ResponseStatus): string {
  if (status && !responseStatuses.includes(status)) throw new Error(`not a status: ${status}`);
  const where = status ? ` WHERE status = '${status}'` : '';
  return `SELECT ${columns} FROM responses${where} ORDER BY received DESC, id DESC LIMIT ${listLimit}`;
}

const idList = (ids: string[]) => {
  if (!ids.every(isResponseId)) throw new Error(`not response ids: ${ids.join(', ')}`);
  return ids.map((id) => `'${id}'`).join(', ');
};

/**
 * One batch (one transaction, one wrangler call) for the owner's decisions: first which of their
 * ids exist, then each decision, carried out only when all of them exist, so a mistyped id
 * changes nothing. Approving and rejecting set `decided`, as the Worker's store does: the
 * retention of rejected responses counts from it.
 */
export function decisionsQuery(decisions: Partial<Record<Decision, string[]>>, now = new Date()): string {
  const all = [...new Set(Object.values(decisions).flat())];
  const allExist = `(SELECT COUNT(*) FROM responses WHERE id IN (${idList(all)})) = ${all.length}`;
  const statements = (Object.entries(decisions) as [Decision, string[]][])
    .filter(([, ids]) => ids.length > 0)
    .map(([decision, ids]) => {
      const which = `WHERE id IN (${idList(ids)}) AND ${allExist}`;
      if (decision === 'delete') return `DELETE FROM responses ${which}`;
      const status = decision === 'approve' ? 'approved' : 'rejected';
      return `UPDATE responses SET status = '${status}', decided = '${now.toISOString()}' ${which}`;
    });
  return [`SELECT id FROM responses WHERE id IN (${idList(all)})`, ...statements].join(';\n');
}

const optional = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** A row as a response, in store.ts's shape (what `--json` prints). */
export function responseOf(row: Row): ListedResponse {
  const defined = <T extends Record<string, string | undefined>>(fields: T) =>
    Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
  return {
    id: String(row.id),
    kind: String(row.kind) as ResponseKind,
    page: String(row.page),
    author: defined({ name: optional(row.author_name), url: optional(row.author_url) }),
    ...defined({
      text: optional(row.text),
      source: optional(row.source),
      published: optional(row.published),
    }),
    received: String(row.received),
    ...defined({ decided: optional(row.decided) }),
    status: String(row.status) as ResponseStatus,
  };
}

/** What to do when the table is missing: the migrations never ran on that database. */
function migrationsHint(source: Source): string {
  return source.kind === 'local'
    ? `The database in ${source.persistTo} has no responses table yet: its migrations never ran there.\n` +
        'Run `npm start` once (it applies them before the Worker starts), or apply them alone with\n' +
        `  npx wrangler d1 migrations apply ${statsBinding} --local --persist-to ${source.persistTo}`
    : 'The deployed database has no responses table yet: its migrations never ran there. Deploy\n' +
        `(npm run deploy applies them), or apply them alone with\n  npx wrangler d1 migrations apply ${statsBinding} --remote`;
}

/** Runs `sql` (statements separated by ";\n") on `source`; one result per statement. */
export async function runOn(
  source: Source,
  sql: string,
  openState: (persistTo: string) => Promise<LocalState> = openLocalState,
): Promise<{ results: Row[] }[]> {
  const query =
    source.kind === 'remote'
      ? remoteD1<Row>(sql)
      : withLocalState(source.persistTo, (env) => batchOn<Row>(env.STATS, sql), openState);
  return query.catch((error: Error) => {
    throw /no such table/.test(error.message) ? new Error(migrationsHint(source)) : error;
  });
}
