/**
 * The approved responses as an entry page shows them, as HTML the Worker writes into the page's
 * list (./show-responses.ts): replies, comments and mentions with their words, author, date and
 * source; likes, reposts and bookmarks as counts with their authors' names. Everything a visitor
 * wrote is escaped, isolated in <bdi> (a right-to-left name cannot reorder what follows it) and
 * stripped of invisible characters; only http(s) addresses become links, each `rel="ugc nofollow"`.
 * No picture from another host: the author's initials stand in, as the portrait's fallback does.
 */
import { html as htmlOrPromise, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { graphemesOf, initialsFromName } from '../../shared/initials.ts';
import { withoutInvisible } from '../../shared/invisible-characters.ts';
import { entryOfLanguage } from '../../shared/texts/language-table.ts';
import { type ResponsesListTexts, responsesListTexts } from '../../shared/texts/responses-list.ts';
import { httpUrl } from './http-url.ts';
import type { ResponseKind, StoredResponse } from './store.ts';

/** `html` of hono/html, which escapes what it is given; never a promise here, as nothing given is one. */
const html = (strings: TemplateStringsArray, ...values: unknown[]) =>
  htmlOrPromise(strings, ...values) as HtmlEscapedString;

/** The kinds shown as a count with names, in this order; every other kind is an item with words. */
const reactionKinds = ['like', 'repost', 'bookmark'] as const satisfies readonly ResponseKind[];
type ReactionKind = (typeof reactionKinds)[number];

const countTextOf: Record<ReactionKind, keyof ResponsesListTexts> = {
  like: 'responsesLikes',
  repost: 'responsesReposts',
  bookmark: 'responsesBookmarks',
};

const isReaction = (kind: ResponseKind): kind is ReactionKind =>
  (reactionKinds as readonly string[]).includes(kind);

/** A language's words: its own, its language's in the same script, else English. */
export const listTextsOf = (tag: string): ResponsesListTexts => ({
  ...responsesListTexts.en,
  ...entryOfLanguage(tag, responsesListTexts),
});

type Formats = { date: Intl.DateTimeFormat; list: Intl.ListFormat };
// Made once per language per isolate: an Intl formatter loads its locale's data when built.
const formatsByTag = new Map<string, Formats>();

function formatsOf(tag: string): Formats {
  let formats = formatsByTag.get(tag);
  if (!formats) {
    // The Gregorian calendar and Latin digits, as the page writes the content's own dates
    // (shared/format/month-names.ts); UTC, as the Worker knows no reader's time zone.
    formats = {
      date: new Intl.DateTimeFormat(tag, {
        dateStyle: 'medium',
        timeZone: 'UTC',
        calendar: 'gregory',
        numberingSystem: 'latn',
      }),
      list: new Intl.ListFormat(tag, { type: 'conjunction', style: 'long' }),
    };
    formatsByTag.set(tag, formats);
  }
  return formats;
}

/** What a visitor wrote, as the page may show it: escaped (by `html`), isolated, nothing unseen. */
const visitorText = (text: string) => html`<bdi>${withoutInvisible(text)}</bdi>`;

const hostOf = (address: string | undefined) => (address ? httpUrl(address)?.hostname : undefined);

/** Who wrote it: the name they give, else the host of their site or of the mention's source. */
const authorNameOf = (response: StoredResponse) =>
  (response.author.name && withoutInvisible(response.author.name).trim()) ||
  hostOf(response.author.url) ||
  hostOf(response.source) ||
  '?';

/** A visitor's address as a link, or their words alone when it is not http(s). */
function linkOrText(address: string | undefined, content: HtmlEscapedString, className: string) {
  const url = address ? httpUrl(address) : undefined;
  return url
    ? html`<a class="${className}" href="${url.href}" rel="ugc nofollow">${content}</a>`
    : html`<span class="${className}">${content}</span>`;
}

/** A reader's initials in a badge; a name without letters shows its first character. */
function badgeOf(name: string) {
  const initials = initialsFromName(name) || graphemesOf(name)[0] || '?';
  return html`<span class="response__badge" aria-hidden="true">${initials}</span>`;
}

/** When it was written (its author's date, else when the site got it), or undefined if neither reads as a date. */
function dateOf(response: StoredResponse, tag: string) {
  for (const when of [response.published, response.received]) {
    const time = when ? Date.parse(when) : Number.NaN;
    if (!Number.isNaN(time)) {
      const instant = new Date(time);
      return html`<time class="response__date" datetime="${instant.toISOString()}">${formatsOf(tag).date.format(instant)}</time>`;
    }
  }
  return undefined;
}

function itemOf(response: StoredResponse, tag: string, texts: ResponsesListTexts) {
  const name = authorNameOf(response);
  const sourceHost = hostOf(response.source);
  const source =
    response.source && sourceHost
      ? html` <a class="response__source" href="${httpUrl(response.source)?.href}" rel="ugc nofollow">${texts.responsesReadOn.replace('{host}', sourceHost)}</a>`
      : '';
  const words = response.text ? withoutInvisible(response.text).trim() : '';
  return html`<li class="response response--${response.kind}" id="response-${response.id}">${badgeOf(name)}<p class="response__meta">${linkOrText(response.author.url, visitorText(name), 'response__author')} ${dateOf(response, tag) ?? ''}${source}</p>${words ? html`<p class="response__text"><bdi>${words}</bdi></p>` : ''}</li>`;
}

function reactionsOf(
  kind: ReactionKind,
  responses: StoredResponse[],
  tag: string,
  texts: ResponsesListTexts,
) {
  const names = responses.map((response) =>
    linkOrText(response.author.url, visitorText(authorNameOf(response)), 'response__author').toString(),
  );
  // The language's own list ("A, B and C", "A、B、C"), with each name's markup kept whole.
  const list = formatsOf(tag)
    .list.formatToParts(names.map((_, index) => `\u0000${index}\u0000`))
    .map((part) => (part.type === 'element' ? names[Number(part.value.slice(1, -1))] : html`${part.value}`))
    .join('');
  const count = texts[countTextOf[kind]].replace('{count}', String(responses.length));
  return html`<li class="responses__reaction responses__reaction--${kind}"><span class="responses__count">${count}</span> <span class="responses__names">${raw(list)}</span></li>`;
}

/**
 * The list's HTML for `responses` (approved, oldest first) on a page in the language `tag`: the
 * reactions' counts first, then the replies, comments and mentions. Empty when there are none.
 */
export function shownResponsesHtml(responses: StoredResponse[], tag: string): string {
  const texts = listTextsOf(tag);
  const reactions = reactionKinds.flatMap((kind) => {
    const ofKind = responses.filter((response) => response.kind === kind);
    return ofKind.length > 0 ? [reactionsOf(kind, ofKind, tag, texts)] : [];
  });
  const items = responses
    .filter((response) => !isReaction(response.kind))
    .map((response) => itemOf(response, tag, texts));
  return [
    reactions.length > 0 ? html`<ul class="responses__reactions">${reactions}</ul>` : '',
    items.length > 0 ? html`<ol class="responses__items">${items}</ol>` : '',
  ].join('');
}
