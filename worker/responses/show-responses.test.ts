import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Mention } from './read-mention.ts';
import { languageOfPath, pageWithResponses } from './show-responses.ts';
import { shownResponsesHtml } from './shown-responses.ts';
import {
  addComment,
  addMention,
  approveResponse,
  deleteResponse,
  rejectResponse,
  type StoredResponse,
} from './store.ts';

const db = env.STATS;
const origin = 'https://portfolio.example';

/** A built entry page as the comments' part writes it: the section, its heading, an empty list. */
const builtPage = (
  lang = 'en',
) => `<!doctype html><html lang="${lang}"><head><title>Hello</title></head><body><main><article><h1>Hello</h1>
<section class="responses" id="responses" aria-labelledby="responses-title"><h2 id="responses-title">Responses</h2><div class="responses__list" data-responses></div></section>
</article></main></body></html>`;

const assetEtag = '"built-page-1"';

/** The assets binding: the built page for any path, as Workers Static Assets answers it. */
const fetchAsset = async (request: Request) => {
  if (request.headers.has('If-None-Match')) throw new Error('the assets were asked with a condition');
  const lang = new URL(request.url).pathname.startsWith('/de/') ? 'de' : 'en';
  return new Response(builtPage(lang), {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      ETag: assetEtag,
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  });
};

let page: string;

/** A reader's GET of `path`, with its work after the answer (the cache's write) finished. */
async function visit(path = page, { database = db, headers = {} as Record<string, string> } = {}) {
  const ctx = createExecutionContext();
  const response = await pageWithResponses(
    new Request(`${origin}${path}`, { headers }),
    fetchAsset,
    database,
    (work) => ctx.waitUntil(work),
  );
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, body, list: listOf(body) };
}

/** The written list's inner HTML. */
const listOf = (body: string) =>
  /<div class="responses__list" data-responses>(.*?)<\/div><\/section>/s.exec(body)?.[1];

async function approvedComment(name: string, text: string, url?: string) {
  const added = await addComment(db, { page, author: { name, url }, text });
  if (added.outcome !== 'added') throw new Error('not added');
  await approveResponse(db, added.id);
  return added.id;
}

async function approvedMention(source: string, mention: Mention) {
  const stored = await addMention(db, { source, page, mention });
  if (stored.outcome === 'full') throw new Error('not added');
  await approveResponse(db, stored.id);
  return stored.id;
}

beforeEach(() => {
  // A page of its own per test: the edge's cache outlives a test, the database does not.
  page = `/writing/${crypto.randomUUID()}/`;
});

