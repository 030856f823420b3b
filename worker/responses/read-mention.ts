/**
 * What a fetched source says of a target page, read with the Worker's own HTMLRewriter (no parser
 * bundled): whether it links to the target (W3C Webmention §3.2.2), and from its first h-entry
 * (microformats2) the author, the date, the kind and an excerpt. Nothing of the source's HTML is
 * kept: only plain text (./plain-text.ts) and http(s) URLs.
 */
import { decodeHTML, decodeHTMLAttribute } from 'entities/decode';
import { documentAddress, httpUrl, urlMaxLength } from './http-url.ts';
import { excerptMaxLength, nameMaxLength, plainText } from './plain-text.ts';
import type { FetchedSource } from './source-fetch.ts';

export type MentionKind = 'reply' | 'like' | 'repost' | 'bookmark' | 'mention';

export type Mention = {
  kind: MentionKind;
  author?: { name?: string; url?: string };
  /** An ISO 8601 instant. */
  published?: string;
  excerpt?: string;
};

type FetchedPage = Extract<FetchedSource, { outcome: 'fetched' }>;

/** The h-entry properties that make a mention more than a mention, when they name the target. */
const kindClasses: Record<string, MentionKind> = {
  'u-in-reply-to': 'reply',
  'u-like-of': 'like',
  'u-repost-of': 'repost',
  'u-bookmark-of': 'bookmark',
};

/** Where an excerpt comes from, first found first. */
const excerptClasses = ['e-content', 'p-content', 'p-summary', 'p-name'] as const;

/** Elements whose text nobody reads as the page's words. */
const unreadElements = new Set(['script', 'style', 'template']);

/** Elements that sit inside a line; any other starts or ends one, so its words stay apart. */
const inlineElements = new Set(
  'a abbr b bdi bdo cite code data del dfn em i img ins kbd mark q s samp small span strong sub sup time u var wbr'.split(
    ' ',
  ),
);

/** Far more than an excerpt needs of a property's text, so a huge one is not held whole. */
const collectedMaxLength = 8 * excerptMaxLength;

/**
 * A property's text, as HTMLRewriter hands it over: chunk by chunk, with its character references
 * as written (an entity may straddle two chunks, so they are decoded once it is whole).
 */
