/**
 * `npm run responses`: the readers' comments and other sites' webmentions the Worker keeps in D1
 * (docs/responses.md), newest first, and the owner's decisions on them.
 *
 *   npm run responses                          pending, approved and rejected, from npm start's local D1
 *   npm run responses -- --status pending      one status
 *   npm run responses -- --author TEXT         one person's: an author name or website, exactly
 *   npm run responses -- --json                every stored field
 *   npm run responses -- --persist-to DIR      another `wrangler dev --persist-to` directory
 *   npm run responses -- --remote              the deployed database (needs `wrangler login`)
 *   npm run responses -- --approve ID | --reject ID | --delete ID    repeatable, together
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { localStateDir } from '../builder/local-database.ts';
import { type CommandOutcome, exitWith, refused } from './command-outcome.ts';
import type { LocalState } from './local-state.ts';
import { formatJson, formatList } from './responses/format-responses.ts';
import {
  type Decision,
  decisionsQuery,
  isResponseId,
  listQuery,
  type ResponseStatus,
  responseOf,
  responseStatuses,
  runOn,
  type Source,
} from './responses/read-responses.ts';

const usage =
  'Usage: npm run responses -- [--status pending|approved|rejected] [--author TEXT] [--json] [--approve ID] [--reject ID] [--delete ID] [--persist-to DIR | --remote]';

const decisions: readonly Decision[] = ['approve', 'reject', 'delete'];
const done: Record<Decision, string> = { approve: 'Approved', reject: 'Rejected', delete: 'Deleted' };

function readFlags(args: string[]) {
  return parseArgs({
    args,
    options: {
      status: { type: 'string' },
      author: { type: 'string' },
      json: { type: 'boolean', default: false },
      approve: { type: 'string', multiple: true, default: [] },
      reject: { type: 'string', multiple: true, default: [] },
      delete: { type: 'string', multiple: true, default: [] },
      remote: { type: 'boolean', default: false },
      'persist-to': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }).values;
}

/** Why the decisions asked cannot be carried out as asked; undefined when they can. */
function decisionsProblem(asked: Record<Decision, string[]>): string | undefined {
  const ids = decisions.flatMap((decision) => asked[decision]);
  const malformed = ids.filter((id) => !isResponseId(id));
  if (malformed.length > 0)
    return `${malformed.map((id) => JSON.stringify(id)).join(', ')} ${malformed.length === 1 ? 'is not an id' : 'are not ids'} of a response: an id looks like 5b0c2c7e-1111-4222-8333-444455556666 (\`npm run responses\` shows each one's).`;
  const twice = ids.filter((id, index) => ids.indexOf(id) !== index);
  if (twice.length > 0)
    return `${[...new Set(twice)].join(', ')} is named more than once; decide each response once.`;
  return undefined;
}

/**
 * The command on these arguments, with what it prints and its exit code. `openState` opens the
 * local state (a test may give the one it holds open already); `now` is the decisions' time.
 */
export async function responsesCommand(
  args: string[],
  { openState, now }: { openState?: (persistTo: string) => Promise<LocalState>; now?: Date } = {},
): Promise<CommandOutcome> {
  let values: ReturnType<typeof readFlags>;
  try {
    values = readFlags(args);
  } catch (error) {
    // A flag parseArgs does not know, or one missing its value, is refused like a bad value.
    return refused(`${(error as Error).message}\n${usage}`);
  }
  if (values.help) return { code: 0, stdout: `${usage}\n`, stderr: '' };
  if (values.remote && values['persist-to'])
    return refused('--persist-to is for local state; leave it out with --remote.');
  const status = values.status as ResponseStatus | undefined;
  if (status !== undefined && !responseStatuses.includes(status))
    return refused(`--status takes ${responseStatuses.join(', ')} (not "${values.status}").`);
  const asked = { approve: values.approve, reject: values.reject, delete: values.delete };
  const deciding = decisions.some((decision) => asked[decision].length > 0);
  if (deciding && (values.json || status || values.author !== undefined))
    return refused(
      '--approve, --reject and --delete change responses; list them with --status, --author or --json on their own.',
    );
  const problem = deciding ? decisionsProblem(asked) : undefined;
  if (problem) return refused(problem);

  const source: Source = values.remote
    ? { kind: 'remote' }
    : { kind: 'local', persistTo: resolve(values['persist-to'] ?? localStateDir) };
  try {
    const output = deciding ? await decide(source, asked, openState, now) : await list();
    return { code: 0, stdout: `${output}\n`, stderr: '' };
  } catch (error) {
    return { code: 1, stdout: '', stderr: `${(error as Error).message}\n` };
  }

  async function list(): Promise<string> {
    const [{ results }] = await runOn(source, listQuery(status), openState);
    const author = values.author;
    const listed = results
      .map(responseOf)
      .filter(
        (response) => author === undefined || [response.author.name, response.author.url].includes(author),
      );
    return values.json ? formatJson(listed) : formatList(listed, status);
  }
}

/** Carries out the decisions, all or none, and says what it did. */
async function decide(
  source: Source,
  asked: Record<Decision, string[]>,
  openState?: (persistTo: string) => Promise<LocalState>,
  now = new Date(),
): Promise<string> {
  const [existing] = await runOn(source, decisionsQuery(asked, now), openState);
  const found = new Set(existing.results.map((row) => String(row.id)));
  const unknown = decisions.flatMap((decision) => asked[decision]).filter((id) => !found.has(id));
  if (unknown.length > 0)
    throw new Error(
      `No response has the id ${unknown.join(', ')}: \`npm run responses\` shows each one's. Nothing was changed.`,
    );
  return decisions
    .filter((decision) => asked[decision].length > 0)
    .map((decision) => `${done[decision]} ${asked[decision].join(', ')}.`)
    .join('\n');
}

if (import.meta.main) {
  exitWith(await responsesCommand(process.argv.slice(2)));
}
