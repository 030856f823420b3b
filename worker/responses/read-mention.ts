/**
 * What a fetched source says of a target page, read with the Worker's own HTMLRewriter (no parser
 * bundled): whether it links to the target (W3C Webmention §3.2.2), and from its first h-entry
 * (microformats2) the author, the date, the kind and an excerpt. Nothing of the source's HTML is
 * kept: only plain text (./plain-text.ts) and http(s) URLs.
 */
import { decodeHTML, decodeHTMLAttribute } from 'entities/decode';
import type { MentionKind } from '../../shared/response-record.ts';
import { documentAddress, httpUrl, urlMaxLength } from './http-url.ts';
import { excerptMaxLength, nameMaxLength, plainText } from './plain-text.ts';
import type { FetchedSource } from './source-fetch.ts';

export type { MentionKind };

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

/** The properties whose text is read. */
const textClasses = [...excerptClasses, 'p-author', 'h-card', 'dt-published'];

const asSelector = (name: string) => `[class~="${name}"]`;

/**
 * The elements the reader is called for: each call from HTMLRewriter costs about as much as
 * reading a kilobyte, so not every element of a 1 MB page is asked about, only links, any
 * microformat, what holds no readable text, and inside a read property what may part its words.
 */
const readElements = [
  'a[href]',
  'script',
  'style',
  'template',
  // Any microformat (an h-* class), so a nested one's properties are not taken for the entry's.
  '[class^="h-"]',
  '[class*=" h-"]',
  ...[...textClasses, 'u-url', ...Object.keys(kindClasses)].map(asSelector),
  ...excerptClasses.map((name) => `${asSelector(name)} *`),
].join(', ');

/** Elements whose text nobody reads as the page's words. */
const unreadElements = new Set(['script', 'style', 'template']);

/** Elements that sit inside a line; any other starts one, so its words stay apart from those before. */
const inlineElements = new Set(
  'a abbr b bdi bdo cite code data del dfn em i img ins kbd mark q s samp small span strong sub sup time u var wbr'.split(
    ' ',
  ),
);

/**
 * HTMLRewriter's calls into the reader one source may cost: each costs tens of microseconds in
 * workerd (measured under the tests: 35 to 55 µs), so a hostile 1 MB page of elements would hold
 * the Worker for seconds. An ordinary post's page takes a few hundred; the reading stops at this
 * many, with what it found by then.
 */
export const readingCallBudget = 5_000;

/** How much of the source HTMLRewriter is given at a time, so a spent budget stops it within one. */
const chunkBytes = 16 * 1024;

/** `text` as a stream of UTF-8 chunks, which ends early once `stop` says so. */
function inChunks(text: string, stop: () => boolean): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (stop() || offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + chunkBytes));
      offset += chunkBytes;
    },
  });
}

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
  /** Inside a nested item that is the entry's u-repost-of (an h-cite): what a link to the target inside makes it. */
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
export async function readMention(
  source: FetchedPage,
  target: string,
  { callBudget = readingCallBudget } = {},
): Promise<Mention | undefined> {
  if (source.type === 'text') {
    if (!source.body.includes(target)) return undefined;
    const excerpt = plainText(source.body.slice(0, collectedMaxLength), excerptMaxLength);
    return { kind: 'mention', ...definedOnly({ excerpt }) };
  }
  const reader = new HEntryReader(source.url, documentAddress(new URL(target)));
  let calls = 0;
  const withinBudget = () => {
    calls += 1;
    return calls <= callBudget;
  };
  await new HTMLRewriter()
    .on(readElements, {
      element(element) {
        if (withinBudget()) reader.element(element);
      },
    })
    .on(textClasses.map(asSelector).join(', '), {
      text(chunk) {
        if (withinBudget()) reader.text(chunk.text);
      },
    })
    .transform(new Response(inChunks(source.body, () => calls > callBudget)))
    .arrayBuffer();
  return reader.mention();
}

/** The state of one read: the open scopes, the texts being read, and what was found. */
class HEntryReader {
  #linksToTarget = false;
  #entryFound = false;
  #kind: MentionKind | undefined;
  #author: Card | { plainName: TextOf } | undefined;
  #pageCard: Card | undefined;
  #published: string | TextOf | undefined;
  readonly #excerpts = new Map<string, TextOf>();
  readonly #open: Scope[] = [{ entry: 'outside', inItem: false, unread: false, texts: [] }];
  readonly #reading = new Set<TextOf>();

  constructor(
    readonly sourceUrl: string,
    readonly targetAddress: string,
  ) {}

