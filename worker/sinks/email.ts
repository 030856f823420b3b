import { EmailMessage } from 'cloudflare:email';
import type { MessageSink, ReceivedMessage } from './sink.ts';

/** Lets the owner filter the notifications in their mailbox. */
export const emailSubjectPrefix = '[Portfolio] ';

export type EmailAddresses = { from: string; to: string };

/**
 * A plain-text notification; replying answers the visitor. mimetext encodes names and the subject
 * (RFC 2047), and the schema forbids CR/LF in name, e-mail and subject (header injection).
 */
export async function notificationEmail(
  message: ReceivedMessage,
  { from, to }: EmailAddresses,
): Promise<string> {
  // Loaded with the first message, not at the Worker's start: most visits send none, and a cold
  // start is on every visitor's path. The browser build ends lines with CRLF as RFC 5322 requires.
  const { createMimeMessage, Mailbox } = await import('mimetext/browser');
  const mime = createMimeMessage();
  mime.setSender({ name: 'Portfolio contact form', addr: from });
  mime.setRecipient(to);
  mime.setHeader('Reply-To', new Mailbox({ name: message.name, addr: message.email }));
  mime.setSubject(`${emailSubjectPrefix}${message.subject}`);
  const text = [
    `From: ${message.name} <${message.email}>`,
    `Received: ${message.receivedAt}${message.country ? ` (${message.country})` : ''}`,
    ...(message.locale ? [`Language: ${message.locale}`] : []),
    `Message id: ${message.id}`,
    '',
    message.message,
  ].join('\n');
  mime.addMessage({ contentType: 'text/plain', encoding: 'base64', data: base64Lines(text) });
  return mime.asRaw();
}

/**
 * Base64 in 76-character lines: the visitor's text may be any Unicode and have lines longer than
 * the 998 octets SMTP allows, so it cannot go as 7bit or 8bit.
 */
export function base64Lines(text: string): string {
  const bytes = new TextEncoder().encode(text.replace(/\r?\n/g, '\r\n'));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return (btoa(binary).match(/.{1,76}/g) ?? []).join('\r\n');
}

/** Sends through a `send_email` binding (Cloudflare Email Routing). */
export function emailSink(binding: SendEmail, addresses: EmailAddresses): MessageSink {
  return {
    name: 'email',
    take: async (message) => {
      const raw = await notificationEmail(message, addresses);
      await binding.send(new EmailMessage(addresses.from, addresses.to, raw));
    },
  };
}
