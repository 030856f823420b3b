/**
 * The owner's e-mail about a new response: what it is, where, who wrote it and their words, with
 * two signed links (./moderation-link.ts) that open the confirmation page of moderation-routes.ts.
 * Best effort: a response is stored before this runs, and `npm run responses` lists it anyway.
 */
import { EmailMessage } from 'cloudflare:email';
import { withoutInvisible } from '../../shared/invisible-characters.ts';
import type { Bindings } from '../env.ts';
import { base64Lines, emailSubjectPrefix } from '../sinks/email.ts';
import { withinTime } from '../time-limit.ts';
import {
  type ModerationAction,
  moderationLinkLifetimeSeconds,
  signingKeyMinLength,
  signModerationToken,
} from './moderation-link.ts';
import { moderationPath } from './moderation-routes.ts';
import type { StoredResponse } from './store.ts';

/** How long the mail route gets, as a contact message's e-mail has (worker/sinks/sink.ts). */
export const notifyTimeoutMs = 10_000;

/**
 * A visitor's words as the e-mail quotes them: every line behind "> " and without invisible
 * characters, so no line of theirs can pass for one of the site's (a fake "Approve:" link) and no
 * bidi control can reorder what the owner reads.
 */
const quoted = (text: string) =>
  text
    .split(/\r\n|\r|\n/)
    .map((line) => `> ${withoutInvisible(line)}`.trimEnd())
    .join('\n');

const visitorLine = (text: string | undefined) => (text ? withoutInvisible(text) : '(none given)');

/** The moderation link of `action` for `response`, on this site's `origin`. */
async function linkOf(secret: string, action: ModerationAction, response: StoredResponse, origin: string) {
  const token = await signModerationToken(secret, { action, id: response.id });
  return `${origin}${moderationPath}?token=${token}`;
}

/** The raw e-mail (RFC 5322, CRLF) telling the owner of `response`, with its two links. */
export async function responseEmail(
  response: StoredResponse,
  { from, to, secret, origin }: { from: string; to: string; secret: string; origin: string },
): Promise<string> {
  const [approve, reject] = await Promise.all([
    linkOf(secret, 'approve', response, origin),
    linkOf(secret, 'reject', response, origin),
  ]);
  const days = moderationLinkLifetimeSeconds / 86_400;
  const { createMimeMessage } = await import('mimetext/browser');
  const mime = createMimeMessage();
  mime.setSender({ name: 'Portfolio responses', addr: from });
  mime.setRecipient(to);
  // Only the site's own words in a header: the kind is one of six, the page one of the site's paths.
  mime.setSubject(`${emailSubjectPrefix}New ${response.kind} on ${response.page}, awaiting approval`);
  const text = [
    `A new ${response.kind} on ${origin}${response.page} awaits your approval.`,
    '',
    `Approve: ${approve}`,
    `Reject:  ${reject}`,
    '',
    `Each link opens a page with one button; nothing changes until you press it. They work for ${days} days.`,
    `Or, from your project: npm run responses -- --approve ${response.id}`,
    '',
    `Kind: ${response.kind}`,
    `Page: ${origin}${response.page}`,
    `Author: ${visitorLine(response.author.name)}`,
    `Author's website: ${visitorLine(response.author.url)}`,
    ...(response.source ? [`Source: ${visitorLine(response.source)}`] : []),
    ...(response.published ? [`Published: ${visitorLine(response.published)}`] : []),
    `Received: ${response.received}`,
    `Response id: ${response.id}`,
    '',
    'Their words:',
    response.text ? quoted(response.text) : '(none)',
  ].join('\n');
  mime.addMessage({ contentType: 'text/plain', encoding: 'base64', data: base64Lines(text) });
  return mime.asRaw();
}

/**
 * E-mails the owner about `response`, stored just now, when e-mail is configured (CONTACT_EMAIL
 * and CONTACT_EMAIL_TO/FROM) and RESPONSES_SIGNING_KEY is set. Never throws: it runs after the
 * sender's answer (waitUntil), so a failure is logged for `wrangler tail` and nothing more.
 */
export async function notifyOwner(
  env: Bindings,
  response: StoredResponse,
  origin: string,
  { timeoutMs = notifyTimeoutMs } = {},
): Promise<void> {
  const { CONTACT_EMAIL: binding, CONTACT_EMAIL_FROM: from, CONTACT_EMAIL_TO: to } = env;
  if (!binding || !from || !to) return;
  const secret = env.RESPONSES_SIGNING_KEY;
  if (!secret || secret.length < signingKeyMinLength) {
    // An e-mail without links would ask the owner to act and give no way to; doctor warns of this.
    console.warn(
      `response ${response.id}: no e-mail sent, RESPONSES_SIGNING_KEY is not set (wrangler secret put RESPONSES_SIGNING_KEY)`,
    );
    return;
  }
  try {
    const raw = await responseEmail(response, { from, to, secret, origin });
    await withinTime(binding.send(new EmailMessage(from, to, raw)), timeoutMs, 'the e-mail of a response');
  } catch (error) {
    console.error(`response ${response.id}: the owner's e-mail failed`, error);
  }
}