  element(element: Element) {
    const tag = element.tagName;
    const link = tag === 'a' ? this.#hrefOf(element) : undefined;
    const pointsAtTarget = link !== undefined && documentAddress(link) === this.targetAddress;
    if (pointsAtTarget) this.#linksToTarget = true;
    const classes = classesOf(element);
    const isItem = classes.some((name) => name.startsWith('h-'));
    const parent = this.#open[this.#open.length - 1];
    const scope: Scope = {
      entry: parent.entry === 'outside' ? 'outside' : 'nested',
      inItem: parent.inItem || isItem,
      unread: parent.unread || unreadElements.has(tag),
      texts: [],
    };
    if (!inlineElements.has(tag)) this.#addToTexts(' ');

    if (parent.entry === 'outside' && !this.#entryFound && classes.includes('h-entry')) {
      this.#entryFound = true;
      scope.entry = 'own';
    } else if (parent.entry === 'own') {
      // This element's property classes are the entry's own.
      const cited = classes.map((name) => kindClasses[name]).find(Boolean);
      if (isItem) {
        if (classes.includes('p-author') && classes.includes('h-card') && !this.#author) {
          this.#author = this.#newCard(element, scope);
          scope.card = this.#author;
        }
        scope.citedAs = cited;
      } else {
        scope.entry = 'own';
        this.#entryProperties(element, classes, scope);
      }
      if (cited && pointsAtTarget) this.#kind ??= cited;
    } else if (parent.entry === 'nested') {
      if (!isItem) scope.citedAs = parent.citedAs;
      if (scope.citedAs && pointsAtTarget) this.#kind ??= scope.citedAs;
    }

    if (parent.card && !isItem) {
      scope.card = parent.card;
      if (classes.includes('p-name') && !parent.card.name) parent.card.name = this.#startText(scope);
      if (classes.includes('u-url') && !parent.card.url) parent.card.url = this.#urlOf(element);
    } else if (scope.entry === 'outside' && !parent.inItem && classes.includes('h-card') && !this.#pageCard) {
      this.#pageCard = this.#newCard(element, scope);
      scope.card = this.#pageCard;
    }

    // Only an element that changes what its content is needs its end: a link or a word break does not.
    if (isItem || scope.unread !== parent.unread || scope.texts.length > 0)
      this.#openUntilEnd(element, scope);
  }

  text(chunk: string) {
    if (!this.#open[this.#open.length - 1].unread) this.#addToTexts(chunk);
  }

  mention(): Mention | undefined {
    if (!this.#linksToTarget) return undefined;
    const excerpt = excerptClasses
      .map((name) => this.#excerpts.get(name)?.plain(excerptMaxLength))
      .find(Boolean);
    return {
      kind: this.#kind ?? 'mention',
      ...definedOnly({
        author: authorOf(this.#author ?? this.#pageCard),
        published: instantOf(this.#published),
        excerpt,
      }),
    };
  }

  #entryProperties(element: Element, classes: string[], scope: Scope) {
    if (classes.includes('p-author') && !this.#author) this.#author = { plainName: this.#startText(scope) };
    for (const name of excerptClasses)
      if (classes.includes(name) && !this.#excerpts.has(name))
        this.#excerpts.set(name, this.#startText(scope));
    if (classes.includes('dt-published') && this.#published === undefined)
      this.#published = element.getAttribute('datetime') ?? this.#startText(scope);
  }

  #openUntilEnd(element: Element, scope: Scope) {
    const open = this.#open;
    try {
      element.onEndTag(() => {
        // An end tag closes its element and any left open inside it (<p> closed by </div>).
        while (open.length > 1) {
          const closed = open.pop() as Scope;
          for (const text of closed.texts) this.#reading.delete(text);
          if (closed === scope) break;
        }
      });
      open.push(scope);
    } catch {
      // A void element (<img>, <br>, <link>) has no end tag and holds no text.
      for (const text of scope.texts) this.#reading.delete(text);
    }
  }

  #addToTexts(chunk: string) {
    for (const text of this.#reading) text.add(chunk);
  }

  #startText(scope: Scope) {
    const text = new TextOf();
    scope.texts.push(text);
    this.#reading.add(text);
    return text;
  }

  #newCard(element: Element, scope: Scope): Card {
    return {
      impliedName: this.#startText(scope),
      url: element.tagName === 'a' ? this.#urlOf(element) : undefined,
    };
  }

  #hrefOf(element: Element) {
    const href = element.getAttribute('href');
    return href === null ? undefined : httpUrl(decodeHTMLAttribute(href), this.sourceUrl);
  }

  #urlOf(element: Element) {
    const href = this.#hrefOf(element)?.href;
    return href && href.length <= urlMaxLength ? href : undefined;
  }
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
