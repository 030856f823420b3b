/** The three ways `npm run messages` prints messages: a table for reading, JSON and CSV for export. */
import stringWidth from 'string-width';
import { fitCell, headWithin, inertJson, inertText, oneLine } from '../terminal-cells.ts';
import type { StoredMessage } from './read-messages.ts';

/**
 * Columns, in terminal cells, for a terminal of about 160: the language column is only as wide as
 * its longest tag (usually "Lang" itself), up to its width here.
 */
const widths = { date: 17, language: 12, name: 20, email: 28, subject: 28, preview: 48 } as const;

const languageHeading = 'Lang';
/** What the language column shows for a message stored before the site had languages. */
export const unknownLanguage = '-';

/** "2026-11-23T06:24:57.186Z" → "2026-11-23 06:24Z": minutes are enough to tell messages apart by eye. */
export function formatReceivedAt(receivedAt: string): string {
  const match = receivedAt.match(/^(\d{4}-\d\d-\d\d)T(\d\d:\d\d)/);
  return match ? `${match[1]} ${match[2]}Z` : receivedAt;
}

/** The first words of a message on one line, at most `width` cells, cut at a word boundary with an ellipsis. */
export function firstWords(message: string, width: number = widths.preview): string {
  const line = oneLine(message);
  if (stringWidth(line) <= width) return line;
  const head = headWithin(line, width);
  const atWord = head.lastIndexOf(' ');
  const cut =
    atWord > 0 && stringWidth(head.slice(0, atWord)) > width / 2
      ? head.slice(0, atWord)
      : headWithin(line, width - 1);
  return `${cut.trimEnd()}…`;
}

/** The language the message was sent from; messages stored before the site had languages have none. */
const languageOf = (message: StoredMessage): string =>
  typeof message.locale === 'string' && message.locale.trim() !== '' ? message.locale : unknownLanguage;

export function formatTable(messages: StoredMessage[]): string {
  if (messages.length === 0) return 'No contact messages yet.';
  const languageWidth = Math.min(
    widths.language,
    Math.max(
      stringWidth(languageHeading),
      ...messages.map((message) => stringWidth(oneLine(languageOf(message)))),
    ),
  );
  const header = [
    fitCell('Date (UTC)', widths.date),
    fitCell(languageHeading, languageWidth),
    fitCell('Name', widths.name),
    fitCell('E-mail', widths.email),
    fitCell('Subject', widths.subject),
    'Message',
  ].join('  ');
  const rows = messages.map((message) =>
    [
      fitCell(formatReceivedAt(message.receivedAt), widths.date),
      fitCell(languageOf(message), languageWidth),
      fitCell(message.name, widths.name),
      fitCell(message.email, widths.email),
      fitCell(message.subject, widths.subject),
      firstWords(message.message),
    ]
      .join('  ')
      .trimEnd(),
  );
  const count = `${messages.length} message${messages.length === 1 ? '' : 's'}, newest first.`;
  return [header.trimEnd(), '-'.repeat(header.trimEnd().length), ...rows, '', count].join('\n');
}

export function formatJson(messages: StoredMessage[]): string {
  return inertJson(messages);
}

const csvColumns = [
  'receivedAt',
  'name',
  'email',
  'subject',
  'message',
  'locale',
  'country',
  'browser',
  'userAgent',
  'emailError',
  'id',
];

/**
 * RFC 4180: every field quoted, quotes doubled, line breaks kept inside the quotes. Messages are
 * written by strangers, so a field a spreadsheet would run as a formula (= + - @, tab, CR) gets
 * a leading apostrophe (OWASP "CSV injection").
 */
export function csvField(value: unknown): string {
  const text = value === undefined || value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/**
 * To a file, every field as the visitor wrote it; to a terminal (`terminal`), with every control
 * but line breaks and tabs, and every bidi control, shown as its code.
 */
export function formatCsv(messages: StoredMessage[], { terminal = false } = {}): string {
  const lines = [csvColumns, ...messages.map((message) => csvColumns.map((column) => message[column]))];
  const csv = `${lines.map((fields) => fields.map(csvField).join(',')).join('\r\n')}\r\n`;
  return terminal ? inertText(csv, '\r\n\t') : csv;
}
