import stringWidth from 'string-width';
import { describe, expect, it } from 'vitest';
import {
  csvField,
  firstWords,
  formatCsv,
  formatJson,
  formatReceivedAt,
  formatTable,
} from './format-messages.ts';
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

const headings = ['Date (UTC)', 'Lang', 'Name', 'E-mail', 'Subject', 'Message'];
const segmenter = new Intl.Segmenter();

/**
 * Cuts a table line at the terminal cells where the header's columns start, measuring each
 * character as string-width does; a character that would straddle a column's edge fails the test.
 */
function cutAtColumns(header: string, line: string): string[] {
  const starts = headings.map((heading) => stringWidth(header.slice(0, header.indexOf(heading))));
  const cells = starts.map(() => '');
  let column = 0;
  for (const { segment } of segmenter.segment(line)) {
    const width = stringWidth(segment);
    const straddled = starts.find((start) => column < start && start < column + width);
    if (straddled !== undefined)
      throw new Error(`"${segment}" straddles the column edge at cell ${straddled}`);
    cells[starts.findLastIndex((start) => start <= column)] += segment;
    column += width;
  }
  return cells;
}

describe('formatTable', () => {
  it('shows date, language, name, e-mail, subject and the first words, one message a line', () => {
    const table = formatTable([message({ locale: 'de' })]).split('\n');
    expect(table[0]).toMatch(/^Date \(UTC\)\s+Lang\s+Name\s+E-mail\s+Subject\s+Message$/);
    expect(table[2]).toMatch(
      /^2026-03-01 09:30Z\s+de\s+Priya Nair\s+priya@example\.com\s+Contract role\s+Hello Aarav, we are hiring/,
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

  it('lines up Chinese, Hindi and emoji as a terminal draws them, and shows messages from before languages', () => {
    const [header, , ...rows] = formatTable([
      message({
        name: '陳美玲',
        email: 'meiling@example.cn',
        subject: '合作机会',
        message: '你好，我们正在招聘前端工程师。',
        locale: 'zh',
      }),
      message({
        name: 'प्रिया शर्मा',
        email: 'priya@example.in',
        subject: 'नमस्ते',
        message: 'क्या आप अनुबंध पर काम करेंगे?',
        locale: 'hi',
      }),
      message({
        name: 'Sam 👋🏽 Okafor',
        email: 'sam@example.net',
        subject: 'Team 👨‍👩‍👧 offsite',
        message: 'See you there 🎉',
        locale: 'pt-BR',
      }),
      message({ name: 'Ana Souza', email: 'ana@example.com', subject: 'Old one', message: 'Sent in 2025.' }),
    ]).split('\n');
    const table = rows.slice(0, 4).map((row) => cutAtColumns(header, row));
    // trimEnd, not trim: a cell pushed right by the one before it would start with a space.
    expect(table.map((cells) => cells.map((cell) => cell.trimEnd()))).toEqual([
      [
        '2026-03-01 09:30Z',
        'zh',
        '陳美玲',
        'meiling@example.cn',
        '合作机会',
        '你好，我们正在招聘前端工程师。',
      ],
      ['2026-03-01 09:30Z', 'hi', 'प्रिया शर्मा', 'priya@example.in', 'नमस्ते', 'क्या आप अनुबंध पर काम करेंगे?'],
      [
        '2026-03-01 09:30Z',
        'pt-BR',
        'Sam 👋🏽 Okafor',
        'sam@example.net',
        'Team 👨‍👩‍👧 offsite',
        'See you there 🎉',
      ],
      ['2026-03-01 09:30Z', '-', 'Ana Souza', 'ana@example.com', 'Old one', 'Sent in 2025.'],
    ]);
    // Two spaces before every column edge, so no cell runs into the next.
    for (const cells of table) for (const cell of cells.slice(0, -1)) expect(cell).toMatch(/\S {2,}$/);
  });

  it('cuts a long cell between whole characters, within its column', () => {
    const [header, , row] = formatTable([
      message({
        name: 'प्रियंका चोपड़ा जोनास शर्मा',
        subject: '我们想邀请您参加明年春天在上海举办的前端开发者大会',
        message: '👨‍👩‍👧'.repeat(40),
      }),
    ]).split('\n');
    const [, , name, , subject, preview] = cutAtColumns(header, row);
    expect(name.trimEnd()).toBe('प्रियंका चोपड़ा जोनास…');
    expect(subject.trimEnd()).toBe('我们想邀请您参加明年春天在…');
    expect(preview).toBe(`${'👨‍👩‍👧'.repeat(23)}…`);
    expect(stringWidth(preview)).toBe(47);
  });

  it('shows control characters a stranger sent as marks, so they cannot drive the terminal', () => {
    const table = formatTable([message({ name: 'Mallory\u001b[2J', message: 'hi \u009b31mthere\u0007' })]);
    expect(table.replaceAll('\n', '')).not.toMatch(/\p{Cc}/u);
    expect(table).toContain('Mallory\uFFFD[2J');
    expect(table).toContain('hi \uFFFD31mthere\uFFFD');
  });

  it('shows bidi controls as marks, so a subject cannot read as something it is not', () => {
    const table = formatTable([message({ subject: 'Invoice \u202Efdp.exe', message: 'a\u2067b\u200Fc' })]);
    expect(table).not.toMatch(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u);
    expect(table).toContain('Invoice \uFFFDfdp.exe');
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

  it('counts the cells a terminal draws, not the characters', () => {
    expect(firstWords('我们想邀请您参加 明年春天在上海举办的大会', 20)).toBe('我们想邀请您参加…');
    expect(firstWords('नमस्ते दुनिया', 6)).toBe('नमस्ते…');
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
      '"receivedAt","name","email","subject","message","locale","country","browser","userAgent","emailError","id"',
    );
    expect(csv).toContain('"Nair, Priya"');
    expect(csv).toContain('"She said ""hi""\nthen left"');
    expect(row.startsWith('"2026-03-01T09:30:12.345Z"')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('includes the fields the Worker adds when they are there, the language among them', () => {
    const csv = formatCsv([
      message({ locale: 'de', country: 'IN', emailError: 'send_email failed', id: 'a1' }),
      message({ id: 'a0' }),
    ]);
    const [, recent, old] = csv.split('\r\n');
    expect(recent).toContain('"de","IN","","","send_email failed","a1"');
    expect(old).toContain('"","","","","","a0"');
  });

  it('defuses fields a spreadsheet would run as formulas', () => {
    expect(csvField('=HYPERLINK("http://evil.example")')).toBe('"\'=HYPERLINK(""http://evil.example"")"');
    expect(csvField('+1 555')).toBe('"\'+1 555"');
    expect(csvField('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvField('plain')).toBe('"plain"');
  });
});

/** A stranger's attempts on the owner's terminal: clipboard write (OSC 52), a disguised link (OSC 8), a cleared screen, C1 CSI, bidi. */
const hostile = message({
  name: 'Mallory\u001b]52;c;bWFsd2FyZQ==\u0007',
  subject: '\u001b]8;;https://evil.example\u001b\\Your bank\u001b]8;;\u001b\\',
  message: 'line one\nline two\u001b[2J\u009b31m \u202Eexe.pdf\u2028',
});
/** Whether a control (line breaks and tabs aside) or a bidi control or separator is there raw. */
const hasRaw = (text: string) =>
  /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\u2028\u2029]/u.test(text.replace(/[\n\r\t]/g, ''));

describe('every output to a terminal', () => {
  it('carries no control or bidi character raw, in the table, the JSON and the CSV', () => {
    expect(hasRaw(formatTable([hostile]))).toBe(false);
    expect(hasRaw(formatJson([hostile]))).toBe(false);
    const csv = formatCsv([hostile], { terminal: true });
    expect(hasRaw(csv)).toBe(false);
    expect(csv).toContain('"line one\nline two[U+001B][2J[U+009B]31m [U+202E]exe.pdf[U+2028]"');
  });

  it('keeps the data whole: the JSON reads back as sent, and a CSV to a file keeps every character', () => {
    expect(JSON.parse(formatJson([hostile]))[0]).toEqual(hostile);
    expect(formatCsv([hostile])).toContain(hostile.message);
  });
});

describe('formatJson', () => {
  it('carries the language of the messages that have one', () => {
    const [recent, old] = JSON.parse(formatJson([message({ locale: 'zh' }), message()]));
    expect(recent.locale).toBe('zh');
    expect(old).not.toHaveProperty('locale');
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
