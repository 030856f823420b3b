/**
 * `npm run messages`: the contact messages the Worker stored in KV, newest first.
 *
 *   npm run messages                         table, from the local state of `npm start`
 *   npm run messages -- --json | --csv       for export
 *   npm run messages -- --persist-to DIR     another `wrangler dev --persist-to` directory
 *   npm run messages -- --remote             the deployed namespace (needs `wrangler login`)
 *   npm run messages -- --remote --namespace-id ID
 *   npm run messages -- --delete ID          deletes that message (the id --json shows); repeatable
 *   npm run messages -- --older-than DAYS    deletes every message older than DAYS days
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { localStateDir } from '../builder/local-database.ts';
import { type CommandOutcome, exitWith, refused } from './command-outcome.ts';
import type { LocalState } from './local-state.ts';
import { formatCsv, formatJson, formatTable } from './messages/format-messages.ts';
import {
  deleteMessages,
  keyOfId,
  keysOlderThan,
  listMessageKeys,
  type MessageStore,
  readMessages,
  withMessageStore,
} from './messages/read-messages.ts';

const usage =
  'Usage: npm run messages -- [--json | --csv | --delete ID | --older-than DAYS] [--persist-to DIR | --remote [--namespace-id ID]]';

/**
 * The command on these arguments, with what it prints and its exit code. `openState` opens the
 * local state (a test may give the one it holds open already).
 */
export async function messagesCommand(
  args: string[],
  {
    openState,
    terminal = false,
  }: { openState?: (persistTo: string) => Promise<LocalState>; terminal?: boolean } = {},
): Promise<CommandOutcome> {
  const { values } = parseArgs({
    args,
    options: {
      json: { type: 'boolean', default: false },
      csv: { type: 'boolean', default: false },
      remote: { type: 'boolean', default: false },
      'persist-to': { type: 'string' },
      'namespace-id': { type: 'string' },
      delete: { type: 'string', multiple: true },
      'older-than': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });

  if (values.help) return { code: 0, stdout: `${usage}\n`, stderr: '' };
  if (values.json && values.csv) return refused('Choose one of --json and --csv.');
  if (values.remote && values['persist-to'])
    return refused('--persist-to is for local state; leave it out with --remote.');
  const deleting = values.delete !== undefined || values['older-than'] !== undefined;
  if (deleting && (values.json || values.csv))
    return refused('--delete and --older-than delete messages; list them with --json or --csv on their own.');
  const olderThan = values['older-than'];
  if (olderThan !== undefined && !/^\d+$/.test(olderThan))
    return refused(`--older-than takes a whole number of days, like --older-than 90 (not "${olderThan}").`);

  const source = values.remote
    ? ({ kind: 'remote', namespaceId: values['namespace-id'] } as const)
    : ({ kind: 'local', persistTo: resolve(values['persist-to'] ?? localStateDir) } as const);

  /** Deletes what --delete and --older-than name, and says what it did. */
  async function deleteAsked(messages: MessageStore): Promise<string> {
    const keys = await listMessageKeys(messages);
    const byId = (values.delete ?? []).map((id) => ({ id, key: keyOfId(keys, id) }));
    const unknown = byId.filter(({ key }) => key === undefined).map(({ id }) => id);
    if (unknown.length > 0)
      throw new Error(
        `No stored message has the id ${unknown.join(', ')}: \`npm run messages -- --json\` shows each message's id. Nothing was deleted.`,
      );
    const old = olderThan === undefined ? [] : keysOlderThan(keys, Number(olderThan));
    const doomed = [...new Set([...byId.flatMap(({ key }) => (key ? [key] : [])), ...old])];
    await deleteMessages(messages, doomed);
    const left = keys.length - doomed.length;
    return `Deleted ${doomed.length} message${doomed.length === 1 ? '' : 's'}${olderThan === undefined ? '' : ` (${old.length} older than ${olderThan} days)`}; ${left} left.`;
  }

  /** What the command prints: what it deleted, or the messages as asked. */
  async function answer(messages: MessageStore): Promise<string> {
    if (deleting) return deleteAsked(messages);
    const read = await readMessages(messages);
    return values.json ? formatJson(read) : values.csv ? formatCsv(read, { terminal }) : formatTable(read);
  }

  try {
    const output = await withMessageStore(source, answer, openState);
    return { code: 0, stdout: output.endsWith('\n') ? output : `${output}\n`, stderr: '' };
  } catch (error) {
    return { code: 1, stdout: '', stderr: `${(error as Error).message}\n` };
  }
}

if (import.meta.main) {
  exitWith(
    await messagesCommand(process.argv.slice(2), {
      terminal: process.stdout.isTTY === true,
    }),
  );
}
