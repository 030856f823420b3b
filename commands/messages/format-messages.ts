/** The three ways `npm run messages` prints messages: a table for reading, JSON and CSV for export. */
import type { StoredMessage } from './read-messages.ts';

/** Columns wide enough for a terminal of about 150 characters. */
const widths = { date: 17, name: 20, email: 28, subject: 28, preview: 48 } as const;

/** "2026-11-23T06:24:57.186Z" → "2026-11-23 06:24Z": minutes are enough to tell messages apart by eye. */
export function formatReceivedAt(receivedAt: string): string {
  const match = receivedAt.match(/^(\d{4}-\d\d-\d\d)T(\d\d:\d\d)/);
  return match ? `${match[1]} ${match[2]}Z` : receivedAt;
}

/** The first words of a message on one line, cut at a word boundary with an ellipsis. */
export function firstWords(message: string, width: number = widths.preview): string {
  const line = message.replace(/\s+/g, ' ').trim();
  if (line.length <= width) return line;
  const head = line.slice(0, width);
  const atWord = head.lastIndexOf(' ');
  return `${(atWord > width / 2 ? head.slice(0, atWord) : head.slice(0, width - 1)).trimEnd()}…`;
}

function padCell(value: string, width: number): string {
  const line = value.replace(/\s+/g, ' ').trim();
  const cut = line.length > width ? `${line.slice(0, width - 1)}…` : line;
  return cut.padEnd(width);
}

export function formatTable(messages: StoredMessage[]): string {
  if (messages.length === 0) return 'No contact messages yet.';
  const header = [
    padCell('Date (UTC)', widths.date),
    padCell('Name', widths.name),
    padCell('E-mail', widths.email),
    padCell('Subject', widths.subject),
    'Message',
  ].join('  ');
  const rows = messages.map((message) =>
    [
      padCell(formatReceivedAt(message.receivedAt), widths.date),
      padCell(message.name, widths.name),
      padCell(message.email, widths.email),
      padCell(message.subject, widths.subject),
      firstWords(message.message),
    ]
      .join('  ')
      .trimEnd(),
  );
  const count = `${messages.length} message${messages.length === 1 ? '' : 's'}, newest first.`;
  return [header.trimEnd(), '-'.repeat(header.trimEnd().length), ...rows, '', count].join('\n');
}

export function formatJson(messages: StoredMessage[]): string {
  return JSON.stringify(messages, null, 2);
}

const csvColumns = [
  'receivedAt',
  'name',
  'email',
  'subject',
  'message',
  'country',
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

export function formatCsv(messages: StoredMessage[]): string {
  const lines = [csvColumns, ...messages.map((message) => csvColumns.map((column) => message[column]))];
  return `${lines.map((fields) => fields.map(csvField).join(',')).join('\r\n')}\r\n`;
}
