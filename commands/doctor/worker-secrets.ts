/**
 * `wrangler secret list` once per run and account: several checks ask which secrets the Worker has
 * (names only, never values), and each wrangler launch costs a second or two.
 */
import type { DoctorContext } from './context.ts';
import type { WranglerOutcome } from './wrangler-runner.ts';

const listings = new WeakMap<DoctorContext, Map<string, Promise<WranglerOutcome>>>();

/** The outcome of `wrangler secret list --format json` for the Worker in `accountId`. */
export function secretListOutcome(context: DoctorContext, accountId: string): Promise<WranglerOutcome> {
  const byAccount = listings.get(context) ?? new Map<string, Promise<WranglerOutcome>>();
  listings.set(context, byAccount);
  const listed =
    byAccount.get(accountId) ??
    context.wrangler(['secret', 'list', '--format', 'json'], { CLOUDFLARE_ACCOUNT_ID: accountId });
  byAccount.set(accountId, listed);
  return listed;
}
