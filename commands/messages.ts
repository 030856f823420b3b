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
import { formatCsv, formatJson, formatTable } from './messages/format-messages.ts';
import {
  deleteMessages,
  keyOfId,
  keysOlderThan,
  listMessageKeys,
  readMessages,
  type Source,
} from './messages/read-messages.ts';

const { values } = parseArgs({
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

if (values.help) {
  console.log(
    'Usage: npm run messages -- [--json | --csv | --delete ID | --older-than DAYS] [--persist-to DIR | --remote [--namespace-id ID]]',
  );
  process.exit(0);
}
if (values.json && values.csv) {
  console.error('Choose one of --json and --csv.');
  process.exit(2);
}
if (values.remote && values['persist-to']) {
  console.error('--persist-to is for local state; leave it out with --remote.');
  process.exit(2);
}

const deleting = values.delete !== undefined || values['older-than'] !== undefined;
if (deleting && (values.json || values.csv)) {
  console.error('--delete and --older-than delete messages; list them with --json or --csv on their own.');
  process.exit(2);
}
const olderThan = values['older-than'];
if (olderThan !== undefined && !/^\d+$/.test(olderThan)) {
  console.error(`--older-than takes a whole number of days, like --older-than 90 (not "${olderThan}").`);
  process.exit(2);
}

const source: Source = values.remote
  ? { kind: 'remote', namespaceId: values['namespace-id'] }
  : { kind: 'local', persistTo: resolve(values['persist-to'] ?? localStateDir) };

/** Deletes what --delete and --older-than name, and says what it did. */
async function deleteAsked(): Promise<string> {
  const keys = await listMessageKeys(source);
  const byId = (values.delete ?? []).map((id) => ({ id, key: keyOfId(keys, id) }));
  const unknown = byId.filter(({ key }) => key === undefined).map(({ id }) => id);
  if (unknown.length > 0)
    throw new Error(
      `No stored message has the id ${unknown.join(', ')}: \`npm run messages -- --json\` shows each message's id. Nothing was deleted.`,
    );
  const old = olderThan === undefined ? [] : keysOlderThan(keys, Number(olderThan));
  const doomed = [...new Set([...byId.flatMap(({ key }) => (key ? [key] : [])), ...old])];
  await deleteMessages(source, doomed);
  const left = keys.length - doomed.length;
  return `Deleted ${doomed.length} message${doomed.length === 1 ? '' : 's'}${olderThan === undefined ? '' : ` (${old.length} older than ${olderThan} days)`}; ${left} left.`;
}

try {
  if (deleting) {
    console.log(await deleteAsked());
    process.exit(0);
  }
  const messages = await readMessages(source);
  const output = values.json
    ? formatJson(messages)
    : values.csv
      ? formatCsv(messages, { terminal: process.stdout.isTTY === true })
      : formatTable(messages);
  process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
