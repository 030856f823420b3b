/**
 * Where responses are kept: the `responses` table of D1 (migrations/0007_responses.sql). Nothing is
 * shown before the owner approves it; a flood is bounded by how many may wait at once.
 */

import type { ResponseKind, ResponseStatus, StoredResponse } from '../../shared/response-record.ts';
import { withinTime } from '../time-limit.ts';
import type { Mention } from './read-mention.ts';

export type { ResponseKind, ResponseStatus, StoredResponse };

/**
 * How many responses may wait for the owner at once. Past it, new ones are refused until the owner
 * decides: a flood from many networks fills a queue, never the database (1,000 rows of at most a
 * few KB each).
 */
export const maxPendingResponses = 1_000;

/** How many approved responses a page shows: the newest, so a page's HTML stays bounded. */
export const maxShownPerPage = 200;

/** The most the owner's list gives at a time. */
export const maxListed = maxPendingResponses;

/** A comment's words, in characters: a reply, not a letter (the contact form takes 5,000). */
export const commentTextMaxLength = 2_000;

/** How long a D1 call may take before the request gives up on it. */
export const storeTimeoutMs = 2_000;

export type NewComment = { page: string; author: { name: string; url?: string }; text: string };

/** A mention as stored, or `full` when it would be new and maxPendingResponses wait already. */
export type MentionStored =
  | { outcome: 'added' | 'updated' | 'unchanged'; id: string; status: ResponseStatus }
  | { outcome: 'full' };

export type CommentStored = { outcome: 'added'; id: string } | { outcome: 'full' };

type Row = {
  id: string;
  kind: ResponseKind;
  page: string;
  author_name: string | null;
  author_url: string | null;
  text: string | null;
  source: string | null;
  published: string | null;
  received: string;
  decided: string | null;
  status: ResponseStatus;
};

const columns = 'id, kind, page, author_name, author_url, text, source, published, received, decided, status';

function responseOf(row: Row): StoredResponse {
  const defined = <T extends Record<string, unknown>>(fields: T) =>
    Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null)) as {
      [K in keyof T]?: Exclude<T[K], null>;
    };
  return {
    id: row.id,
    kind: row.kind,
    page: row.page,
    author: defined({ name: row.author_name, url: row.author_url }),
    ...defined({ text: row.text, source: row.source, published: row.published, decided: row.decided }),
    received: row.received,
    status: row.status,
  };
}

const within = <T>(work: Promise<T>, what: string) => withinTime(work, storeTimeoutMs, what);

/** A new row's insert, made only while fewer than maxPendingResponses wait (one statement: no race). */
const insertPending = (db: D1Database, values: (string | null)[], andWhere = 'true') =>
  db
    .prepare(
      `INSERT INTO responses (id, kind, page, author_name, author_url, text, source, published, received)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9
       WHERE (SELECT COUNT(*) FROM responses WHERE status = 'pending') < ${maxPendingResponses} AND ${andWhere}
       RETURNING id, status`,
    )
    .bind(...values);

/**
 * Adds a verified mention of `page` from `source`, or updates the one it sent before. An update
 * keeps the owner's decision, with two exceptions: an approved mention whose kind, author or words
 * changed waits again (an approval is of what the owner read: a source could otherwise turn an
 * approved reply into spam), and a rejected one is left as it was (sending it again does not put
 * it back before the owner; deleting it does).
 */
export async function addMention(
  db: D1Database,
  { source, page, mention }: { source: string; page: string; mention: Mention },
  now = new Date(),
): Promise<MentionStored> {
  const author = [mention.author?.name ?? null, mention.author?.url ?? null];
  const [text, published] = [mention.excerpt ?? null, mention.published ?? null];
  const bySource = 'source = ?1 AND page = ?2';
  const [before, updated, added] = await within(
    db.batch<{ id: string; status: ResponseStatus }>([
      db.prepare(`SELECT id, status FROM responses WHERE ${bySource}`).bind(source, page),
      db
        .prepare(
          `UPDATE responses SET kind = ?3, author_name = ?4, author_url = ?5, text = ?6, published = ?7,
             status = CASE WHEN status = 'approved' AND (kind, author_name, author_url, text) IS NOT (?3, ?4, ?5, ?6)
               THEN 'pending' ELSE status END
           WHERE ${bySource} AND status <> 'rejected'
             AND (kind, author_name, author_url, text, published) IS NOT (?3, ?4, ?5, ?6, ?7)
           RETURNING id, status`,
        )
        .bind(source, page, mention.kind, ...author, text, published),
      insertPending(
        db,
        [crypto.randomUUID(), mention.kind, page, ...author, text, source, published, now.toISOString()],
        'NOT EXISTS (SELECT 1 FROM responses WHERE source = ?7 AND page = ?3)',
      ),
    ]),
    'D1 batch of a mention',
  );
  const [existing] = before.results;
  if (existing)
    return { outcome: updated.results[0] ? 'updated' : 'unchanged', ...(updated.results[0] ?? existing) };
  const [row] = added.results;
  return row ? { outcome: 'added', ...row } : { outcome: 'full' };
}

