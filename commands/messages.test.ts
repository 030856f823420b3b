import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import stringWidth from 'string-width';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { temporaryDirs } from '../testing/temporary-dirs.ts';
import { type LocalState, openLocalState } from './local-state.ts';
import { messagesCommand } from './messages.ts';

const run = promisify(execFile);
const script = join(import.meta.dirname, 'messages.ts');
const temporaryDir = temporaryDirs();

// Four visitors, sent oldest first. The first writes from the German page; the others from the
// default one, which sends no locale.
const sent = [
  {
    name: '陳美玲',
    email: 'meiling@example.cn',
    subject: '合作机会',
    message: '你好！我们在柏林招聘前端工程师。',
    locale: 'de',
  },
  {
    name: 'Priya Nair',
    email: 'priya@example.com',
    subject: 'Contract role',
    message: 'Hello Aarav, we are hiring for a six-month contract on our payments team.',
  },
  {
    name: 'Chen, Wei',
    email: 'wei@example.org',
    subject: 'Talk at "EdgeConf"',
    message: 'Would you speak at our meetup?\nIt is in March.',
  },
  {
    name: 'Sam Okafor',
    email: 'sam@example.net',
    subject: '=1+1',
    message: 'Loved the FleetPulse write-up.',
  },
];

let persistTo: string;
let state: LocalState;

/**
 * The namespace of a local Worker's state under `persistTo`, as `wrangler dev --persist-to` keeps it
 * (commands/local-state.ts, in this process): what the tests store there, `npm run messages` reads.
 */
