/**
 * Responses (docs/responses.md): what the deploy must not carry, and what the owner's e-mail needs.
 * WEBMENTION_ALLOW_LOOPBACK lets the Worker fetch its own machine for the local tests' stand-in
 * sites: deployed, a webmention's sender could make it reach loopback addresses. The e-mail about
 * a new response carries links signed with RESPONSES_SIGNING_KEY, without which none is sent.
 */
import { loadContentFile } from '../../builder/content/load.ts';
import type { DoctorContext } from './context.ts';
import { emailSettingsOf, isEmailOn } from './email.ts';
import { type CheckResult, failure, ok, skipped, warning } from './report.ts';
import { secretListOutcome } from './worker-secrets.ts';
import { apiErrorCode } from './wrangler-runner.ts';

const signingKey = 'RESPONSES_SIGNING_KEY';
const loopbackSwitch = 'WEBMENTION_ALLOW_LOOPBACK';
const retentionVar = 'RESPONSES_REJECTED_RETENTION_DAYS';

function responsesOn(contentDir: string): boolean {
  try {
    return Boolean(loadContentFile('site', contentDir).responses);
  } catch {
    return false;
  }
}

/** The local half: nothing for tests only, and no secret in plain text, in the Worker's [vars]. */
export function checkResponsesSettings({ config }: DoctorContext): CheckResult {
  const id = 'responses-settings';
  const vars = config.vars ?? {};
  if (vars[loopbackSwitch] !== undefined)
    return failure(
      id,
      `${loopbackSwitch} is in the Worker's [vars] (${String(vars[loopbackSwitch])}): deployed, a webmention's sender could make the Worker fetch addresses on its own machine.`,
      `Remove ${loopbackSwitch} from [vars]; it is for local tests only.`,
    );
  if (vars[signingKey] !== undefined)
    return failure(
      id,
      `${signingKey} is in the Worker's [vars]: it would be deployed as a plain-text variable, and anyone who reads it can sign moderation links.`,
      `Remove it from [vars], and set a new one as a secret: \`openssl rand -base64 32 | npx wrangler secret put ${signingKey}\`.`,
    );
  const retention = vars[retentionVar];
  if (retention !== undefined && !/^[1-9]\d*$/.test(String(retention).trim()))
    return warning(
      id,
      `${retentionVar} is "${String(retention)}", not a whole number of days: the Worker keeps rejected responses 30 days.`,
      `Set ${retentionVar} in content/deploy.toml to a number of days, like "30".`,
    );
  return ok(
    id,
    `Nothing for tests only in [vars]; rejected responses are deleted after ${retention ?? 30} days.`,
  );
}

/**
 * The deployed half: with responses and e-mail on, the Worker has the secret its moderation links
 * are signed with. A warning, not a failure: responses are still kept, and `npm run responses`
 * moderates them; only the e-mails are missing.
 */
export async function checkResponsesSigningKey(
  context: DoctorContext,
  accountId: string,
): Promise<CheckResult> {
  const id = 'responses-signing-key';
  if (!responsesOn(context.contentDir)) return ok(id, 'Responses are off in site.json.');
  if (!isEmailOn(emailSettingsOf(context.config)))
    return ok(id, 'Responses are on and e-mail is off: moderate them with `npm run responses`.');
  const outcome = await secretListOutcome(context, accountId);
  let names: string[] = [];
  if (outcome.ok) {
    try {
      names = (JSON.parse(outcome.stdout) as { name: string }[]).map(({ name }) => name);
    } catch {
      return skipped(id, 'wrangler secret list printed no list.');
    }
  } else if (apiErrorCode(outcome) !== 10007 && !/Worker "[^"]*" not found/.test(outcome.stderr)) {
    return skipped(id, 'wrangler secret list fails (see turnstile-secret).');
  }
  if (names.includes(signingKey))
    return ok(id, `Each new response is e-mailed with links signed with ${signingKey}.`);
  return warning(
    id,
    `Responses and e-mail are on, but the Worker has no ${signingKey}: no e-mail about a new response would be sent, as its approve and reject links could not be signed.`,
    `Run \`openssl rand -base64 32 | npx wrangler secret put ${signingKey}\` (after the first deploy), or moderate with \`npm run responses\`.`,
  );
}
