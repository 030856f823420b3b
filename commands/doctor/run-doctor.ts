/**
 * Every check, the independent ones at once (each wrangler command takes a second or two); the
 * account's checks once the account is known. The report lists them in one fixed order.
 */
import { checkAccount } from './account.ts';
import { checkBundle } from './bundle.ts';
import { checkContent } from './content.ts';
import { type DoctorContext, type DoctorOptions, doctorContext } from './context.ts';
import { checkEmailDestination, checkEmailSenderDomain, checkEmailSettings } from './email.ts';
import { checkLeakedSecrets } from './leaked-secrets.ts';
import { checkMigrations } from './migrations.ts';
import { checkNodeVersion } from './node-version.ts';
import { type CheckResult, type DoctorReport, failure, skipped } from './report.ts';
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

async function accountChecks(context: DoctorContext): Promise<CheckResult[]> {
  const { checks, accountId, accounts } = await checkAccount(context);
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
    guarded('turnstile-secret', () => checkTurnstileSecret(context, accountId)),
  ]);
  return [...checks, ...results.flat()];
}

function offlineChecks(): CheckResult[] {
  return ['login', 'account', ...accountCheckIds].map((id) => skipped(id, 'Not asked: --offline.'));
}

export async function runDoctor(options: DoctorOptions = {}): Promise<DoctorReport> {
  const context = doctorContext(options);
  const [local, online] = await Promise.all([
    Promise.all([
      guarded('node-version', () => checkNodeVersion(context)),
      guarded('bundle', () => checkBundle(context)),
      guarded('content', () => checkContent(context)),
      guarded('email-settings', () => checkEmailSettings(context)),
      guarded('turnstile-keys', () => checkTurnstileKeys(context)),
      guarded('leaked-secrets', () => checkLeakedSecrets(context)),
    ]),
    context.offline ? offlineChecks() : guarded('login', () => accountChecks(context)),
  ]);
  return { checks: [...local.flat(), ...online] };
}
