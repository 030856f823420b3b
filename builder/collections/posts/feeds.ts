/**
 * A language's posts as feeds: RSS 2.0, Atom 1.0 (RFC 4287) and JSON Feed 1.1, each with every
 * post's full text and absolute addresses, as the W3C feed validator checks them: a self link,
 * permalink ids, RFC 822 and RFC 3339 dates, titles as text, RSS descriptions as HTML, a term on
 * every category. Written by hand (about a hundred lines) rather than with the `feed` package,
 * whose JSON feed is version 1.0 and whose Atom titles are HTML.
 */
import type { Element, Root } from 'hast';
import rehypeRaw from 'rehype-raw';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { escapeHtml, escapeXml, escapeXmlHex, withoutXmlForbidden } from '../../escape-markup.ts';

/** Where each feed is, under a language's list of posts (`/writing/`, `/de/writing/`), and its type. */
export const feedFiles = {
  rss: { file: 'rss.xml', type: 'application/rss+xml' },
  atom: { file: 'atom.xml', type: 'application/atom+xml' },
  json: { file: 'feed.json', type: 'application/feed+json' },
} as const;
export type FeedKind = keyof typeof feedFiles;

export type FeedPost = {
  title: string;
  description: string;
  /** Its page, or the address of a post that lives elsewhere; also its id. */
  url: string;
  /** YYYY-MM-DD. */
  date: string;
  updated?: string;
  tags: string[];
  /** Its full text as HTML, every address in it absolute; none for a post that lives elsewhere. */
  html?: string;
  /** The absolute address of its `image`, as built, at its largest. */
  image?: string;
};

export type FeedInfo = {
  title: string;
  description: string;
  /** The language's tag. */
  language: string;
  /** The language's list of posts, absolute. */
  home: string;
  author: { name: string; url: string };
};

const rfc822 = (day: string) => new Date(`${day}T00:00:00Z`).toUTCString();
const rfc3339 = (day: string) => `${day}T00:00:00Z`;
/** A feed's own last change: its newest post's, so two builds of the same posts write the same feed. */
const newest = (posts: FeedPost[]) =>
  posts
    .map((post) => post.updated ?? post.date)
    .sort()
    .at(-1) ?? '1970-01-01';
const urlOf = (info: FeedInfo, kind: FeedKind) => new URL(feedFiles[kind].file, info.home).href;

