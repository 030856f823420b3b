/**
 * Every check, the independent ones at once (each wrangler command takes a second or two); the
 * account's checks once the account is known. The report lists them in one fixed order.
 */

import { credentialShapeProblem } from '../credentials.ts';
import { checkAccount } from './account.ts';
import { checkBundle } from './bundle.ts';
import { checkContent } from './content.ts';
import { type DoctorContext, type DoctorOptions, doctorContext } from './context.ts';
import { checkEmailDestination, checkEmailSenderDomain, checkEmailSettings } from './email.ts';
import { checkGithubSnapshot } from './github-snapshot.ts';
import { checkLeakedSecrets } from './leaked-secrets.ts';
import { checkMigrations } from './migrations.ts';
import { checkNodeVersion } from './node-version.ts';
import { type Hidden, redacted, secretsIn } from './redact.ts';
import { type CheckResult, type DoctorReport, failure, skipped } from './report.ts';
import { checkResponsesSettings, checkResponsesSigningKey } from './responses.ts';
import { checkStorageRights, listD1 } from './storage-rights.ts';
import { checkTurnstileKeys, checkTurnstileSecret } from './turnstile.ts';
import { checkWorkersAddress } from './workers-address.ts';

/** The checks that need the account, by id, in the order they are reported. */
const accountCheckIds = [
  'workers-dev',
  'd1-rights',
  'kv-rights',
  'migrations',
  'email-destination',
  'email-sender-domain',
  'turnstile-secret',
  'responses-signing-key',
];

/** A check that throws is reported as that check's failure; the others still report. */
async function guarded(
  id: string,
  check: () => CheckResult | CheckResult[] | Promise<CheckResult | CheckResult[]>,
) {
  try {
    return [await check()].flat();
  } catch (error) {
    return [
      failure(
        id,
        `The check itself failed: ${(error as Error).message}`,
        'Mend what the message names; if it names nothing of yours, report it with this output.',
      ),
    ];
  }
}

/** Who the checks asked as, for the report to leave out without --verbose. */
type AskedAs = Pick<Hidden, 'accountIds' | 'emails'>;

/** A token that cannot be sent (a line break, a NUL): refused before any request could quote it. */
function malformedCredential(context: DoctorContext): CheckResult[] | undefined {
  const problem =
    credentialShapeProblem('CLOUDFLARE_API_TOKEN', context.env.CLOUDFLARE_API_TOKEN, 'Cloudflare') ??
    (context.env.CLOUDFLARE_API_TOKEN
      ? undefined
      : credentialShapeProblem('CLOUDFLARE_API_KEY', context.env.CLOUDFLARE_API_KEY, 'Cloudflare'));
  if (!problem) return undefined;
  return [
    failure(
      'login',
      problem,
      'Set it again to the token as Cloudflare shows it, on one line: a value pasted with its line end, or with a space, holds one (in CI, edit the repository secret).',
    ),
    skipped('account', 'Nothing asked: the token cannot be sent (see login).'),
    ...accountCheckIds.map((id) => skipped(id, 'Nothing asked: the token cannot be sent (see login).')),
  ];
}

async function accountChecks(context: DoctorContext, askedAs: AskedAs): Promise<CheckResult[]> {
  const malformed = malformedCredential(context);
  if (malformed) return malformed;
  const { checks, accountId, accounts, email } = await checkAccount(context);
  askedAs.accountIds.push(...accounts.map(({ id }) => id));
  if (email) askedAs.emails.push(email);
  if (!accountId) {
    const reason = checks.find(({ status }) => status !== 'ok')?.id ?? 'account';
    return [...checks, ...accountCheckIds.map((id) => skipped(id, `No account to ask (see ${reason}).`))];
  }
  const d1Listing = listD1(context, accountId);
  const results = await Promise.all([
    guarded('workers-dev', () => checkWorkersAddress(context, accountId)),
    guarded('d1-rights', () => checkStorageRights(context, accountId, accounts, d1Listing)),
    guarded('migrations', () => checkMigrations(context, accountId, d1Listing)),
    guarded('email-destination', () => checkEmailDestination(context, accountId)),
    guarded('email-sender-domain', () => checkEmailSenderDomain(context, accountId)),
    guarded('turnstile-secret', () => checkTurnstileSecret(context, accountId, d1Listing)),
    guarded('responses-signing-key', () => checkResponsesSigningKey(context, accountId)),
  ]);
  return [...checks, ...results.flat()];
}

function offlineChecks(): CheckResult[] {
  return ['login', 'account', ...accountCheckIds].map((id) => skipped(id, 'Not asked: --offline.'));
}

/**
 * The report, with the token in no finding, and without --verbose no account id and no login
 * e-mail (a CI log is often public).
 */
export async function runDoctor(options: DoctorOptions = {}): Promise<DoctorReport> {
  const context = doctorContext(options);
  const chosen = [context.env.CLOUDFLARE_ACCOUNT_ID, context.config.account_id];
  const askedAs: AskedAs = { accountIds: chosen.filter((id): id is string => Boolean(id)), emails: [] };
  const [local, online] = await Promise.all([
    Promise.all([
      guarded('node-version', () => checkNodeVersion(context)),
      guarded('bundle', () => checkBundle(context)),
      guarded('content', () => checkContent(context)),
      guarded('github-snapshot', () => checkGithubSnapshot(context)),
      guarded('email-settings', () => checkEmailSettings(context)),
      guarded('turnstile-keys', () => checkTurnstileKeys(context)),
      guarded('responses-settings', () => checkResponsesSettings(context)),
      guarded('leaked-secrets', () => checkLeakedSecrets(context)),
    ]),
    context.offline ? offlineChecks() : guarded('login', () => accountChecks(context, askedAs)),
  ]);
  return redacted(
    { checks: [...local.flat(), ...online] },
    { secrets: secretsIn(context.env), ...askedAs },
    context.verbose,
  );
}
