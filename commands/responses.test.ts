import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { temporaryDirs } from '../testing/temporary-dirs.ts';
import { type LocalState, openLocalState } from './local-state.ts';
import { responsesCommand } from './responses.ts';

const temporaryDir = temporaryDirs();

let persistTo: string;
let state: LocalState;

const ids = {
  comment: '11111111-1111-4111-8111-111111111111',
  reply: '22222222-2222-4222-8222-222222222222',
  like: '33333333-3333-4333-8333-333333333333',
};
const unknownId = '99999999-9999-4999-8999-999999999999';

/** `npm run responses` in this process, on the state the tests hold open. */
const responses = (...args: string[]) =>
  responsesCommand(['--persist-to', persistTo, ...args], {
    openState: async () => ({ env: state.env, dispose: async () => {} }),
    now: new Date('2026-12-01T12:00:00.000Z'),
  });

const rows = async () =>
  (await state.env.STATS.prepare('SELECT id, status, decided FROM responses ORDER BY id').all()).results;

/**
 * The counts' database of a local Worker's state, given the tables of migrations/ through the
 * binding (as commands/stats.test.ts does: wrangler's own apply is a launch of seconds), and three
 * responses as worker/responses/store.ts writes them: a comment whose author hides a bidi override
 * and an escape sequence, an approved reply, a rejected like.
 */
beforeAll(async () => {
  persistTo = await temporaryDir('responses-state-');
  state = await openLocalState(persistTo);
  const migrations = join(import.meta.dirname, '..', 'migrations');
  for (const file of (await readdir(migrations)).filter((name) => name.endsWith('.sql')).sort())
    await state.env.STATS.prepare(await readFile(join(migrations, file), 'utf8')).all();
}, 60_000);

beforeEach(async () => {
  await state.env.STATS.batch([
    state.env.STATS.prepare('DELETE FROM responses'),
    state.env.STATS.prepare(
      `INSERT INTO responses (id, kind, page, author_name, author_url, text, source, received, decided, status) VALUES
        ('${ids.comment}', 'comment', '/writing/hello-world/', 'Bo \u202Eevil\u001b[2J', 'https://bo.example/',
         'Thanks, this helped.\nA second line.', NULL, '2026-12-01T10:00:00.000Z', NULL, 'pending'),
        ('${ids.reply}', 'reply', '/de/writing/hello-world/', 'Ana', NULL, 'Great post!',
         'https://ana.example/replies/1', '2026-11-30T09:00:00.000Z', '2026-11-30T10:00:00.000Z', 'approved'),
        ('${ids.like}', 'like', '/writing/hello-world/', 'Bo \u202Eevil\u001b[2J', NULL, NULL,
         'https://bo.example/likes/1', '2026-11-29T08:00:00.000Z', '2026-11-29T09:00:00.000Z', 'rejected')`,
    ),
  ]);
});

afterAll(() => state?.dispose());

