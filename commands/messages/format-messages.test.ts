import { describe, expect, it } from 'vitest';
import { csvField, firstWords, formatCsv, formatReceivedAt, formatTable } from './format-messages.ts';
import { parseStoredMessage, type StoredMessage } from './read-messages.ts';

const message = (fields: Partial<StoredMessage> = {}): StoredMessage => ({
  key: 'msg:2026-03-01T09:30:12.345Z:a1',
  receivedAt: '2026-03-01T09:30:12.345Z',
  name: 'Priya Nair',
  email: 'priya@example.com',
  subject: 'Contract role',
  message: 'Hello Aarav, we are hiring for a six-month contract.',
  ...fields,
});

describe('formatTable', () => {
  it('shows date, name, e-mail, subject and the first words, one message a line', () => {
    const table = formatTable([message()]).split('\n');
    expect(table[0]).toMatch(/^Date \(UTC\)\s+Name\s+E-mail\s+Subject\s+Message$/);
    expect(table[2]).toMatch(
      /^2026-03-01 09:30Z\s+Priya Nair\s+priya@example\.com\s+Contract role\s+Hello Aarav, we are hiring/,
    );
    expect(table.at(-1)).toBe('1 message, newest first.');
  });

  it('keeps every row on one line, however long or multi-line the fields are', () => {
    const long = message({ subject: 'x'.repeat(300), message: 'line one\nline two\r\n'.repeat(50) });
    const rows = formatTable([long, message()]).split('\n');
    expect(rows).toHaveLength(6);
    expect(rows[2]).toContain(`${'x'.repeat(27)}…`);
    expect(rows[2]).toMatch(/line one line two line one .*…$/);
  });

  it('says so when there are no messages', () => {
    expect(formatTable([])).toBe('No contact messages yet.');
  });
});

describe('firstWords', () => {
  it('cuts at a word boundary and marks the cut', () => {
    expect(firstWords('The quick brown fox jumps over the lazy dog', 20)).toBe('The quick brown fox…');
    expect(firstWords('short', 20)).toBe('short');
  });
});

describe('formatReceivedAt', () => {
  it('shows the UTC minute', () => {
    expect(formatReceivedAt('2026-03-01T09:30:12.345Z')).toBe('2026-03-01 09:30Z');
  });
});

describe('formatCsv', () => {
  it('quotes every field, doubles quotes and keeps line breaks and commas inside the field', () => {
    const csv = formatCsv([message({ name: 'Nair, Priya', message: 'She said "hi"\nthen left' })]);
    const [header, row] = csv.split('\r\n');
    expect(header).toBe(
      '"receivedAt","name","email","subject","message","country","userAgent","emailError","id"',
    );
    expect(csv).toContain('"Nair, Priya"');
    expect(csv).toContain('"She said ""hi""\nthen left"');
    expect(row.startsWith('"2026-03-01T09:30:12.345Z"')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('includes the fields the Worker adds when they are there', () => {
    const csv = formatCsv([message({ country: 'IN', emailError: 'send_email failed', id: 'a1' })]);
    expect(csv).toContain('"IN","","send_email failed","a1"');
  });

  it('defuses fields a spreadsheet would run as formulas', () => {
    expect(csvField('=HYPERLINK("http://evil.example")')).toBe('"\'=HYPERLINK(""http://evil.example"")"');
    expect(csvField('+1 555')).toBe('"\'+1 555"');
    expect(csvField('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvField('plain')).toBe('"plain"');
  });
});

describe('parseStoredMessage', () => {
  it('keeps extra fields the Worker stores and tolerates missing ones', () => {
    const parsed = parseStoredMessage(
      'msg:2026-03-01T09:30:12.345Z:a1',
      JSON.stringify({ name: 'Priya', message: 'Hi', userAgent: 'curl/8', futureField: 1 }),
    );
    expect(parsed).toMatchObject({
      receivedAt: '2026-03-01T09:30:12.345Z',
      name: 'Priya',
      email: '',
      subject: '',
      message: 'Hi',
      userAgent: 'curl/8',
      futureField: 1,
    });
  });

  it('keeps a value that is not JSON as the message text', () => {
    expect(parseStoredMessage('msg:2026-03-01T09:30:12.345Z:a1', 'plain text').message).toBe('plain text');
  });
});
