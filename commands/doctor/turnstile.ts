/**
 * Turnstile is on when both halves are: the site key in content/site.json (the page's widget) and
 * the secret TURNSTILE_SECRET_KEY (the Worker's siteverify call). One without the other rejects
 * every message, or checks none; Cloudflare's test keys pass or fail everyone.
 * https://developers.cloudflare.com/turnstile/troubleshooting/testing/
 */
import { loadContentFile } from '../../builder/content/load.ts';
import { statsBinding } from '../../builder/local-database.ts';
import type { DoctorContext } from './context.ts';
import { type CheckResult, failure, ok, skipped, warning } from './report.ts';
import type { D1Listing } from './storage-rights.ts';
import { secretListOutcome } from './worker-secrets.ts';
import { apiErrorCode, wranglerError } from './wrangler-runner.ts';

const secretName = 'TURNSTILE_SECRET_KEY';

/** Cloudflare's dummy site keys (1x… passes, 2x… blocks, 3x… forces a challenge) and secrets. */
export const isTestSiteKey = (key: string) => /^[123]x0{20}[A-F]{2}$/.test(key);
export const isTestSecret = (secret: string) => /^[123]x0{31}AA$/.test(secret);

function siteKeyOf(contentDir: string): string | undefined {
  try {
    return loadContentFile('site', contentDir).turnstileSiteKey;
  } catch {
    return undefined;
  }
}

/** The local half: the site key, and no secret where it would be published or is a dummy. */
export function checkTurnstileKeys({ contentDir, config, env }: DoctorContext): CheckResult {
  const id = 'turnstile-keys';
  const siteKey = siteKeyOf(contentDir);
  if (siteKey && isTestSiteKey(siteKey))
    return failure(
      id,
      `site.json's turnstileSiteKey is one of Cloudflare's test keys: in production every visitor would pass (or fail) without a real check.`,
      "Put your widget's site key in content/site.json (dashboard → Turnstile), or remove turnstileSiteKey to turn Turnstile off.",
    );
  const inVars = config.vars?.[secretName];
  if (inVars !== undefined)
    return failure(
      id,
      `${secretName} is in wrangler.toml's [vars]: it would be deployed as a plain-text variable${typeof inVars === 'string' && isTestSecret(inVars) ? ', and it is a test secret' : ''}.`,
      `Remove it from [vars] and run \`npx wrangler secret put ${secretName}\` with your widget's secret key.`,
    );
  // The tests' stand-in for siteverify (worker/turnstile.ts): deployed, it would decide who passes.
  const siteverifyOverride = config.vars?.TURNSTILE_SITEVERIFY_URL;
  if (siteverifyOverride !== undefined)
    return failure(
      id,
      `TURNSTILE_SITEVERIFY_URL is in the Worker's [vars] (${String(siteverifyOverride)}): the Worker would ask that address, not Cloudflare, whether a visitor passed.`,
      'Remove TURNSTILE_SITEVERIFY_URL from [vars]; it is for tests only.',
    );
  if (env[secretName] && isTestSecret(env[secretName]))
    return failure(
      id,
      `${secretName} in this environment is one of Cloudflare's test secrets.`,
      "Use your widget's secret key (dashboard → Turnstile), not a test secret, where the deploy reads it.",
    );
  return ok(
    id,
    siteKey ? 'The site key is not a test key.' : 'Turnstile is off in site.json (no turnstileSiteKey).',
  );
}

/** How far back a day the contact form was full makes the doctor suggest Turnstile: stats' default range. */
export const fullDaysLookBack = 30;

/**
 * The last day in fullDaysLookBack days that the contact form's day cap was reached, from the
 * deployed counts' contact_cap_hits (the Worker notes each, worker/routes/contact-caps.ts); none
 * when the database does not exist yet, or cannot be read (d1-rights and migrations say why).
 */
async function lastFullDay(
  context: DoctorContext,
  accountId: string,
  d1Listing: Promise<D1Listing>,
): Promise<string | undefined> {
  const database = context.config.d1_databases?.find(({ binding }) => binding === statsBinding);
  const { names } = await d1Listing;
  if (!database?.database_name || !names?.includes(database.database_name)) return undefined;
  const since = new Date(Date.now() - (fullDaysLookBack - 1) * 86_400_000).toISOString().slice(0, 10);
  const outcome = await context.wrangler(
    [
      'd1',
      'execute',
      statsBinding,
      '--remote',
      '--json',
      '--command',
      `SELECT day FROM contact_cap_hits WHERE cap = 'day' AND day >= '${since}' ORDER BY day DESC LIMIT 1`,
    ],
    { CLOUDFLARE_ACCOUNT_ID: accountId, CI: 'true' },
  );
  if (!outcome.ok) return undefined;
  try {
    const [{ results }] = JSON.parse(outcome.stdout) as { results: { day: unknown }[] }[];
    return typeof results[0]?.day === 'string' ? results[0].day : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The deployed half: `wrangler secret list` names the secrets the Worker has (never their values).
 * With Turnstile off, a day the contact form was full in the last 30 makes it a warning: the caps
 * take 20 networks to fill a day (as many as the cap, under 20), and a botnet or a proxy service
 * has them.
 */
export async function checkTurnstileSecret(
  context: DoctorContext,
  accountId: string,
  d1Listing: Promise<D1Listing>,
): Promise<CheckResult> {
  const id = 'turnstile-secret';
  const siteKey = siteKeyOf(context.contentDir);
  const outcome = await secretListOutcome(context, accountId);
  let names: string[] = [];
  if (outcome.ok) {
    try {
      names = (JSON.parse(outcome.stdout) as { name: string }[]).map(({ name }) => name);
    } catch {
      return skipped(id, 'wrangler secret list printed no list.');
    }
  } else if (apiErrorCode(outcome) !== 10007 && !/Worker "[^"]*" not found/.test(outcome.stderr)) {
    // The Worker is not deployed yet (the API's 10007, which wrangler words as "not found"): no secret.
    return failure(
      id,
      `wrangler secret list fails:\n${wranglerError(outcome)}`,
      'The token needs Account · Workers Scripts · Edit; otherwise mend what wrangler names.',
    );
  }
  const hasSecret = names.includes(secretName);
  if (siteKey && !hasSecret)
    return failure(
      id,
      `site.json has a turnstileSiteKey but the Worker has no ${secretName}: the form would show the widget and the Worker check no token.`,
      `Run \`npx wrangler secret put ${secretName}\` with your widget's secret key, or remove turnstileSiteKey from site.json.`,
    );
  if (!siteKey && hasSecret)
    return failure(
      id,
      `The Worker has ${secretName} but site.json has no turnstileSiteKey: the page sends no token, and the Worker would reject every message.`,
      `Put the widget's site key in content/site.json (turnstileSiteKey), or \`npx wrangler secret delete ${secretName}\`.`,
    );
  if (siteKey) return ok(id, `Turnstile is on: the site key and ${secretName} are both set.`);
  const fullDay = await lastFullDay(context, accountId, d1Listing);
  if (fullDay)
    return warning(
      id,
      `Turnstile is off, and on ${fullDay} the contact form took its most messages for a day (CONTACT_DAILY_CAP) and refused the rest until midnight UTC: it takes 20 networks, which a botnet or a proxy service has.`,
      'Turn Turnstile on (docs/contact.md, "Turnstile, a bot check"): each message then costs a bot a solved challenge.',
    );
  return ok(id, `Turnstile is off: no site key and no ${secretName}.`);
}