class TextOf {
  #html = '';
  add(chunk: string) {
    if (this.#html.length < collectedMaxLength) this.#html += chunk;
  }
  plain(maxLength: number) {
    return plainText(decodeHTML(this.#html), maxLength);
  }
}

/** An h-card as read: its p-name, else its whole text (microformats2's implied name); its URL. */
type Card = { name?: TextOf; impliedName: TextOf; url?: string };

/** What an open element is inside of: the rules for the elements and text within it. */
type Scope = {
  /** Whether it is the first h-entry's own (its properties), inside a nested item of it, or neither. */
  entry: 'outside' | 'own' | 'nested';
  /** The h-card whose own properties its children are. */
  card?: Card;
  /** Inside a nested item that is the entry's u-in-reply-to (an h-cite): what a link to the target inside makes it. */
  citedAs?: MentionKind;
  /** Inside any microformat: a page's own h-card is a top-level one. */
  inItem: boolean;
  unread: boolean;
  /** The texts this element's start opened, closed at its end. */
  texts: TextOf[];
};

const classesOf = (element: Element) =>
  decodeHTMLAttribute(element.getAttribute('class') ?? '')
    .split(/[\t\n\f\r ]+/)
    .filter(Boolean);

/**
 * The mention `source` makes of `target`, or undefined when it does not link to it: an HTML
 * source by an `<a href>` (relative ones resolved against the source's final URL, compared
 * without fragments), a plain-text one by the target's address written in it.
 */
export async function readMention(source: FetchedPage, target: string): Promise<Mention | undefined> {
  if (source.type === 'text') {
    if (!source.body.includes(target)) return undefined;
    return definedOnly({
      kind: 'mention',
      excerpt: plainText(source.body.slice(0, collectedMaxLength), excerptMaxLength),
    });
  }
  const targetAddress = documentAddress(new URL(target));
  const hrefOf = (element: Element) => {
    const href = element.getAttribute('href');
    return href === null ? undefined : httpUrl(decodeHTMLAttribute(href), source.url);
  };
  const urlOf = (element: Element) => {
    const href = hrefOf(element)?.href;
    return href && href.length <= urlMaxLength ? href : undefined;
  };

  let linksToTarget = false;
  let entryFound = false;
  let kind: MentionKind | undefined;
  let author: Card | { plainName: TextOf } | undefined;
  let pageCard: Card | undefined;
  let published: string | TextOf | undefined;
  const excerpts = new Map<(typeof excerptClasses)[number], TextOf>();

  const top: Scope = { entry: 'outside', inItem: false, unread: false, texts: [] };
  const open: Scope[] = [top];
  const reading = new Set<TextOf>();
  const startText = (scope: Scope) => {
    const text = new TextOf();
    scope.texts.push(text);
    reading.add(text);
    return text;
  };
  const newCard = (element: Element, scope: Scope): Card => ({
    impliedName: startText(scope),
    url: element.tagName === 'a' ? urlOf(element) : undefined,
  });
  const cardProperty = (card: Card, element: Element, classes: string[], scope: Scope) => {
    if (classes.includes('p-name') && !card.name) card.name = startText(scope);
    if (classes.includes('u-url') && !card.url) card.url = urlOf(element);
  };

  const element = (element: Element) => {
    const tag = element.tagName;
    const link = tag === 'a' ? hrefOf(element) : undefined;
    const pointsAtTarget = link !== undefined && documentAddress(link) === targetAddress;
    if (pointsAtTarget) linksToTarget = true;
    const classes = classesOf(element);
    const isItem = classes.some((name) => name.startsWith('h-'));
    const parent = open[open.length - 1];
    const scope: Scope = {
      entry: parent.entry === 'outside' ? 'outside' : 'nested',
      inItem: parent.inItem || isItem,
      unread: parent.unread || unreadElements.has(tag),
      texts: [],
    };
    if (!inlineElements.has(tag)) for (const text of reading) text.add(' ');

    if (parent.entry === 'outside' && !entryFound && classes.includes('h-entry')) {
      entryFound = true;
      scope.entry = 'own';
    } else if (parent.entry === 'own') {
      // This element's property classes are the entry's own.
      const cited = classes.map((name) => kindClasses[name]).find(Boolean);
      if (isItem) {
        if (classes.includes('p-author') && classes.includes('h-card') && !author) {
          author = newCard(element, scope);
          scope.card = author;
        }
        scope.citedAs = cited;
      } else {
        scope.entry = 'own';
        if (classes.includes('p-author') && !author) author = { plainName: startText(scope) };
        for (const name of excerptClasses)
          if (classes.includes(name) && !excerpts.has(name)) excerpts.set(name, startText(scope));
        if (classes.includes('dt-published') && published === undefined)
          published = element.getAttribute('datetime') ?? startText(scope);
      }
      if (cited && pointsAtTarget) kind ??= cited;
    } else if (parent.entry === 'nested') {
      if (!isItem) scope.citedAs = parent.citedAs;
      if (scope.citedAs && pointsAtTarget) kind ??= scope.citedAs;
    }

    if (parent.card && !isItem) {
      scope.card = parent.card;
      cardProperty(parent.card, element, classes, scope);
    } else if (scope.entry === 'outside' && !parent.inItem && classes.includes('h-card') && !pageCard) {
      pageCard = newCard(element, scope);
      scope.card = pageCard;
    }

    try {
      element.onEndTag(() => {
        // An end tag closes its element and any left open inside it (<p> closed by </div>).
        while (open.length > 1) {
          const closed = open.pop() as Scope;
          for (const text of closed.texts) reading.delete(text);
          if (closed === scope) break;
        }
        if (!inlineElements.has(tag)) for (const text of reading) text.add(' ');
      });
      open.push(scope);
    } catch {
      // A void element (<img>, <br>, <link>) has no end tag and holds no text.
      for (const text of scope.texts) reading.delete(text);
    }
  };

  await new HTMLRewriter()
    .on('*', { element })
    .onDocument({
      text(chunk) {
        if (!open[open.length - 1].unread) for (const text of reading) text.add(chunk.text);
      },
    })
    .transform(new Response(source.body))
    .arrayBuffer();

  if (!linksToTarget) return undefined;
  const excerpt = excerptClasses
    .map((name) => excerpts.get(name))
    .map((text) => text?.plain(excerptMaxLength))
    .find(Boolean);
  return {
    kind: kind ?? 'mention',
    ...definedOnly({
      author: authorOf(author ?? pageCard),
      published: instantOf(published),
      excerpt,
    }),
  };
}

function authorOf(author: Card | { plainName: TextOf } | undefined): Mention['author'] {
  if (!author) return undefined;
  if ('plainName' in author) return definedOnly({ name: author.plainName.plain(nameMaxLength) });
  const name = author.name?.plain(nameMaxLength) ?? author.impliedName.plain(nameMaxLength);
  const found = definedOnly({ name, url: author.url });
  return Object.keys(found).length > 0 ? found : undefined;
}

/** A date as microformats2 writes one (ISO 8601, or with a space before the time); anything else is none. */
const dateTime = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)\s*(Z|[+-]\d{2}:?\d{2})?)?$/i;

function instantOf(published: string | TextOf | undefined): string | undefined {
  if (published === undefined) return undefined;
  const written =
    typeof published === 'string' ? plainText(decodeHTMLAttribute(published), 64) : published.plain(64);
  const parts = written && dateTime.exec(written);
  if (!parts) return undefined;
  const [, day, time = '00:00', zone = 'Z'] = parts;
  const zoneWithColon = zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone.toUpperCase();
  const instant = Date.parse(`${day}T${time}${zoneWithColon}`);
  return Number.isNaN(instant) ? undefined : new Date(instant).toISOString();
}

/** `fields` without the undefined ones, so a mention holds only what its source said. */
function definedOnly<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}
