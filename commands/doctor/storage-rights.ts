/**
 * The deploy lists, creates and migrates the D1 database and creates the KV namespaces, so the
 * token must be allowed to: `wrangler d1 list` and `wrangler kv namespace list` ask the same API.
 */
import type { Account } from './account.ts';
import type { DoctorContext } from './context.ts';
import { type CheckResult, failure, ok } from './report.ts';
import { apiErrorCode, type WranglerOutcome, wranglerError } from './wrangler-runner.ts';

export type D1Listing = { outcome: WranglerOutcome; names?: string[] };

export async function listD1(context: DoctorContext, accountId: string): Promise<D1Listing> {
  const outcome = await context.wrangler(['d1', 'list', '--json'], { CLOUDFLARE_ACCOUNT_ID: accountId });
  if (!outcome.ok) return { outcome };
  try {
    return { outcome, names: (JSON.parse(outcome.stdout) as { name: string }[]).map(({ name }) => name) };
  } catch {
    return { outcome };
  }
}

type Storage = { id: string; what: string; permission: string };
const d1: Storage = { id: 'd1-rights', what: 'D1 databases', permission: 'Account · D1 · Edit' };
const kv: Storage = {
  id: 'kv-rights',
  what: 'KV namespaces',
  permission: 'Account · Workers KV Storage · Edit',
};

function judge(
  storage: Storage,
  outcome: WranglerOutcome,
  accountId: string,
  accounts: Account[],
): CheckResult {
  if (outcome.ok) return ok(storage.id, `The token can list the account's ${storage.what}.`);
  const code = apiErrorCode(outcome);
  const said = wranglerError(outcome);
  if (code === 10000 && !accounts.some(({ id }) => id === accountId))
    return failure(
      storage.id,
      `Authentication error [code: 10000]: the account ${accountId} is not one of this token's accounts.\n${said}`,
      'Use a token made for this account, or set CLOUDFLARE_ACCOUNT_ID to the account the token belongs to (see account).',
    );
  if (code === 7403 || code === 10000)
    return failure(
      storage.id,
      `The token may not use the account's ${storage.what} [code: ${code}].\n${said}`,
      `The token needs ${storage.permission}: edit it (dashboard → My Profile → API Tokens) or make one with it (docs/deploy.md).`,
    );
  return failure(
    storage.id,
    `Could not list the account's ${storage.what}:\n${said}`,
    'Mend what wrangler names, then run the doctor again.',
  );
}

export async function checkStorageRights(
  context: DoctorContext,
  accountId: string,
  accounts: Account[],
  d1Listing: Promise<D1Listing>,
): Promise<CheckResult[]> {
  const [{ outcome: d1Outcome }, kvOutcome] = await Promise.all([
    d1Listing,
    context.wrangler(['kv', 'namespace', 'list'], { CLOUDFLARE_ACCOUNT_ID: accountId }),
  ]);
  return [judge(d1, d1Outcome, accountId, accounts), judge(kv, kvOutcome, accountId, accounts)];
}
