import { describe, expect, it } from 'vitest';
import { excerptMaxLength } from './plain-text.ts';
import { readMention } from './read-mention.ts';

const target = 'https://portfolio.example/writing/hello-world/';

/** A source page as fetched from `url`, holding `body`. */
const html = (body: string, url = 'https://alice.example/notes/1') =>
  ({ outcome: 'fetched', url, type: 'html', body }) as const;

describe('a source that links to the post', () => {
  it('is a reply with its h-card author, date and words when its h-entry is in reply to the post', async () => {
    const reply = html(`<!doctype html><html><body>
      <article class="h-entry">
        <a class="u-in-reply-to" href="${target}">In reply to Priya</a>
        <div class="p-author h-card">
          <img class="u-photo" src="/me.jpg" alt="">
          <span><a class="p-name u-url" href="/about">Alice   Example</a></span>
        </div>
        <time class="dt-published" datetime="2026-03-05T10:30:00+01:00">5 March</time>
        <div class="e-content"><p>Great post!</p><p>I tried the same &amp; it worked.</p></div>
      </article>
      <footer class="h-card"><span class="p-name">Someone else</span></footer>
    </body></html>`);

    expect(await readMention(reply, target)).toEqual({
      kind: 'reply',
      author: { name: 'Alice Example', url: 'https://alice.example/about' },
      published: '2026-03-05T09:30:00.000Z',
      excerpt: 'Great post! I tried the same & it worked.',
    });
  });

  it('is a like by the h-card the like names, with a date that is no date left out', async () => {
    const like = html(`<div class="h-entry">
      <a class="p-author h-card" href="https://bob.example/">Bob</a> liked
      <a class="u-like-of" href="${target}">a post</a>
      <time class="dt-published">last Tuesday</time>
    </div>`);

    expect(await readMention(like, target)).toEqual({
      kind: 'like',
      author: { name: 'Bob', url: 'https://bob.example/' },
    });
  });

  it('is a repost when its h-entry cites the post, with a plain-text author', async () => {
    const repost = html(`<div class="h-entry">
      <span class="p-author">Carol</span>
      <div class="u-repost-of h-cite"><a class="u-url" href="${target}">Hello, world</a></div>
      <time class="dt-published">2026-03-06</time>
    </div>`);

    expect(await readMention(repost, target)).toEqual({
      kind: 'repost',
      author: { name: 'Carol' },
      published: '2026-03-06T00:00:00.000Z',
    });
  });

  it('is a mention when it likes another page and only links to the post, its author the page’s h-card', async () => {
    const mention = html(`<main><div class="h-entry">
      <a class="u-like-of" href="https://portfolio.example/writing/another-post/">liked</a>
      <p class="p-name">Worth reading: <A HREF="${target}">Hello, world</A></p>
    </div></main>
    <footer class="h-card"><a class="p-name u-url" href="https://erin.example/">Erin</a></footer>`);

    expect(await readMention(mention, target)).toEqual({
      kind: 'mention',
      author: { name: 'Erin', url: 'https://erin.example/' },
      excerpt: 'Worth reading: Hello, world',
    });
  });

  it('counts a relative link, resolved against the address the source was fetched from', async () => {
    const sameSite = html(
      '<p>See <a href="../hello-world/#comments">the first post</a>.</p>',
      'https://portfolio.example/writing/second-post/',
    );

    expect(await readMention(sameSite, target)).toEqual({ kind: 'mention' });
  });

  it('in plain text counts the post’s address written in it', async () => {
    const text = { outcome: 'fetched', url: 'https://dana.example/log.txt', type: 'text' } as const;

    expect(await readMention({ ...text, body: `Read ${target} &amp; agree.\n` }, target)).toEqual({
      kind: 'mention',
      excerpt: `Read ${target} &amp; agree.`,
    });
    expect(await readMention({ ...text, body: 'Read portfolio.example' }, target)).toBeUndefined();
  });
});

describe('a source that does not link to the post', () => {
  it('is no mention, even when it names the post’s address or links to another page of the site', async () => {
    const unlinked = html(`<div class="h-entry">
      <a class="u-in-reply-to" href="https://portfolio.example/writing/another-post/">reply</a>
      <p class="e-content">I read ${target} today.</p>
      <link rel="canonical" href="${target}">
      <script>document.write('<a href="${target}">x</a>')</script>
    </div>`);

    expect(await readMention(unlinked, target)).toBeUndefined();
  });
});

describe('hostile text', () => {
  it('keeps only the words of the content: no script, style, markup or character it hides', async () => {
    const hostile = html(`<div class="h-entry">
      <a class="u-in-reply-to" href="${target}">re</a>
      <div class="e-content"><script>alert("hi")</script><style>p { color: red }</style>
        <p onclick="alert(1)">Nice <b>bold</b>&#x202E; words<img src=x onerror="alert(2)">, &lt;i&gt;kept as text&lt;/i&gt;.</p>
        <iframe src="https://evil.example/"></iframe>
      </div>
    </div>`);

    const mention = await readMention(hostile, target);

    expect(mention?.excerpt).toBe('Nice bold words, <i>kept as text</i>.');
  });

  it('takes an author’s name without its bidi overrides, and no javascript: address', async () => {
    const hostile = html(`<div class="h-entry">
      <a class="p-author h-card" href="javascript:alert(1)">\u202Eevil\u202C Mallory\u200B</a>
      <a class="u-like-of" href="${target}">liked</a>
    </div>`);

    expect(await readMention(hostile, target)).toEqual({ kind: 'like', author: { name: 'evil Mallory' } });
  });

  it('cuts a long content to an excerpt of whole words', async () => {
    const words = Array.from({ length: 200 }, (_, index) => `word${index}`).join(' ');
    const long = html(
      `<div class="h-entry"><a href="${target}">post</a><div class="e-content">${words}</div></div>`,
    );

    const excerpt = (await readMention(long, target))?.excerpt ?? '';

    expect(excerpt.length).toBeLessThanOrEqual(excerptMaxLength);
    expect(excerpt.length).toBeGreaterThan(excerptMaxLength - 10);
    expect(excerpt).toMatch(/^word0 word1 .* word\d+…$/);
    expect(words.startsWith(excerpt.slice(0, -1))).toBe(true);
  });
});

describe('a source too large to read whole', () => {
  it('is read up to its budget of calls: a link to the post beyond it is not seen', async () => {
    const links = (count: number) => '<a href="https://elsewhere.example/">x</a>'.repeat(count);
    const linkToPost = `<a href="${target}">post</a>`;

    expect(await readMention(html(links(40) + linkToPost), target, { callBudget: 50 })).toEqual({
      kind: 'mention',
    });
    expect(await readMention(html(links(60) + linkToPost), target, { callBudget: 50 })).toBeUndefined();
  });
});
