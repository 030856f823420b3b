/**
 * Who the deploy acts as: `wrangler whoami --json` (a token in CLOUDFLARE_API_TOKEN, or the login
 * of `wrangler login`), and which account it deploys to. With several accounts and none chosen,
 * wrangler asks, or in CI stops; some of its commands would take the first one.
 */
import type { DoctorContext } from './context.ts';
import { type CheckResult, failure, ok, skipped } from './report.ts';
import { wranglerError } from './wrangler-runner.ts';

export type Account = { id: string; name: string };
export type AccountFinding = {
  checks: CheckResult[];
  /** The account the other checks ask about; absent when none can be told. */
  accountId?: string;
  /** The accounts the token or login reaches. */
  accounts: Account[];
  /** The login's e-mail, which only --verbose shows. */
  email?: string;
};

type WhoAmI = { loggedIn?: boolean; authType?: string; email?: string; accounts?: Account[] };

/** What wrangler says when no answer came at all: a token it could not ask about is no bad token. */
const unreachable =
  /Unable to resolve Cloudflare's API hostname|ENOTFOUND|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EAI_AGAIN|fetch failed/i;

const listed = (accounts: Account[]) => accounts.map(({ name, id }) => `  ${name}: ${id}`).join('\n');
/**
 * The accounts reached, by name and id with --verbose; otherwise only how many: a CI log is often
 * public, and an account's name is often its owner's e-mail ("…@example.com's Account").
 */
const reached = (accounts: Account[], verbose: boolean) =>
  verbose
    ? `:\n${listed(accounts) || '  none'}`
    : ` ${accounts.length} account${accounts.length === 1 ? '' : 's'} (\`npm run doctor -- --verbose\` lists their names and ids)`;

export async function checkAccount(context: DoctorContext): Promise<AccountFinding> {
  const outcome = await context.wrangler(['whoami', '--json']);
  let whoami: WhoAmI | undefined;
  try {
    whoami = JSON.parse(outcome.stdout) as WhoAmI;
  } catch {
    whoami = undefined;
  }
  if (!outcome.ok && unreachable.test(wranglerError(outcome)))
    return {
      accounts: [],
      checks: [
        failure(
          'login',
          `Could not reach Cloudflare's API, so nothing about the login or the token is known:\n${wranglerError(outcome)}`,
          'Check the network (a proxy, a firewall, DNS) and run the doctor again; `npm run doctor -- --offline` runs the local checks meanwhile.',
        ),
        skipped('account', 'Cloudflare could not be reached (see login).'),
      ],
    };
  if (!outcome.ok || !whoami?.loggedIn) {
    const said = outcome.ok ? 'wrangler is not logged in' : wranglerError(outcome);
    return {
      accounts: [],
      checks: [
        failure(
          'login',
          context.env.CLOUDFLARE_API_TOKEN
            ? `CLOUDFLARE_API_TOKEN is not accepted:\n${said}`
            : `No login and no CLOUDFLARE_API_TOKEN:\n${said}`,
          context.env.CLOUDFLARE_API_TOKEN
            ? 'Make a new token (dashboard → My Profile → API Tokens; docs/deploy.md lists its permissions) and set CLOUDFLARE_API_TOKEN to it.'
            : 'On your machine run `npx wrangler login`; in CI set CLOUDFLARE_API_TOKEN (docs/deploy.md).',
        ),
        skipped('account', 'Not logged in (see login).'),
      ],
    };
  }
  const accounts = whoami.accounts ?? [];
  const { verbose } = context;
  const { email } = whoami;
  const login = ok(
    'login',
    `Logged in (${whoami.authType ?? 'wrangler'}${email && verbose ? `, ${email}` : ''}).`,
  );
  const chosen = context.env.CLOUDFLARE_ACCOUNT_ID || context.config.account_id;
  const from = context.env.CLOUDFLARE_ACCOUNT_ID
    ? 'CLOUDFLARE_ACCOUNT_ID'
    : 'account_id in content/deploy.toml';
  if (chosen) {
    const account = accounts.find(({ id }) => id === chosen);
    if (account)
      return {
        accounts,
        accountId: chosen,
        email,
        checks: [
          login,
          ok(
            'account',
            verbose
              ? `Account ${account.name} (${chosen}, from ${from}).`
              : `The account set by ${from}, which the token or login reaches.`,
          ),
        ],
      };
    return {
      accounts,
      accountId: chosen,
      email,
      checks: [
        login,
        failure(
          'account',
          `The account ${verbose ? `${chosen} ` : ''}(from ${from}) is not one this token or login reaches; it reaches${reached(accounts, verbose)}`,
          'Use a token made for that account (its Account Resources must include it), or set CLOUDFLARE_ACCOUNT_ID to one of the accounts listed.',
        ),
      ],
    };
  }
  const [only] = accounts;
  if (accounts.length === 1 && only)
    return {
      accounts,
      accountId: only.id,
      email,
      checks: [
        login,
        ok(
          'account',
          verbose
            ? `Account ${only.name} (${only.id}), the only one.`
            : 'The only account the token or login reaches.',
        ),
      ],
    };
  return {
    accounts,
    email,
    checks: [
      login,
      failure(
        'account',
        accounts.length === 0
          ? 'The token or login reaches no account.'
          : `${accounts.length} accounts and none chosen: wrangler would stop in CI, or pick one${verbose ? `:\n${listed(accounts)}` : ` (\`npm run doctor -- --verbose\` lists their names and ids)`}`,
        accounts.length === 0
          ? 'Give the token an account in its Account Resources.'
          : 'Set CLOUDFLARE_ACCOUNT_ID to the id of the account to deploy to (in CI, a repository secret), or `account_id` in wrangler.toml.',
      ),
    ],
  };
}
