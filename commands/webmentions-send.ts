/**
 * `npm run webmentions:send`, after a deploy: tells the other sites each published post and case
 * study links to, through their Webmention endpoints, of what is new, changed or removed since the
 * last run (docs/responses.md, "Sending"). Only when site.json `responses.webmentions` is on.
 *
 *   npm run webmentions:send                       the deployed database keeps what was sent (`wrangler login`)
 *   npm run webmentions:send -- --dry-run          says what it would send; sends and records nothing
 *   npm run webmentions:send -- --local [--persist-to DIR]   `npm start`'s local database keeps it
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { builtClientDir } from '../builder/built-site.ts';
import { localStateDir } from '../builder/local-database.ts';
import { type CommandOutcome, exitWith, refused } from './command-outcome.ts';
import type { LocalState } from './local-state.ts';
import type { FetchOptions } from './webmentions/bounded-fetch.ts';
import { publishedSite } from './webmentions/published-entries.ts';
import { runSend } from './webmentions/run-send.ts';
import { sentStateIn } from './webmentions/sent-state.ts';

const usage = 'Usage: npm run webmentions:send -- [--dry-run] [--local [--persist-to DIR]]';

const root = join(import.meta.dirname, '..');

export type SendCommandOptions = FetchOptions & {
  /** The content the site was built from (the owner's, or the sample's). */
  contentFrom?: string;
  /** The built pages: dist/client. */
  clientDir?: string;
  openState?: (persistTo: string) => Promise<LocalState>;
  now?: Date;
};

export async function webmentionsSendCommand(
  args: string[],
  {
    contentFrom,
    clientDir = join(root, builtClientDir),
    openState,
    ...fetchOptions
  }: SendCommandOptions = {},
): Promise<CommandOutcome> {
  let values: { 'dry-run': boolean; local: boolean; 'persist-to'?: string; help: boolean };
  try {
    ({ values } = parseArgs({
      args,
      options: {
        'dry-run': { type: 'boolean', default: false },
        local: { type: 'boolean', default: false },
        'persist-to': { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    return refused(`${(error as Error).message}\n${usage}`);
  }
  if (values.help) return { code: 0, stdout: `${usage}\n`, stderr: '' };
  if (values['persist-to'] && !values.local) return refused('--persist-to names a local state: add --local.');
  if (!existsSync(clientDir))
    return {
      code: 1,
      stdout: '',
      stderr: `There is no build in ${clientDir}: run it after \`npm run deploy\` (or \`npm run build\`), which writes the pages it reads.\n`,
    };
  const state = sentStateIn(
    values.local
      ? { kind: 'local', persistTo: resolve(values['persist-to'] ?? localStateDir) }
      : { kind: 'remote' },
    openState,
  );
  try {
    return await runSend(await publishedSite(contentFrom, clientDir), state, {
      ...fetchOptions,
      dryRun: values['dry-run'],
    });
  } catch (error) {
    return { code: 1, stdout: '', stderr: `${(error as Error).message}\n` };
  }
}

if (import.meta.main) exitWith(await webmentionsSendCommand(process.argv.slice(2)));