export function rssFeed(info: FeedInfo, posts: FeedPost[]): string {
  const items = posts.map((post) =>
    [
      '    <item>',
      `      <title>${escapeXmlHex(post.title)}</title>`,
      `      <link>${escapeXmlHex(post.url)}</link>`,
      `      <guid isPermaLink="true">${escapeXmlHex(post.url)}</guid>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      // An item's description is HTML to RSS readers and the W3C validator (its title is text):
      // escaped as HTML, then as XML, `<B>` shows as typed.
      `      <description>${escapeXml(escapeHtml(post.description))}</description>`,
      ...(post.html ? [`      <content:encoded>${escapeXmlHex(post.html)}</content:encoded>`] : []),
      ...post.tags.map((tag) => `      <category>${escapeXmlHex(tag)}</category>`),
      '    </item>',
    ].join('\n'),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>${escapeXmlHex(info.title)}</title>
    <link>${escapeXmlHex(info.home)}</link>
    <description>${escapeXmlHex(info.description)}</description>
    <language>${escapeXmlHex(info.language)}</language>
    <lastBuildDate>${rfc822(newest(posts))}</lastBuildDate>
    <atom:link href="${escapeXmlHex(urlOf(info, 'rss'))}" rel="self" type="${feedFiles.rss.type}"/>
${items.join('\n')}
  </channel>
</rss>
`;
}

export function atomFeed(info: FeedInfo, posts: FeedPost[]): string {
  const entries = posts.map((post) =>
    [
      '  <entry>',
      `    <id>${escapeXml(post.url)}</id>`,
      `    <title type="text">${escapeXml(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(post.url)}"/>`,
      `    <published>${rfc3339(post.date)}</published>`,
      `    <updated>${rfc3339(post.updated ?? post.date)}</updated>`,
      `    <summary type="text">${escapeXml(post.description)}</summary>`,
      ...(post.html ? [`    <content type="html">${escapeXml(post.html)}</content>`] : []),
      ...post.tags.map((tag) => `    <category term="${escapeXml(tag)}"/>`),
      '  </entry>',
    ].join('\n'),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(info.language)}">
  <id>${escapeXml(info.home)}</id>
  <title type="text">${escapeXml(info.title)}</title>
  <subtitle type="text">${escapeXml(info.description)}</subtitle>
  <updated>${rfc3339(newest(posts))}</updated>
  <link rel="self" type="${feedFiles.atom.type}" href="${escapeXml(urlOf(info, 'atom'))}"/>
  <link rel="alternate" type="text/html" href="${escapeXml(info.home)}"/>
  <author>
    <name>${escapeXml(info.author.name)}</name>
    <uri>${escapeXml(info.author.url)}</uri>
  </author>
${entries.join('\n')}
</feed>
`;
}

export function jsonFeed(info: FeedInfo, posts: FeedPost[]): string {
  const feed = {
    version: 'https://jsonfeed.org/version/1.1',
    title: info.title,
    home_page_url: info.home,
    feed_url: urlOf(info, 'json'),
    description: info.description,
    language: info.language,
    authors: [info.author],
    items: posts.map((post) => ({
      id: post.url,
      url: post.url,
      title: post.title,
      summary: post.description,
      ...(post.html
        ? { content_html: post.html }
        : { content_text: post.description, external_url: post.url }),
      date_published: rfc3339(post.date),
      ...(post.updated && { date_modified: rfc3339(post.updated) }),
      ...(post.tags.length > 0 && { tags: post.tags }),
      ...(post.image && { image: post.image }),
    })),
  };
  // The same text as the XML feeds: without the characters XML forbids.
  const text = (_: string, value: unknown) =>
    typeof value === 'string' ? withoutXmlForbidden(value) : value;
  return `${JSON.stringify(feed, text, 2)}\n`;
}

/** Parses HTML as a fragment and writes it back, as the post's renderer writes it (./markdown.ts). */
const htmlTree = unified().use(rehypeRaw).use(rehypeStringify);

/**
 * The post's HTML with every `href`, `src` and `srcset` address made absolute against its page,
 * for a reader elsewhere. Only the attributes change, on the parsed HTML: text that looks like an
 * attribute (inline code such as `src="logo.png"`) stays as written, and so does an address that
 * does not parse (`http://[::1`), which fails nothing.
 */
export function withAbsoluteAddresses(html: string, page: string): string {
  const absolute = (address: string) => {
    try {
      return new URL(address, page).href;
    } catch {
      return address;
    }
  };
  const tree = htmlTree.runSync({ type: 'root', children: [{ type: 'raw', value: html }] } as Root);
  visit(tree, 'element', (node: Element) => {
    const { properties } = node;
    for (const name of ['href', 'src'] as const)
      if (typeof properties[name] === 'string') properties[name] = absolute(properties[name]);
    const { srcSet } = properties;
    const candidates: unknown[] | undefined =
      typeof srcSet === 'string' ? srcSet.split(',') : Array.isArray(srcSet) ? srcSet : undefined;
    if (candidates)
      properties.srcSet = candidates
        .map((candidate) => {
          const [address, ...descriptor] = String(candidate).trim().split(/\s+/);
          return [absolute(address), ...descriptor].join(' ');
        })
        .join(', ');
  });
  return htmlTree.stringify(tree);
}

/** The `<link rel="alternate">` of each feed, for a page's head: feed readers find them there. */
export function feedLinks(home: string, title: string): string[] {
  return (Object.keys(feedFiles) as FeedKind[]).map(
    (kind) =>
      `<link rel="alternate" type="${feedFiles[kind].type}" title="${escapeXml(title)}" href="${escapeXml(new URL(feedFiles[kind].file, home).href)}">`,
  );
}