describe("npm run responses, against a local Worker's D1", { timeout: 30_000 }, () => {
  it('lists pending, approved and rejected newest first, each with its id, author, source and whole text', async () => {
    const { code, stdout } = await responses();
    expect(code).toBe(0);
    const heads = stdout.split('\n').filter((line) => /^(pending|approved|rejected) /.test(line));
    expect(heads).toEqual([
      'pending   comment   2026-12-01 10:00Z  /writing/hello-world/',
      'approved  reply     2026-11-30 09:00Z  /de/writing/hello-world/',
      'rejected  like      2026-11-29 08:00Z  /writing/hello-world/',
    ]);
    expect(stdout).toContain(`  id      ${ids.comment}\n`);
    expect(stdout).toContain('  source  https://ana.example/replies/1\n');
    expect(stdout).toContain('  > Thanks, this helped.\n  > A second line.\n');
    expect(stdout).toContain('3 responses, newest first: 1 pending, 1 approved, 1 rejected.');
  });

  it('prints a stranger’s controls and bidi characters as their codes, never raw', async () => {
    const { stdout } = await responses();
    expect(stdout).toContain('  author  Bo [U+202E]evil[U+001B][2J <https://bo.example/>');
    expect(stdout).not.toContain('\u001b');
    expect(stdout).not.toContain('\u202e');
    const json = (await responses('--json')).stdout;
    expect(json).not.toContain('\u202e');
    expect(JSON.parse(json)[0].author.name).toBe('Bo \u202Eevil\u001b[2J');
  });

  it('--status and --author narrow the list; --json gives every stored field', async () => {
    expect((await responses('--status', 'approved')).stdout).toMatch(/^approved {2}reply/);
    expect((await responses('--status', 'pending', '--author', 'Ana')).stdout).toBe(
      'No pending responses.\n',
    );
    const byUrl = JSON.parse((await responses('--author', 'https://bo.example/', '--json')).stdout);
    expect(byUrl).toEqual([
      {
        id: ids.comment,
        kind: 'comment',
        page: '/writing/hello-world/',
        author: { name: 'Bo \u202Eevil\u001b[2J', url: 'https://bo.example/' },
        text: 'Thanks, this helped.\nA second line.',
        received: '2026-12-01T10:00:00.000Z',
        status: 'pending',
      },
    ]);
    const byName = JSON.parse((await responses('--author', 'Bo \u202Eevil\u001b[2J', '--json')).stdout);
    expect(byName.map(({ id }: { id: string }) => id)).toEqual([ids.comment, ids.like]);
  });

  it('--approve, --reject and --delete decide, together, with the time of the decision', async () => {
    const outcome = await responses('--approve', ids.comment, '--reject', ids.reply, '--delete', ids.like);
    expect(outcome).toMatchObject({ code: 0, stderr: '' });
    expect(outcome.stdout).toBe(`Approved ${ids.comment}.\nRejected ${ids.reply}.\nDeleted ${ids.like}.\n`);
    expect(await rows()).toEqual([
      { id: ids.comment, status: 'approved', decided: '2026-12-01T12:00:00.000Z' },
      { id: ids.reply, status: 'rejected', decided: '2026-12-01T12:00:00.000Z' },
    ]);
  });

  it('an unknown id changes nothing, not even the decisions named with it', async () => {
    const before = await rows();
    const outcome = await responses('--approve', ids.comment, '--delete', unknownId);
    expect(outcome).toMatchObject({ code: 1, stdout: '' });
    expect(outcome.stderr).toBe(
      `No response has the id ${unknownId}: \`npm run responses\` shows each one's. Nothing was changed.\n`,
    );
    expect(await rows()).toEqual(before);
  });

  it('refuses a bad flag, status or id with the reason, and touches nothing', async () => {
    const before = await rows();
    const cases: [string[], RegExp][] = [
      [['--colour'], /Unknown option '--colour'[\s\S]*Usage: npm run responses/],
      [['--status', 'spam'], /--status takes pending, approved, rejected \(not "spam"\)/],
      [['--delete', "x' OR 1=1 --"], /"x' OR 1=1 --" is not an id of a response/],
      [['--approve', ids.comment, '--reject', ids.comment], /is named more than once/],
      [['--delete', ids.like, '--json'], /list them with --status, --author or --json on their own/],
      [['--remote'], /--persist-to is for local state/],
    ];
    for (const [args, message] of cases) {
      const outcome = await responses(...args);
      expect(outcome.code, args.join(' ')).toBe(2);
      expect(outcome.stderr).toMatch(message);
    }
    expect(await rows()).toEqual(before);
  });

  it('says how to create the table where the migrations never ran', async () => {
    const noTable = async () => {
      throw new Error('D1_ERROR: no such table: responses: SQLITE_ERROR');
    };
    const STATS = { prepare: (sql: string) => state.env.STATS.prepare(sql), batch: noTable };
    const fresh = { env: { ...state.env, STATS }, dispose: async () => {} };
    const { code, stderr } = await responsesCommand(['--persist-to', '/tmp/fresh-state'], {
      openState: async () => fresh,
    });
    expect(code).toBe(1);
    expect(stderr).toContain('has no responses table yet');
    expect(stderr).toContain('npx wrangler d1 migrations apply STATS --local --persist-to /tmp/fresh-state');
  });
});
