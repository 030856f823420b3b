/**
 * What the doctor never shows: the token (or API key) it asks with, in any finding, printed or in
 * --json; and, unless --verbose, who it asks as (the login's e-mail, the accounts' ids), since a
 * CI log is often public.
 */
import { replaceValues, secretsOf, withSecretsHidden } from '../credentials.ts';
import type { CheckResult, DoctorReport } from './report.ts';

/** The Cloudflare credentials in the environment, and each run of them between characters a token lacks. */
export const secretsIn = (env: NodeJS.ProcessEnv): string[] =>
  secretsOf([env.CLOUDFLARE_API_TOKEN, env.CLOUDFLARE_API_KEY]);

export type Hidden = {
  /** Shown nowhere, as "[token]". */
  secrets: string[];
  /** Shown only with --verbose, as "[account id]". */
  accountIds: string[];
  /** Shown only with --verbose, as "[e-mail]". */
  emails: string[];
};

const scrub = (text: string, hidden: Hidden, verbose: boolean) => {
  const out = withSecretsHidden(text, hidden.secrets);
  return verbose
    ? out
    : replaceValues(replaceValues(out, hidden.accountIds, '[account id]'), hidden.emails, '[e-mail]');
};

/** The report with every finding and fix scrubbed of what `hidden` names. */
export function redacted(report: DoctorReport, hidden: Hidden, verbose: boolean): DoctorReport {
  return {
    checks: report.checks.map(
      (check): CheckResult => ({
        ...check,
        finding: scrub(check.finding, hidden, verbose),
        ...(check.fix !== undefined && { fix: scrub(check.fix, hidden, verbose) }),
      }),
    ),
  };
}
