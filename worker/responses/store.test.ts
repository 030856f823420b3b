import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { nameMaxLength } from './plain-text.ts';
import type { Mention } from './read-mention.ts';
import {
  addComment,
  addMention,
  approvedFor,
  approveResponse,
  commentTextMaxLength,
  deleteResponse,
  maxPendingResponses,
  maxShownPerPage,
  rejectResponse,
  removeMention,
  responseById,
  responsesWithStatus,
} from './store.ts';

const db = env.STATS;
const post = '/writing/hello-world/';
const source = 'https://alice.example/notes/1';
const reply: Mention = {
  kind: 'reply',
  author: { name: 'Alice Example', url: 'https://alice.example/' },
  published: '2026-03-05T09:30:00.000Z',
  excerpt: 'Great post!',
};
const comment = {
  page: post,
  author: { name: 'Bo', url: 'https://bo.example/' },
  text: 'Thanks, this helped.',
};

const count = async (where = '1') =>
  (await db.prepare(`SELECT COUNT(*) AS rows FROM responses WHERE ${where}`).first<{ rows: number }>())?.rows;

/** `rows` comments of `page` with `status`, written at once: c001, c002, …, a second apart. */
const writeComments = (rows: number, page: string, status: 'pending' | 'approved') =>
  db
    .prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
       INSERT INTO responses (id, kind, page, author_name, text, received, status)
       SELECT printf('c%03d', i), 'comment', ?2, 'Reader', 'Buy now', datetime('2026-01-01', '+' || i || ' seconds'), ?3
       FROM n`,
    )
    .bind(rows, page, status)
    .run();

beforeEach(async () => {
  await db.exec('DELETE FROM responses');
});

describe('a reader’s comment', () => {
  it('waits for the owner, shows on its page once approved, and leaves it when rejected or deleted', async () => {
    const added = await addComment(db, comment, new Date('2026-03-06T10:00:00Z'));
    if (added.outcome !== 'added') throw new Error('the comment was not added');

    expect(await approvedFor(db, post)).toEqual([]);
    expect(await responsesWithStatus(db, 'pending')).toEqual([
      {
        id: added.id,
        kind: 'comment',
        page: post,
        author: comment.author,
        text: comment.text,
        received: '2026-03-06T10:00:00.000Z',
        status: 'pending',
      },
    ]);

    const approved = await approveResponse(db, added.id, new Date('2026-03-07T08:00:00Z'));
    expect(approved).toMatchObject({ status: 'approved', decided: '2026-03-07T08:00:00.000Z' });
    expect(await approvedFor(db, post)).toEqual([approved]);
    expect(await approvedFor(db, '/writing/other/')).toEqual([]);

    expect(await rejectResponse(db, added.id)).toMatchObject({ status: 'rejected' });
    expect(await approvedFor(db, post)).toEqual([]);
    expect(await responsesWithStatus(db, 'rejected')).toMatchObject([{ id: added.id }]);

    expect(await deleteResponse(db, added.id)).toBe(true);
    expect(await responseById(db, added.id)).toBeUndefined();
    expect(await deleteResponse(db, added.id)).toBe(false);
    expect(await approveResponse(db, added.id)).toBeUndefined();
  });

  it('is refused by the database when it breaks the limits, and nothing is kept', async () => {
    const atLimit = await addComment(db, { ...comment, text: 'a'.repeat(commentTextMaxLength) });
    expect(atLimit.outcome).toBe('added');

    for (const refused of [
      { ...comment, text: 'a'.repeat(commentTextMaxLength + 1) },
      { ...comment, author: { name: 'b'.repeat(nameMaxLength + 1) } },
      { ...comment, author: { name: 'Mallory', url: 'javascript:alert(1)' } },
      { ...comment, text: '' },
    ])
      await expect(addComment(db, refused)).rejects.toThrow(/CHECK constraint failed/);
    expect(await count()).toBe(1);
  });
});

describe('a webmention', () => {
  it('is kept once per source and page: sent again unchanged, it changes nothing', async () => {
    const first = await addMention(db, { source, page: post, mention: reply });
    const again = await addMention(db, { source, page: post, mention: reply });
    const otherPage = await addMention(db, { source, page: '/writing/other/', mention: reply });

    expect(first).toMatchObject({ outcome: 'added', status: 'pending' });
    expect(again).toEqual({ ...first, outcome: 'unchanged' });
    expect(otherPage).toMatchObject({ outcome: 'added' });
    expect(await responsesWithStatus(db, 'pending')).toMatchObject([
      {
        kind: 'reply',
        source,
        page: post,
        author: reply.author,
        text: 'Great post!',
        published: reply.published,
      },
      { source, page: '/writing/other/' },
    ]);
  });

  it('approved, then edited at its source, waits for the owner again; a new date alone keeps it shown', async () => {
    const added = await addMention(db, { source, page: post, mention: reply });
    if (added.outcome !== 'added') throw new Error('the mention was not added');
    await approveResponse(db, added.id);

    const redated = await addMention(db, {
      source,
      page: post,
      mention: { ...reply, published: '2026-03-06T00:00:00.000Z' },
    });
    expect(redated).toEqual({ outcome: 'updated', id: added.id, status: 'approved' });
    expect(await approvedFor(db, post)).toMatchObject([{ published: '2026-03-06T00:00:00.000Z' }]);

    const spam = { ...reply, excerpt: 'Cheap pills at spam.example' };
    expect(await addMention(db, { source, page: post, mention: spam })).toEqual({
      outcome: 'updated',
      id: added.id,
      status: 'pending',
    });
    expect(await approvedFor(db, post)).toEqual([]);
  });

  it('rejected, then sent again, stays rejected and as the owner saw it', async () => {
    const added = await addMention(db, { source, page: post, mention: reply });
    if (added.outcome !== 'added') throw new Error('the mention was not added');
    await rejectResponse(db, added.id);

    const resent = await addMention(db, { source, page: post, mention: { ...reply, excerpt: 'Please?' } });

    expect(resent).toEqual({ outcome: 'unchanged', id: added.id, status: 'rejected' });
    expect(await responseById(db, added.id)).toMatchObject({ status: 'rejected', text: 'Great post!' });
  });

  it('is removed when its source is gone, and only for that page', async () => {
    await addMention(db, { source, page: post, mention: reply });
    await addMention(db, { source, page: '/writing/other/', mention: reply });

    expect(await removeMention(db, source, post)).toBe(true);
    expect(await removeMention(db, source, post)).toBe(false);
    expect(await responsesWithStatus(db, 'pending')).toMatchObject([{ page: '/writing/other/' }]);
  });
});

describe('a page', () => {
  it(`shows its newest ${maxShownPerPage} approved responses, oldest first`, async () => {
    await writeComments(maxShownPerPage + 1, post, 'approved');

    const shown = await approvedFor(db, post);

    expect(shown).toHaveLength(maxShownPerPage);
    expect(shown[0].id).toBe('c002');
    expect(shown.at(-1)?.id).toBe(`c${maxShownPerPage + 1}`);
  });
});

describe(`a flood of ${maxPendingResponses.toLocaleString('en')} pending responses`, () => {
  it('refuses new ones until the owner decides, and still updates the ones already kept', async () => {
    const kept = await addMention(db, { source, page: post, mention: reply });
    await writeComments(maxPendingResponses - 1, '/writing/other/', 'pending');

    expect(await addComment(db, comment)).toEqual({ outcome: 'full' });
    const otherSource = { source: 'https://bob.example/', page: post, mention: reply };
    expect(await addMention(db, otherSource)).toEqual({ outcome: 'full' });
    expect(await addMention(db, { source, page: post, mention: { ...reply, excerpt: 'Edited' } })).toEqual({
      ...kept,
      outcome: 'updated',
    });
    expect(await count()).toBe(maxPendingResponses);

    await rejectResponse(db, 'c001');
    expect(await addMention(db, otherSource)).toMatchObject({ outcome: 'added' });
  });
});
