/**
 * Turnstile is on when both halves are: the site key in content/site.json (the page's widget) and
 * the secret TURNSTILE_SECRET_KEY (the Worker's siteverify call). One without the other rejects
 * every message, or checks none; Cloudflare's test keys pass or fail everyone.
 * https://developers.cloudflare.com/turnstile/troubleshooting/testing/
 */
import { loadContentFile } from '../../builder/content/load.ts';
import type { DoctorContext } from './context.ts';
import { type CheckResult, failure, ok, skipped } from './report.ts';
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

/** The deployed half: `wrangler secret list` names the secrets the Worker has (never their values). */
export async function checkTurnstileSecret(context: DoctorContext, accountId: string): Promise<CheckResult> {
  const id = 'turnstile-secret';
  const siteKey = siteKeyOf(context.contentDir);
  const outcome = await context.wrangler(['secret', 'list', '--format', 'json'], {
    CLOUDFLARE_ACCOUNT_ID: accountId,
  });
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
  return ok(
    id,
    siteKey
      ? `Turnstile is on: the site key and ${secretName} are both set.`
      : `Turnstile is off: no site key and no ${secretName}.`,
  );
}
