/**
 * The contact form's e-mail notice (docs/contact.md): the Worker sends one only when the
 * `[[send_email]]` binding CONTACT_EMAIL and both CONTACT_EMAIL_TO and CONTACT_EMAIL_FROM are set
 * (worker/routes/contact.ts, sinksFor), and Email Routing delivers only to a verified address.
 */

import { cloudflareApi, describeApiErrors } from './cloudflare-api.ts';
import type { DoctorContext } from './context.ts';
import type { DeployConfig } from './deploy-config.ts';
import { type CheckResult, failure, ok, skipped, warning } from './report.ts';
import { zoneHolding, zoneReadFix } from './zones.ts';

const bindingName = 'CONTACT_EMAIL';

type EmailSettings = {
  binding?: NonNullable<DeployConfig['send_email']>[number];
  to?: string;
  from?: string;
};

export function emailSettingsOf(config: DeployConfig): EmailSettings {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  return {
    binding: config.send_email?.find(({ name }) => name === bindingName),
    to: text(config.vars?.CONTACT_EMAIL_TO),
    from: text(config.vars?.CONTACT_EMAIL_FROM),
  };
}

export const isEmailOn = ({ binding, to, from }: EmailSettings) => Boolean(binding && to && from);

export function checkEmailSettings({ config }: DoctorContext): CheckResult {
  const id = 'email-settings';
  const settings = emailSettingsOf(config);
  const { binding, to, from } = settings;
  const others = (config.send_email ?? []).filter(({ name }) => name !== bindingName).map(({ name }) => name);
  if (!binding && !to && !from)
    return others.length > 0
      ? failure(
          id,
          `A [[send_email]] binding is named ${others.join(', ')}; the Worker reads only ${bindingName}.`,
          `Rename it: name = "${bindingName}".`,
        )
      : ok(id, 'E-mail notices are off: each message is kept in KV only (docs/contact.md).');
  const missing = [
    !binding && `the [[send_email]] block with name = "${bindingName}"`,
    !to && 'CONTACT_EMAIL_TO in [vars]',
    !from && 'CONTACT_EMAIL_FROM in [vars]',
  ].filter(Boolean);
  if (missing.length > 0)
    return failure(
      id,
      `E-mail is half set up: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing, so the Worker sends no e-mail and keeps messages in KV only.`,
      `Add ${missing.join(' and ')} in wrangler.toml, or remove the rest to keep e-mail off (docs/contact.md).`,
    );
  const disagreements = [
    binding?.destination_address &&
      binding.destination_address !== to &&
      `the binding's destination_address is ${binding.destination_address}, CONTACT_EMAIL_TO is ${to}`,
    binding?.allowed_destination_addresses &&
      to &&
      !binding.allowed_destination_addresses.includes(to) &&
      `CONTACT_EMAIL_TO ${to} is not in the binding's allowed_destination_addresses`,
    binding?.allowed_sender_addresses &&
      from &&
      !binding.allowed_sender_addresses.includes(from) &&
      `CONTACT_EMAIL_FROM ${from} is not in the binding's allowed_sender_addresses`,
    from && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(from) && `CONTACT_EMAIL_FROM ${from} is not an address`,
  ].filter(Boolean);
  if (disagreements.length > 0)
    return failure(
      id,
      `The e-mail settings disagree, so each send would fail:\n${disagreements.map((line) => `  ${line}`).join('\n')}`,
      'Make the [[send_email]] block and CONTACT_EMAIL_TO / CONTACT_EMAIL_FROM in wrangler.toml name the same addresses.',
    );
  return ok(id, `E-mail notices go from ${from} to ${to}.`);
}

type DestinationAddress = { email: string; verified: string | null };
const destinationsPage = 50;

export async function checkEmailDestination(context: DoctorContext, accountId: string): Promise<CheckResult> {
  const id = 'email-destination';
  const settings = emailSettingsOf(context.config);
  if (!isEmailOn(settings))
    return skipped(id, 'E-mail notices are off, or not fully set (see email-settings).');
  const to = settings.to ?? '';
  const answer = await cloudflareApi<DestinationAddress[]>(
    context,
    `/accounts/${accountId}/email/routing/addresses?per_page=${destinationsPage}`,
  );
  if (!answer.success)
    return warning(
      id,
      `Could not read the account's Email Routing addresses: ${describeApiErrors(answer.errors)}`,
      `Check by hand that ${to} is a verified destination (dashboard → Email → Email Routing → Destination addresses), or give the token Account · Email Routing Addresses · Read.`,
    );
  const address = answer.result.find(({ email }) => email.toLowerCase() === to.toLowerCase());
  if (address?.verified) return ok(id, `${to} is a verified Email Routing destination.`);
  // One page of 50 is read: an account with more may list the address on a later page.
  if (!address && answer.result.length >= destinationsPage)
    return warning(
      id,
      `${to} is not among the account's first ${destinationsPage} Email Routing destinations.`,
      `Check by hand that ${to} is a verified destination (dashboard → Email → Email Routing → Destination addresses).`,
    );
  return failure(
    id,
    address
      ? `${to} is an Email Routing destination of this account but not verified yet: Cloudflare will not deliver to it.`
      : `${to} is not an Email Routing destination of this account: Cloudflare will not deliver to it.`,
    address
      ? `Open the link in the e-mail Cloudflare sent to ${to} (or resend it: dashboard → Email → Email Routing → Destination addresses).`
      : `Add ${to} under dashboard → Email → Email Routing → Destination addresses and open the link Cloudflare sends to it.`,
  );
}

type EmailRoutingSettings = { enabled?: boolean; status?: string; name?: string };

/** Email Routing sends only from a domain of the account on which it is enabled. */
export async function checkEmailSenderDomain(
  context: DoctorContext,
  accountId: string,
): Promise<CheckResult> {
  const id = 'email-sender-domain';
  const settings = emailSettingsOf(context.config);
  if (!isEmailOn(settings))
    return skipped(id, 'E-mail notices are off, or not fully set (see email-settings).');
  const from = settings.from ?? '';
  const domain = from.slice(from.lastIndexOf('@') + 1);
  const { zone, refusal } = await zoneHolding(context, domain);
  if (refusal)
    return warning(
      id,
      `Could not read the zone of ${domain}: ${refusal}`,
      `To have it checked, ${zoneReadFix}.`,
    );
  if (!zone || (zone.account?.id && zone.account.id !== accountId))
    return failure(
      id,
      `${domain}, the domain of CONTACT_EMAIL_FROM, is not a domain of this account: Cloudflare sends only from a domain with Email Routing on.`,
      `Send from an address on your domain on Cloudflare (CONTACT_EMAIL_FROM = "portfolio@<your domain>"), or add ${domain} to this account.`,
    );
  const answer = await cloudflareApi<EmailRoutingSettings>(context, `/zones/${zone.id}/email/routing`);
  if (!answer.success)
    return warning(
      id,
      `Could not read Email Routing of ${zone.name}: ${describeApiErrors(answer.errors)}`,
      `Check by hand that Email Routing is on for ${zone.name} (dashboard → ${zone.name} → Email → Email Routing).`,
    );
  if (answer.result?.enabled) return ok(id, `Email Routing is on for ${zone.name}, the sender's domain.`);
  return failure(
    id,
    `Email Routing is off for ${zone.name}, the domain of CONTACT_EMAIL_FROM: no e-mail would be sent.`,
    `Turn it on: dashboard → ${zone.name} → Email → Email Routing → Enable (it adds its DNS records).`,
  );
}
