/**
 * Approved responses on a post of the variant site (comments on), as the Worker writes them into
 * its page on the way out (docs/responses.md, "What a page shows"): put into the site's own local
 * D1 as the Worker stores them, decided with the owner's `npm run responses`, then read in the
 * browser in English and in Arabic, light and dark. One test, two pages, three loads: the suite's
 * time is a budget.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { responsesListTexts } from '../shared/texts/responses-list.ts';
import { expect, layoutShifts, phone, showInScheme, watchLayoutShifts } from './fixtures.ts';
import { variantSite as served, test } from './variant-site.ts';
import { axeViolations, htmlcsErrors } from './wcag.ts';

const post = '/writing/building-a-portfolio/';
const arabicPost = '/ar/writing/building-a-portfolio/';

type Row = {
  id: string;
  kind: 'comment' | 'reply' | 'like' | 'repost';
  page: string;
  authorName: string;
  authorUrl: string | null;
  text: string | null;
  source: string | null;
};

/** Markup in a name and a link, a bidi override that would turn what follows it around. */
const hostileName = 'Mei <b>Reader</b>\u202E';
const hostileUrl = 'https://mei.example/?q="><script>alert(1)</script>';
const hostileText = 'Thanks! <img src=x onerror=alert(1)> <a href="javascript:alert(1)">click me</a>';

/** What one page is given: a comment, a reply with an author URL, two likes and a repost, approved; a comment pending. */
function responsesOf(page: string) {
  const row = (fields: Omit<Row, 'id' | 'page'>): Row => ({ id: randomUUID(), page, ...fields });
  const at = (host: string, path: string) => `https://${host}.example/${path}`;
  return {
    comment: row({
      kind: 'comment',
      authorName: hostileName,
      authorUrl: hostileUrl,
      text: hostileText,
      source: null,
    }),
    reply: row({
      kind: 'reply',
      authorName: 'Ana',
      authorUrl: at('ana', ''),
      text: 'Great post!',
      source: at('ana', 'replies/1'),
    }),
    likeBo: row({
      kind: 'like',
      authorName: 'Bo',
      authorUrl: at('bo', ''),
      text: null,
      source: at('bo', 'likes/1'),
    }),
    likeChen: row({
      kind: 'like',
      authorName: 'Chen',
      authorUrl: null,
      text: null,
      source: at('chen', 'likes/1'),
    }),
    repost: row({
      kind: 'repost',
      authorName: 'Dee',
      authorUrl: at('dee', ''),
      text: null,
      source: at('dee', 'reposts/1'),
    }),
    pending: row({
      kind: 'comment',
      authorName: 'Pat',
      authorUrl: null,
      text: `Still waiting (${page})`,
      source: null,
    }),
  };
}

/** axe's and HTML_CodeSniffer's findings on the page as it is, in each scheme: one load serves both. */
async function accessibleInBothSchemes(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await showInScheme(page, colorScheme);
    expect.soft(await axeViolations(page), `axe, ${colorScheme}`).toEqual([]);
    expect.soft(await htmlcsErrors(page), `HTML_CodeSniffer, ${colorScheme}`).toEqual([]);
  }
}

