// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { atomFeed, type FeedInfo, type FeedPost, jsonFeed, rssFeed, withAbsoluteAddresses } from './feeds.ts';

const info: FeedInfo = {
  title: 'Writing',
  description: 'Notes on the web',
  language: 'en',
  home: 'https://example.com/writing/',
  author: { name: 'Ada', url: 'https://example.com/' },
};
const page = 'https://example.com/writing/edge/';
const postTitled = (title: string, html = '<p>Hello</p>'): FeedPost => ({
  title,
  description: title,
  url: page,
  date: '2026-01-02',
  tags: [title],
  html,
});

/** The feed as a strict XML parser (jsdom's) reads it: throws on a file that is not well-formed. */
const parsedXml = (xml: string) => {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(error.textContent ?? 'not well-formed');
  return document;
};

/** Each character XML 1.0 forbids, by the range the issue names (a lone surrogate each way). */
const forbidden = [
  ...Array.from({ length: 9 }, (_, code) => code),
  0x0b,
  0x0c,
  ...Array.from({ length: 0x20 - 0x0e }, (_, index) => 0x0e + index),
  0xfffe,
  0xffff,
  0xd800,
  0xdfff,
].map((code) => String.fromCharCode(code));

describe('a post’s feeds', () => {
  it('parse in all three formats whatever character XML forbids its title holds', () => {
    for (const character of forbidden) {
      const posts = [postTitled(`Edge${character}Workers`, `<p>body${character}</p>`)];
      const rss = parsedXml(rssFeed(info, posts));
      expect(rss.querySelector('item > title')?.textContent).toBe('EdgeWorkers');
      const atom = parsedXml(atomFeed(info, posts));
      expect(atom.querySelector('entry > title')?.textContent).toBe('EdgeWorkers');
      const json = JSON.parse(jsonFeed(info, posts));
      expect(json.items[0].title).toBe('EdgeWorkers');
      expect(json.items[0].content_html).toBe('<p>body</p>');
    }
  });

  it('write & and < of RSS’s plain text as hexadecimal references, as the W3C validator asks', () => {
    const rss = rssFeed(info, [postTitled('Edge & <Workers>')]);
    expect(rss).toContain('<title>Edge &#x26; &#x3C;Workers&gt;</title>');
    expect(rss).toContain('<category>Edge &#x26; &#x3C;Workers&gt;</category>');
    expect(parsedXml(rss).querySelector('item > title')?.textContent).toBe('Edge & <Workers>');
    // The post's HTML reads back as written.
    expect(parsedXml(rss).querySelector('item > encoded')?.textContent).toBe('<p>Hello</p>');
  });

  it('show a title and a description holding &, < and > as typed, in all three formats', () => {
    const typed = 'A & <B> > C &amp;';
    const posts = [{ ...postTitled(typed), description: typed }];
    // RSS: the title is text; the description is HTML, which a reader (and the W3C validator) parses.
    const item = parsedXml(rssFeed(info, posts)).querySelector('item');
    expect(item?.querySelector('title')?.textContent).toBe(typed);
    const description = item?.querySelector('description')?.textContent ?? '';
    expect(new DOMParser().parseFromString(description, 'text/html').body.textContent).toBe(typed);
    const entry = parsedXml(atomFeed(info, posts)).querySelector('entry');
    for (const field of ['title', 'summary']) {
      expect(entry?.querySelector(field)?.getAttribute('type')).toBe('text');
      expect(entry?.querySelector(field)?.textContent).toBe(typed);
    }
    const [jsonItem] = JSON.parse(jsonFeed(info, posts)).items;
    expect([jsonItem.title, jsonItem.summary]).toEqual([typed, typed]);
  });
});

describe('a feed’s addresses', () => {
  it('are made absolute in href, src and srcset, against the post’s page', () => {
    const html = withAbsoluteAddresses(
      '<p><a href="../other/">x</a> <img src="logo.png" srcset="a.png 1x, /b.png 2x" alt=""> <a href="#fn-1">1</a></p>',
      page,
    );
    expect(html).toContain('href="https://example.com/writing/other/"');
    expect(html).toContain('src="https://example.com/writing/edge/logo.png"');
    expect(html).toContain(
      'srcset="https://example.com/writing/edge/a.png 1x, https://example.com/b.png 2x"',
    );
    expect(html).toContain('href="https://example.com/writing/edge/#fn-1"');
  });

  it('leave inline code shaped like an attribute as written', () => {
    const html =
      '<p>Write <code>src="logo.png"</code> and <code>&#x3C;a href="http://[::1">x&#x3C;/a></code>.</p>';
    expect(withAbsoluteAddresses(html, page)).toBe(html);
  });

  it('leave a malformed address as written, and fail nothing', () => {
    const html = withAbsoluteAddresses(
      '<p><a href="http://[::1">x</a> <img src="http://[bad" alt=""></p>',
      page,
    );
    expect(html).toContain('href="http://[::1"');
    expect(html).toContain('src="http://[bad"');
    expect(() => parsedXml(rssFeed(info, [postTitled('Bad', html)]))).not.toThrow();
  });
});
