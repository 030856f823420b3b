/**
 * What the doctor never shows: the token (or API key) it asks with, in any finding, printed or in
 * --json; and, unless --verbose, who it asks as (the login's e-mail, the accounts' ids), since a
 * CI log is often public.
 */
import type { CheckResult, DoctorReport } from './report.ts';

/** The first character no token has: a control character, a space, or one outside ASCII. */
const notInToken = /[^!-~]/;

const describe = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  if (character === '\n' || character === '\r') return 'a line break';
  if (character === ' ' || character === '\t') return 'a space';
  if (code < 0x20 || code === 0x7f)
    return `a control character (U+${code.toString(16).toUpperCase().padStart(4, '0')})`;
  return 'a character outside ASCII';
};

/**
 * Why a credential cannot be a Cloudflare token or key, in words that do not quote it; undefined
 * when it can. Node's fetch puts a header value it refuses (a line break, a NUL) whole in its
 * error, so such a value is refused before any request.
 */
export function credentialShapeProblem(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  const at = value.search(notInToken);
  if (at === -1) return undefined;
  const where = at === value.length - 1 ? 'at its end' : `at character ${at + 1} of ${value.length}`;
  return `${name} holds ${describe(value[at] ?? '')} ${where}, which no Cloudflare token has (its value is not shown).`;
}

/** The credentials in the environment, and each run of them between characters a token lacks. */
export function secretsIn(env: NodeJS.ProcessEnv): string[] {
  return [env.CLOUDFLARE_API_TOKEN, env.CLOUDFLARE_API_KEY]
    .filter((value): value is string => Boolean(value))
    .flatMap((value) => [value, ...value.split(/[^!-~]+/).filter((part) => part.length >= 8)]);
}

export type Hidden = {
  /** Shown nowhere, as "[token]". */
  secrets: string[];
  /** Shown only with --verbose, as "[account id]". */
  accountIds: string[];
  /** Shown only with --verbose, as "[e-mail]". */
  emails: string[];
};

function replaceAll(text: string, values: string[], by: string) {
  // The longest first: a part of a value never leaves the rest of it behind.
  return [...new Set(values)]
    .filter((value) => value.length >= 4)
    .sort((a, b) => b.length - a.length)
    .reduce((out, value) => out.replaceAll(value, by), text);
}

const scrub = (text: string, hidden: Hidden, verbose: boolean) => {
  const out = replaceAll(text, hidden.secrets, '[token]');
  return verbose
    ? out
    : replaceAll(replaceAll(out, hidden.accountIds, '[account id]'), hidden.emails, '[e-mail]');
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
