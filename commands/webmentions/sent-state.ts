/**
 * What the sender did on its earlier runs, in the counts' D1 database (table sent_webmentions,
 * migrations/0010_sent_webmentions.sql): the deployed one by default, which the owner's machine
 * (`wrangler login`) and the deploy workflow (its token) both reach, so neither sends again what
 * the other sent; or `npm start`'s local one. Read in one call and written in few: each wrangler
 * launch costs seconds.
 */
import { type LocalState, openLocalState, withLocalState } from '../local-state.ts';
import { remoteD1 } from '../stats-database.ts';

export type SentOutcome = 'sent' | 'no-endpoint' | 'refused';

export type SentRow = {
  source: string;
  target: string;
  fingerprint: string;
  outcome: SentOutcome;
  at: string;
};

/** What a run changes: a link's row kept (written anew), or forgotten (its removal told). */
export type StateChange = { keep: SentRow } | { forget: { source: string; target: string } };

export type StateSource = { kind: 'local'; persistTo: string } | { kind: 'remote' };

export type SentState = {
  read(): Promise<SentRow[]>;
  write(changes: StateChange[]): Promise<void>;
};

/** A string as an SQL literal: `wrangler d1 execute` takes no bound values. */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The statements that make `changes`, in order. */
export function changeStatements(changes: StateChange[]): string[] {
  return changes.map((change) => {
    if ('forget' in change)
      return `DELETE FROM sent_webmentions WHERE source = ${literal(change.forget.source)} AND target = ${literal(change.forget.target)}`;
    const { source, target, fingerprint, outcome, at } = change.keep;
    return (
      'INSERT INTO sent_webmentions (source, target, fingerprint, outcome, at) VALUES ' +
      `(${[source, target, fingerprint, outcome, at].map(literal).join(', ')}) ` +
      'ON CONFLICT (source, target) DO UPDATE SET fingerprint = excluded.fingerprint, outcome = excluded.outcome, at = excluded.at'
    );
  });
}

const readQuery =
  'SELECT source, target, fingerprint, outcome, at FROM sent_webmentions ORDER BY source, target';

/** One `--command` stays well under the 128 KB a single argument may have on Linux. */
const commandChars = 90_000;

/** Statements joined into commands of at most commandChars each. */
export function inCommands(statements: string[]): string[] {
  const commands: string[] = [];
  for (const statement of statements) {
    const last = commands.at(-1);
    if (last !== undefined && last.length + statement.length + 2 <= commandChars)
      commands[commands.length - 1] = `${last};\n${statement}`;
    else commands.push(statement);
  }
  return commands;
}

type Rows = Record<string, unknown>[];

/** What to do when the table is missing: the migrations never ran on that database. */
function migrationsHint(source: StateSource): string {
  return source.kind === 'local'
    ? `The database in ${source.persistTo} has no sent_webmentions table yet: run \`npm start\` once (it applies the migrations).`
    : 'The deployed database has no sent_webmentions table yet: deploy first (`npm run deploy` applies the migrations), then send.';
}

const rowOf = (row: Record<string, unknown>): SentRow => ({
  source: String(row.source),
  target: String(row.target),
  fingerprint: String(row.fingerprint),
  outcome: String(row.outcome) as SentOutcome,
  at: String(row.at),
});

/** The state in `source`; `openState` opens a local one (a test may give the one it holds open). */
export function sentStateIn(
  source: StateSource,
  openState: (persistTo: string) => Promise<LocalState> = openLocalState,
): SentState {
  const run = (statements: string[]): Promise<{ results: Rows }[]> =>
    source.kind === 'remote'
      ? inCommands(statements).reduce<Promise<{ results: Rows }[]>>(
          async (done, command) => [...(await done), ...(await remoteD1(command))],
          Promise.resolve([]),
        )
      : withLocalState(
          source.persistTo,
          (env) => env.STATS.batch(statements.map((statement) => env.STATS.prepare(statement))),
          openState,
        );
  const explained = (error: Error) => {
    throw /no such table/.test(error.message) ? new Error(migrationsHint(source)) : error;
  };
  return {
    read: async () => {
      const [result] = await run([readQuery]).catch(explained);
      return result.results.map(rowOf);
    },
    write: async (changes) => {
      if (changes.length > 0) await run(changeStatements(changes)).catch(explained);
    },
  };
}
