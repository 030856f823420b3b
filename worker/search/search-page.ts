/**
 * The search's answer: a page in the language of its address, written by the Worker, that works
 * with no script (a plain form that GETs itself). An empty query shows the form alone; a query is
 * cleaned first (./query-text.ts), then counted against its network's rate, then searched in that
 * language's index (shared/search/query.ts). Queries are neither logged nor stored: the page is
 * `no-store`, and an error is logged without them.
 */
import type { Context } from 'hono';
import { html } from 'hono/html';
import { searchStylesheetPath } from '../../shared/search/index-files.ts';
import { type ExcerptPart, type SearchResult, searchIndex } from '../../shared/search/query.ts';
import { maxQueryLength, queryField, searchPathOf } from '../../shared/search/setting.ts';
import type { StemmerLoaders } from '../../shared/search/stemmers.ts';
import { fillText } from '../../shared/texts/fill.ts';
import { type SearchTexts, searchTextsOf } from '../../shared/texts/search.ts';
import { clientNetworkOf } from '../client-network.ts';
import type { AppEnv } from '../env.ts';
import { standalonePage } from '../standalone-page.ts';
import { isRightToLeft } from '../text-direction.ts';
import { withinTime } from '../time-limit.ts';
import { indexReaderOf } from './index-reader.ts';
import { cleanQuery } from './query-text.ts';

/** What the page loads: its stylesheet and the owner's font, from this origin; no script. */
const pagePolicy =
  "default-src 'none'; style-src 'self'; font-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** The rate limiter's window, for Retry-After (wrangler.toml SEARCH_RATE_LIMITER). */
const ratePeriodSeconds = 60;
const limiterTimeoutMs = 1_000;

/** Whether the network may search again now; a limiter that fails lets it (a search changes nothing). */
async function withinRate(c: Context<AppEnv>): Promise<boolean> {
  const key = `search:${clientNetworkOf(c.req.header('CF-Connecting-IP') ?? 'unknown-client')}`;
  const outcome = await withinTime(
    c.env.SEARCH_RATE_LIMITER.limit({ key }),
    limiterTimeoutMs,
    'the rate limiter',
  ).catch((error: unknown) => {
    console.error('search rate limiter failed; letting the query through', error);
    return { success: true };
  });
  return outcome.success;
}

const excerptHtml = (parts: ExcerptPart[]) =>
  parts.map((part) => (part.marked ? html`<mark>${part.text}</mark>` : html`${part.text}`));

/** A result, marked with its language where its text is not the page's (as the collections' lists do). */
function resultHtml(result: SearchResult, locale: string) {
  const other = result.lang !== locale;
  const dir =
    other && isRightToLeft(result.lang) !== isRightToLeft(locale)
      ? isRightToLeft(result.lang)
        ? 'rtl'
        : 'ltr'
      : undefined;
  return html`<li${other ? html` lang="${result.lang}"` : ''}${dir ? html` dir="${dir}"` : ''}>
<h3><a href="${result.href}"${other ? html` hreflang="${result.lang}"` : ''}>${result.title}</a></h3>
<p class="kind"><span lang="${locale}">${result.kind}</span>${result.date ? html` · <time datetime="${result.date.iso}">${result.date.text}</time>` : ''}</p>
<p>${excerptHtml(result.excerpt)}</p>
</li>`;
}

type Answer = { status: 200 | 429; query: string; results?: SearchResult[]; message?: string };

function page(c: Context<AppEnv>, locale: string, defaultLocale: string, texts: SearchTexts, answer: Answer) {
  const { query, results, message } = answer;
  const home = locale === defaultLocale ? '/' : `/${locale}/`;
  const title = query ? `${query} – ${texts.search}` : texts.search;
  const heading =
    results === undefined
      ? ''
      : results.length === 0
        ? html`<p role="status">${fillText(texts.searchNothing, { query })}</p>`
        : html`<h2>${fillText(texts.searchResults, { query })}</h2>
<ol>
${results.map((result) => resultHtml(result, locale))}
</ol>`;
  c.header('Content-Security-Policy', pagePolicy);
  c.header('Referrer-Policy', 'no-referrer');
  c.header('X-Content-Type-Options', 'nosniff');
  return c.html(
    standalonePage(c, {
      locale,
      title,
      head: html`<link rel="stylesheet" href="${searchStylesheetPath}">
`,
      main: html`<h1>${texts.search}</h1>
<form class="search-form" role="search" action="${searchPathOf(locale, defaultLocale)}" method="get">
<label for="search-query">${texts.searchLabel}</label>
<input id="search-query" type="search" name="${queryField}" value="${query}" maxlength="${maxQueryLength}">
<button type="submit">${texts.search}</button>
</form>
${message ? html`<p role="alert">${message}</p>` : heading}
<p class="back"><a href="${home}">${texts.searchBack}</a></p>`,
    }),
    answer.status,
  );
}

/** GET /search?q=… in `locale`: the form, the results, or 429; never a 5xx. */
export async function answerSearch(
  c: Context<AppEnv>,
  locale: string,
  defaultLocale: string,
  stemmers: StemmerLoaders,
): Promise<Response> {
  const texts = searchTextsOf(locale);
  const query = cleanQuery(c.req.query(queryField) ?? '');
  if (!query) return page(c, locale, defaultLocale, texts, { status: 200, query });
  if (!(await withinRate(c))) {
    c.header('Retry-After', String(ratePeriodSeconds));
    return page(c, locale, defaultLocale, texts, { status: 429, query, message: texts.searchTooMany });
  }
  const results = await searchIndex(query, locale, indexReaderOf(c.env, c.req.url, locale), stemmers).catch(
    (error: unknown) => {
      // The error alone: the query is the visitor's, and is not logged.
      console.error('search index unreadable; answering no result', (error as Error).message);
      return [];
    },
  );
  return page(c, locale, defaultLocale, texts, { status: 200, query, results });
}