/** Removes the mention `source` made of `page` (its source is gone or no longer links); whether there was one. */
export async function removeMention(db: D1Database, source: string, page: string): Promise<boolean> {
  const { meta } = await within(
    db.prepare('DELETE FROM responses WHERE source = ?1 AND page = ?2').bind(source, page).run(),
    'D1 removal of a mention',
  );
  return meta.changes > 0;
}

/** Adds a reader's comment, pending the owner's approval. */
export async function addComment(
  db: D1Database,
  comment: NewComment,
  now = new Date(),
): Promise<CommentStored> {
  const { results } = await within(
    insertPending(db, [
      crypto.randomUUID(),
      'comment',
      comment.page,
      comment.author.name,
      comment.author.url ?? null,
      comment.text,
      null,
      null,
      now.toISOString(),
    ]).all<{ id: string }>(),
    'D1 insert of a comment',
  );
  return results[0] ? { outcome: 'added', id: results[0].id } : { outcome: 'full' };
}

/** The approved responses of `page`: the newest maxShownPerPage, oldest first, as a page reads. */
export async function approvedFor(db: D1Database, page: string): Promise<StoredResponse[]> {
  const { results } = await within(approvedStatement(db, page).all<Row>(), 'D1 read of a page’s responses');
  return results.map(responseOf);
}

const approvedStatement = (db: D1Database, page: string) =>
  db
    .prepare(
      `SELECT * FROM (SELECT ${columns} FROM responses WHERE status = 'approved' AND page = ?1
         ORDER BY received DESC, id DESC LIMIT ?2)
       ORDER BY received, id`,
    )
    .bind(page, maxShownPerPage);

const versionStatement = (db: D1Database, page: string) =>
  db.prepare('SELECT version FROM response_versions WHERE page = ?1').bind(page);

/**
 * The version of what `page` shows (migrations/0009_response_versions.sql: the database draws a new
 * one whenever an approved response is added, changed or removed); undefined when none was ever
 * approved there.
 */
export async function shownVersionOf(db: D1Database, page: string): Promise<string | undefined> {
  const version = await within(
    versionStatement(db, page).first<string>('version'),
    'D1 read of a page’s responses’ version',
  );
  return version ?? undefined;
}

/** What approvedFor gives, with the version it is (read together, so the two always match). */
export async function shownResponsesOf(
  db: D1Database,
  page: string,
): Promise<{ version?: string; responses: StoredResponse[] }> {
  const [versions, rows] = await within(
    db.batch([versionStatement(db, page), approvedStatement(db, page)]),
    'D1 read of a page’s responses',
  );
  const version = (versions.results[0] as { version: string } | undefined)?.version;
  return { version, responses: (rows.results as Row[]).map(responseOf) };
}

/** The responses with `status`, oldest received first, at most `limit` (up to maxListed). */
export async function responsesWithStatus(
  db: D1Database,
  status: ResponseStatus,
  { limit = 100 } = {},
): Promise<StoredResponse[]> {
  const { results } = await within(
    db
      .prepare(`SELECT ${columns} FROM responses WHERE status = ?1 ORDER BY received, id LIMIT ?2`)
      .bind(status, Math.max(1, Math.min(limit, maxListed)))
      .all<Row>(),
    'D1 read of responses by status',
  );
  return results.map(responseOf);
}

export async function responseById(db: D1Database, id: string): Promise<StoredResponse | undefined> {
  const row = await within(
    db.prepare(`SELECT ${columns} FROM responses WHERE id = ?1`).bind(id).first<Row>(),
    'D1 read of a response',
  );
  return row ? responseOf(row) : undefined;
}

/** Sets the owner's decision on a response; the response as it now is, or undefined when there is none. */
async function decide(db: D1Database, id: string, status: 'approved' | 'rejected', now: Date) {
  const row = await within(
    db
      .prepare(`UPDATE responses SET status = ?2, decided = ?3 WHERE id = ?1 RETURNING ${columns}`)
      .bind(id, status, now.toISOString())
      .first<Row>(),
    `D1 update of a response to ${status}`,
  );
  return row ? responseOf(row) : undefined;
}

export const approveResponse = (db: D1Database, id: string, now = new Date()) =>
  decide(db, id, 'approved', now);

export const rejectResponse = (db: D1Database, id: string, now = new Date()) =>
  decide(db, id, 'rejected', now);

/** Deletes a response for good (a person's erasure, the owner's tidying); whether there was one. */
export async function deleteResponse(db: D1Database, id: string): Promise<boolean> {
  const { meta } = await within(
    db.prepare('DELETE FROM responses WHERE id = ?1').bind(id).run(),
    'D1 deletion of a response',
  );
  return meta.changes > 0;
}