describe('an entry page with responses', () => {
  it('shows nothing before the owner approves, then the comment at the next request', async () => {
    const added = await addComment(db, { page, author: { name: 'Ada Reader' }, text: 'Thanks for this!' });
    if (added.outcome !== 'added') throw new Error('not added');
    const before = await visit();
    expect(before.response.status).toBe(200);
    expect(before.body).toBe(builtPage());
    expect(before.body).not.toContain('Thanks for this');

    await approveResponse(db, added.id, new Date('2026-03-07T08:00:00Z'));
    const after = await visit();
    expect(after.list).toContain('<bdi>Ada Reader</bdi>');
    expect(after.list).toContain('<p class="response__text"><bdi>Thanks for this!</bdi></p>');
    expect(after.list).toContain('<span class="response__badge" aria-hidden="true">AR</span>');
    expect(after.list).toMatch(/<time class="response__date" datetime="\d{4}-\d\d-\d\dT[\d:.]+Z">/);
    // The rest of the page is the built page's.
    expect(after.body.replace(after.list ?? '', '')).toBe(builtPage());
  });

  it('leaves a rejected or deleted response out at the next request', async () => {
    const kept = await approvedComment('Kept Reader', 'Still here');
    const rejected = await approvedComment('Second Reader', 'Soon rejected');
    const deleted = await approvedComment('Third Reader', 'Soon deleted');
    expect((await visit()).list).toContain('Soon deleted');

    await rejectResponse(db, rejected);
    await deleteResponse(db, deleted);
    const { list } = await visit();
    expect(list).toContain('Still here');
    expect(list).not.toContain('Soon rejected');
    expect(list).not.toContain('Soon deleted');

    await deleteResponse(db, kept);
    expect((await visit()).list).toBe('');
  });

  it('shows likes and reposts as counts with their authors’ names, and a reply with its source', async () => {
    await approvedMention('https://ann.example/likes/1', {
      kind: 'like',
      author: { name: 'Ann Liker', url: 'https://ann.example/' },
    });
    await approvedMention('https://bob.example/likes/1', { kind: 'like', author: { name: 'Bob Liker' } });
    await approvedMention('https://cy.example/reposts/1', { kind: 'repost', author: { name: 'Cy Sharer' } });
    await approvedMention('https://di.example/notes/1', {
      kind: 'reply',
      author: { name: 'Di Replier', url: 'https://di.example/' },
      published: '2026-03-05T09:30:00.000Z',
      excerpt: 'A thoughtful reply.',
    });
    const { list } = await visit();
    expect(list).toContain(
      '<li class="responses__reaction responses__reaction--like"><span class="responses__count">Likes: 2</span> <span class="responses__names"><a class="response__author" href="https://ann.example/" rel="ugc nofollow"><bdi>Ann Liker</bdi></a> and <span class="response__author"><bdi>Bob Liker</bdi></span></span></li>',
    );
    expect(list).toContain('<span class="responses__count">Reposts: 1</span>');
    expect(list).toContain('<bdi>Cy Sharer</bdi>');
    expect(list).toContain(
      '<time class="response__date" datetime="2026-03-05T09:30:00.000Z">Mar 5, 2026</time>',
    );
    expect(list).toContain(
      '<a class="response__source" href="https://di.example/notes/1" rel="ugc nofollow">Read on di.example</a>',
    );
    // Every link is the visitor's, marked so; no picture at all.
    expect(list?.match(/<a /g)?.length).toBe(list?.match(/rel="ugc nofollow"/g)?.length);
    expect(list).not.toMatch(/<img|url\(/);
  });

  it('writes a German page’s list in German', async () => {
    page = `/de${page}`;
    await approvedMention('https://ann.example/saved/1', { kind: 'bookmark', author: { name: 'Ann' } });
    await approvedMention('https://bo.example/notes/1', {
      kind: 'mention',
      author: { name: 'Bo' },
      published: '2026-03-05T09:30:00.000Z',
    });
    const { list } = await visit();
    expect(list).toContain('<span class="responses__count">Lesezeichen: 1</span>');
    expect(list).toContain('>05.03.2026</time>');
    expect(list).toContain('>Auf bo.example lesen</a>');
    expect(languageOfPath('/ar/writing/x/', ['en', 'de', 'ar'])).toBe('ar');
    expect(languageOfPath('/writing/x/', ['en', 'de', 'ar'])).toBe('en');
  });

  it('keeps hostile text inert: markup escaped, bidi controls dropped, only http(s) links', async () => {
    await approvedComment(
      '<img src=x onerror=alert(1)>Mallory\u202E',
      '<script>alert(1)</script> \u2066hi\u2069',
    );
    const { list } = await visit();
    expect(list).not.toMatch(/<script|<img/);
    expect(list).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(list).toContain('&lt;img src=x onerror=alert(1)&gt;Mallory</bdi>');
    expect(list).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);

    // The database refuses a `javascript:` address; were one there, it would still be no link.
    const hostile: StoredResponse = {
      id: 'h1',
      kind: 'reply',
      page,
      author: { name: 'Eve', url: 'javascript:alert(1)' },
      text: 'hi',
      source: 'javascript:alert(2)',
      received: '2026-03-05T09:30:00.000Z',
      status: 'approved',
    };
    const written = shownResponsesHtml([hostile], 'en');
    expect(written).not.toContain('javascript:');
    expect(written).not.toContain('<a ');
    expect(written).toContain('<span class="response__author"><bdi>Eve</bdi></span>');
  });
});

describe('the written page’s cache', () => {
  it('answers a browser’s current copy with 304, and a changed list with the new page', async () => {
    await approvedComment('Ada Reader', 'First');
    const first = await visit();
    const etag = first.response.headers.get('ETag');
    expect(etag).toMatch(/^W\/"built-page-1-r[0-9a-f]+"$/);
    expect(first.response.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');

    const again = await visit(page, { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.response.status).toBe(304);
    expect(again.body).toBe('');

    await approvedComment('Bo Reader', 'Second');
    const changed = await visit(page, { headers: { 'If-None-Match': etag ?? '' } });
    expect(changed.response.status).toBe(200);
    expect(changed.list).toContain('Second');
    expect(changed.response.headers.get('ETag')).not.toBe(etag);
  });

  it('serves a written page again from the cache, without reading the responses', async () => {
    await approvedComment('Ada Reader', 'Cached words');
    const first = await visit();
    // Only the version can be read now: the list must come from the edge's copy.
    const versionOnly = {
      prepare: (query: string) => db.prepare(query),
      batch: async () => {
        throw new Error('D1_ERROR: the responses were read');
      },
    } as unknown as D1Database;
    const second = await visit(page, { database: versionOnly });
    expect(second.body).toBe(first.body);
    expect(second.list).toContain('Cached words');
  });

  it('serves the page as built, never a 5xx, when D1 fails', async () => {
    await approvedComment('Ada Reader', 'Unseen for now');
    const failing = {
      prepare: () => {
        throw new Error('D1_ERROR: Network connection lost.');
      },
    } as unknown as D1Database;
    const { response, body } = await visit(page, { database: failing });
    expect(response.status).toBe(200);
    expect(body).toBe(builtPage());

    // The version read, the list's read failing: still the page as built.
    const listFails = {
      prepare: (query: string) => db.prepare(query),
      batch: async () => {
        throw new Error('D1_ERROR: Network connection lost.');
      },
    } as unknown as D1Database;
    const other = await visit(page, { database: listFails });
    expect(other.response.status).toBe(200);
    expect(other.body).toBe(builtPage());
  });
});