beforeAll(async () => {
  persistTo = await temporaryDir('messages-state-');
  state = await openLocalState(persistTo);
  const namespace = state.env.CONTACT_MESSAGES;
  // Each stored as the Worker keeps it (worker/routes/contact.ts and worker/sinks/kv.ts, whose tests
  // check both): under msg:<receivedAt>:<id>, the sender's fields with the id and time, the language
  // ("en" when the page sent none) and the browser's family ("Other" for this user agent).
  for (const { locale, ...fields } of sent) {
    const id = crypto.randomUUID();
    const receivedAt = new Date().toISOString();
    const message = { id, receivedAt, ...fields, locale: locale ?? 'en', browser: 'Other' };
    await namespace.put(`msg:${receivedAt}:${id}`, JSON.stringify(message));
    // receivedAt has millisecond resolution; keep the order unambiguous.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}, 90_000);

afterAll(() => state?.dispose());

/** `npm run messages` in this process, on the state the tests hold open. */
const messages = (...args: string[]) =>
  messagesCommand(['--persist-to', persistTo, ...args], {
    openState: async () => ({ env: state.env, dispose: async () => {} }),
  });

describe("npm run messages, against the messages in a local Worker's state", { timeout: 30_000 }, () => {
  it('lists them newest first as a table: date, language, name, e-mail, subject, first words', async () => {
    const { stdout } = await messages();
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Date \(UTC\)\s+Lang\s+Name\s+E-mail\s+Subject\s+Message$/);
    expect(lines[2]).toMatch(
      /^\d{4}-\d\d-\d\d \d\d:\d\dZ\s+en\s+Sam Okafor\s+sam@example\.net\s+=1\+1\s+Loved the FleetPulse/,
    );
    expect(lines[3]).toMatch(
      /\sen\s+Chen, Wei\s+wei@example\.org\s+Talk at "EdgeConf"\s+Would you speak at our meetup\? It is in March\.$/,
    );
    expect(lines[4]).toMatch(
      /\sen\s+Priya Nair\s+priya@example\.com\s+Contract role\s+Hello Aarav, we are hiring for a six-month…$/,
    );
    expect(lines[5]).toMatch(
      /\sde\s+陳美玲\s+meiling@example\.cn\s+合作机会\s+你好！我们在柏林招聘前端工程师。$/,
    );
    // The Chinese name takes two terminal cells a character and shifts no column after it.
    const emailColumn = (line: string, email: string) => stringWidth(line.slice(0, line.indexOf(email)));
    expect(emailColumn(lines[5], 'meiling@')).toBe(emailColumn(lines[0], 'E-mail'));
    expect(emailColumn(lines[4], 'priya@')).toBe(emailColumn(lines[0], 'E-mail'));
    expect(lines.at(-1)).toBe('4 messages, newest first.');
  });

  it('--json gives every stored field, newest first, the language among them', async () => {
    const { stdout } = await messages('--json');
    const listed = JSON.parse(stdout);
    expect(listed.map((message: { name: string }) => message.name)).toEqual([
      'Sam Okafor',
      'Chen, Wei',
      'Priya Nair',
      '陳美玲',
    ]);
    expect(listed[2]).toMatchObject({ ...sent[1], locale: 'en', browser: 'Other' });
    expect(listed[3]).toMatchObject(sent[0]);
    expect(listed[2].key).toBe(`msg:${listed[2].receivedAt}:${listed[2].id}`);
    expect(Date.parse(listed[0].receivedAt)).toBeGreaterThan(Date.parse(listed[2].receivedAt));
    // The real command, a process of its own, reads the same from the state directory.
    const { stdout: read } = await run(process.execPath, [script, '--persist-to', persistTo, '--json']);
    expect(JSON.parse(read)).toEqual(listed);
  }, 60_000);

  it('--csv quotes commas, quotes and line breaks and defuses formulas', async () => {
    const { stdout } = await messages('--csv');
    const rows = stdout.split('\r\n');
    expect(rows[0]).toBe(
      '"receivedAt","name","email","subject","message","locale","country","browser","userAgent","emailError","id"',
    );
    expect(rows[1]).toMatch(
      /^"[^"]+","Sam Okafor","sam@example\.net","'=1\+1","Loved the FleetPulse write-up\."/,
    );
    expect(stdout).toContain(
      '"Chen, Wei","wei@example.org","Talk at ""EdgeConf""","Would you speak at our meetup?\nIt is in March.","en"',
    );
    expect(stdout).toContain('"合作机会","你好！我们在柏林招聘前端工程师。","de"');
  });

  it('says so when a state directory holds no messages', async () => {
    // A directory no Worker ever wrote to, opened as the owner's run opens it.
    const empty = await temporaryDir('messages-empty-');
    const { stdout } = await messagesCommand(['--persist-to', empty]);
    expect(stdout.trim()).toBe('No contact messages yet.');
  });

  it('refuses --json together with --csv', async () => {
    const failure = await messages('--json', '--csv');
    expect(failure.code).toBe(2);
    expect(failure.stderr).toContain('Choose one of --json and --csv.');
  });

  // Last: these delete what the tests above read.
  it('--delete ID deletes that message only, and an id no message has deletes nothing', async () => {
    const before = JSON.parse((await messages('--json')).stdout) as { id: string; name: string }[];
    const unknown = await messages('--delete', 'no-such-id', '--delete', before[0].id);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No stored message has the id no-such-id');
    expect(JSON.parse((await messages('--json')).stdout)).toHaveLength(4);

    // Deleted through a state opened as the owner's run opens it, seen by the one the tests hold.
    const { stdout } = await messagesCommand(['--persist-to', persistTo, '--delete', before[0].id]);
    expect(stdout.trim()).toBe('Deleted 1 message; 3 left.');
    const after = JSON.parse((await messages('--json')).stdout) as { name: string }[];
    expect(after.map(({ name }) => name)).toEqual(before.slice(1).map(({ name }) => name));
  });

  it('--older-than DAYS deletes the messages older than that, and refuses a count that is no number', async () => {
    expect((await messages('--older-than', '1')).stdout.trim()).toBe(
      'Deleted 0 messages (0 older than 1 days); 3 left.',
    );
    const refused = await messages('--older-than', 'a week');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--older-than takes a whole number of days');
    expect((await messages('--older-than', '0')).stdout.trim()).toBe(
      'Deleted 3 messages (3 older than 0 days); 0 left.',
    );
    expect((await messages()).stdout.trim()).toBe('No contact messages yet.');
  });
});
