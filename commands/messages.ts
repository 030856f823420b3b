/**
 * `npm run messages`: the contact messages the Worker stored in KV, newest first.
 *
 *   npm run messages                         table, from the local state of `npm start`
 *   npm run messages -- --json | --csv       for export
 *   npm run messages -- --persist-to DIR     another `wrangler dev --persist-to` directory
 *   npm run messages -- --remote             the deployed namespace (needs `wrangler login`)
 *   npm run messages -- --remote --namespace-id ID
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { localStateDir } from '../builder/local-database.ts';
import { formatCsv, formatJson, formatTable } from './messages/format-messages.ts';
import { readMessages, type Source } from './messages/read-messages.ts';

const { values } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    csv: { type: 'boolean', default: false },
    remote: { type: 'boolean', default: false },
    'persist-to': { type: 'string' },
    'namespace-id': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log(
    'Usage: npm run messages -- [--json | --csv] [--persist-to DIR | --remote [--namespace-id ID]]',
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

const source: Source = values.remote
  ? { kind: 'remote', namespaceId: values['namespace-id'] }
  : { kind: 'local', persistTo: resolve(values['persist-to'] ?? localStateDir) };

try {
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
