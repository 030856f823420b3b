import { describe, expect, it } from 'vitest';
import { emailSubjectPrefix, notificationEmail } from './email.ts';
import type { ReceivedMessage } from './sink.ts';

const message: ReceivedMessage = {
  id: 'b6f1c7e2-0000-4000-8000-000000000001',
  receivedAt: '2025-03-01T10:00:00.000Z',
  country: 'IN',
  name: 'Zoë "Z" Müller',
  email: 'zoe@example.com',
  subject: 'Café project — next steps',
  message: 'Hello,\nare you available in April?',
};
const addresses = { from: 'portfolio@owner.example', to: 'owner@owner.example' };

const decodeBase64 = (base64: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(base64.replace(/\s/g, '')), (c) => c.charCodeAt(0)));

/** Decodes an RFC 2047 `=?utf-8?B?...?=` word as a mail client would. */
const decodeWord = (word: string) => decodeBase64(word.match(/^=\?utf-8\?B\?(.*)\?=$/)?.[1] ?? '');

const header = (raw: string, name: string) =>
  raw
    .split('\r\n\r\n')[0]
    .split('\r\n')
    .find((line) => line.startsWith(`${name}: `))
    ?.slice(name.length + 2);

const raw = await notificationEmail(message, addresses);

describe('notificationEmail', () => {
  it('goes from the configured sender to the owner', () => {
    expect(header(raw, 'From')).toMatch(/<portfolio@owner\.example>$/);
    expect(header(raw, 'To')).toBe('<owner@owner.example>');
  });

  it('carries the visitor subject behind a prefix the owner can filter on', () => {
    expect(decodeWord(header(raw, 'Subject') ?? '')).toBe(`${emailSubjectPrefix}${message.subject}`);
    expect(emailSubjectPrefix).toBe('[Portfolio] ');
  });

  it('replies to the visitor, with their name encoded so it cannot break the header', () => {
    const replyTo = header(raw, 'Reply-To') ?? '';
    const [, word, address] = replyTo.match(/^(\S+) <(.+)>$/) ?? [];
    expect(address).toBe('zoe@example.com');
    expect(decodeWord(word)).toBe(message.name);
  });

  it('ends every line with CRLF, as RFC 5322 requires', () => {
    expect(raw.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('is plain text with the message, who sent it and when, in base64 lines a mail server accepts', () => {
    expect(raw).toMatch(/Content-Type: text\/plain; charset=UTF-8/i);
    expect(raw).toMatch(/Content-Transfer-Encoding: base64/);
    const encoded = raw.slice(raw.lastIndexOf('\r\n\r\n') + 4);
    expect(Math.max(...encoded.split('\r\n').map((line) => line.length))).toBeLessThanOrEqual(76);
    const body = decodeBase64(encoded);
    expect(body).toContain('Hello,\r\nare you available in April?');
    expect(body).toContain('zoe@example.com');
    expect(body).toContain('2025-03-01T10:00:00.000Z (IN)');
    expect(body).toContain(message.id);
  });

  it('says which language the message was sent from, when it was stored with one', async () => {
    const bodyOf = (raw: string) => decodeBase64(raw.slice(raw.lastIndexOf('\r\n\r\n') + 4));
    const german = bodyOf(await notificationEmail({ ...message, locale: 'de' }, addresses));
    expect(german).toContain('\r\nLanguage: de\r\n');
    expect(bodyOf(raw)).not.toContain('Language:');
  });
});