test('approved responses show on the post at the next request, as text, with counts and ugc links, passing axe and HTML_CodeSniffer light and dark, right to left too; a deleted one is gone at the next', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Imported here: wrangler's import is about 4 s of CPU, which every process that loads the suite's files would pay.
  const [{ openLocalState }, { responsesCommand }] = await Promise.all([
    import('../commands/local-state.ts'),
    import('../commands/responses.ts'),
  ]);
  const state = await openLocalState(served.persistTo);
  const db = state.env.STATS;
  const insert = (row: Row) =>
    db
      .prepare(
        `INSERT INTO responses (id, kind, page, author_name, author_url, text, source, received)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)`,
      )
      .bind(
        row.id,
        row.kind,
        row.page,
        row.authorName,
        row.authorUrl,
        row.text,
        row.source,
        new Date().toISOString(),
      )
      .all();
  // The owner's command in this process, on the state held open (a process of its own is seconds of wrangler's start).
  const owner = async (...args: string[]) => {
    const { code, stderr } = await responsesCommand(['--persist-to', served.persistTo, ...args], {
      openState: async () => ({ env: state.env, dispose: async () => {} }),
    });
    expect(code, stderr).toBe(0);
  };
  const english = responsesOf(post);
  const arabic = responsesOf(arabicPost);
  const added = [...Object.values(english), ...Object.values(arabic)];
  const offSite: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== served.url) offSite.push(request.url());
  });

  try {
    // A `javascript:` author URL never reaches a page: the database refuses to keep it.
    await expect(
      insert({ ...english.pending, id: randomUUID(), authorUrl: 'javascript:alert(1)' }),
    ).rejects.toThrow(/CHECK constraint/);
    for (const row of added) await insert(row);
    await owner(
      ...added
        .filter((row) => row !== english.pending && row !== arabic.pending)
        .flatMap((row) => ['--approve', row.id]),
    );

    await watchLayoutShifts(page);
    for (const [path, shown, tag] of [
      [post, english, 'en'],
      [arabicPost, arabic, 'ar'],
    ] as const) {
      await test.step(path, async () => {
        const texts = responsesListTexts[tag];
        // Right to left on a phone, where a response's links stack and WCAG 2.2's target size bites.
        if (tag === 'ar') await page.setViewportSize(phone);
        await page.goto(`${served.url}${path}`);
        // Drawn where it stays, before any scroll: the post's first blocks and the responses below
        // (0 as Lighthouse writes CLS, to three places; the English post moves 0.00004 on a desktop).
        expect(await layoutShifts(page), `${path}: layout shifts`).toBeLessThan(0.0005);
        if (tag === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        const list = page.locator('[data-responses]');
        await list.scrollIntoViewIfNeeded();

        // The comment: its author's markup and words as text, the bidi override gone, the URL a link.
        const comment = list.locator(`#response-${shown.comment.id}`);
        await expect(comment.locator('.response__author')).toHaveText('Mei <b>Reader</b>');
        await expect(comment.locator('.response__author')).toHaveAttribute('href', new URL(hostileUrl).href);
        await expect(comment.locator('.response__text')).toHaveText(hostileText);
        await expect(comment.locator('time')).toHaveCount(1);
        // The reply: its author's link and its source's.
        const reply = list.locator(`#response-${shown.reply.id}`);
        await expect(reply.locator('.response__author')).toHaveText('Ana');
        await expect(reply.locator('.response__author')).toHaveAttribute('href', 'https://ana.example/');
        await expect(
          reply.getByRole('link', { name: texts.responsesReadOn.replace('{host}', 'ana.example') }),
        ).toHaveAttribute('href', 'https://ana.example/replies/1');
        await expect(reply.locator('.response__text')).toHaveText('Great post!');
        // Likes and reposts: a count each, with the names (Chen gave no site: a name, not a link).
        const likes = list.locator('.responses__reaction--like');
        await expect(likes.locator('.responses__count')).toHaveText(
          texts.responsesLikes.replace('{count}', '2'),
        );
        await expect(likes.getByRole('link')).toHaveText(['Bo']);
        await expect(likes.locator('.responses__names')).toContainText('Chen');
        const reposts = list.locator('.responses__reaction--repost');
        await expect(reposts.locator('.responses__count')).toHaveText(
          texts.responsesReposts.replace('{count}', '1'),
        );
        await expect(reposts.getByRole('link')).toHaveText(['Dee']);
        // Nothing before approval.
        await expect(page.getByText(shown.pending.text ?? '')).toHaveCount(0);
        await expect(list.locator(`#response-${shown.pending.id}`)).toHaveCount(0);
        // Nothing a visitor wrote became an element, and every link is theirs to vouch for, http(s) only.
        await expect(list.locator('script, img, b')).toHaveCount(0);
        expect(
          await list
            .getByRole('link')
            .evaluateAll((links) =>
              links.map((link) => [
                link.getAttribute('rel'),
                new URL((link as HTMLAnchorElement).href).protocol,
              ]),
            ),
        ).toEqual(Array(5).fill(['ugc nofollow', 'https:']));
        await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
        await accessibleInBothSchemes(page);
      });
    }

    // The page is cached under its responses' version: a deletion and an approval show at the next request.
    await owner('--delete', english.comment.id, '--approve', english.pending.id);
    await page.goto(`${served.url}${post}`);
    const list = page.locator('[data-responses]');
    await expect(list.locator(`#response-${english.pending.id} .response__text`)).toHaveText(
      english.pending.text ?? '',
    );
    await expect(list.locator(`#response-${english.comment.id}`)).toHaveCount(0);
    await expect(page.getByText(hostileText)).toHaveCount(0);
    await expect(list.locator(`#response-${english.reply.id}`)).toBeVisible();

    expect(offSite, 'requests to another host').toEqual([]);
  } finally {
    // Other tests read this post (e2e/comments.spec.ts): it is left with no response of this one's.
    await db
      .prepare(`DELETE FROM responses WHERE id IN (${added.map((_, index) => `?${index + 1}`).join(', ')})`)
      .bind(...added.map((row) => row.id))
      .all();
    await state.dispose();
  }
});
