/**
 * The search's form as the build writes it into a page (a collection's list, the 404 page) when the
 * owner has search on: a plain GET form, so it works with no script, its label for screen readers
 * (the button says the same), and the OpenSearch description a browser's address bar searches with.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localizedPath } from '../../shared/locales.ts';
import { maxQueryLength, queryField, searchPathOf } from '../../shared/search/setting.ts';
import { searchTextsOf } from '../../shared/texts/search.ts';
import { escapeHtml, escapeXml } from '../escape-markup.ts';
import { minifiedCss } from '../theme/standalone-stylesheet.ts';

/** The form's rules (web/search-form.css). */
export const searchFormStylesheet = join(import.meta.dirname, '..', '..', 'web', 'search-form.css');

/** Its rules, minified as the pages' own are: added only to the pages that show it. */
export const searchFormCss = minifiedCss(readFileSync(searchFormStylesheet, 'utf8'));

/** The form in `locale`, searching that language's index. */
export function searchFormHtml(locale: string, defaultLocale: string): string {
  const texts = searchTextsOf(locale);
  return `<form class="search-form" role="search" action="${searchPathOf(locale, defaultLocale)}" method="get"><input type="search" name="${queryField}" value="" maxlength="${maxQueryLength}" aria-label="${escapeHtml(texts.searchLabel)}"><button type="submit">${escapeHtml(texts.search)}</button></form>`;
}

/** Where a language's OpenSearch description is: `/opensearch.xml`, `/de/opensearch.xml`. */
export const openSearchPath = (locale: string, defaultLocale: string): string =>
  localizedPath('/opensearch.xml', locale, defaultLocale);

/** The head's link to it, named after the site (as the browser lists it). */
export const openSearchLink = (locale: string, defaultLocale: string, siteName: string): string =>
  `<link rel="search" type="application/opensearchdescription+xml" title="${escapeHtml(siteName)}" href="${openSearchPath(locale, defaultLocale)}">`;

/** The OpenSearch 1.1 description: the results page's address with the browser's words in it. */
export function openSearchXml(
  locale: string,
  defaultLocale: string,
  siteName: string,
  siteUrl: string,
): string {
  const template = new URL(searchPathOf(locale, defaultLocale), siteUrl).href;
  return `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">
<ShortName>${escapeXml(siteName.slice(0, 16))}</ShortName>
<Description>${escapeXml(`${searchTextsOf(locale).searchLabel}: ${siteName}`)}</Description>
<InputEncoding>UTF-8</InputEncoding>
<Language>${escapeXml(locale)}</Language>
<Url type="text/html" method="get" template="${escapeXml(template)}?${queryField}={searchTerms}"/>
</OpenSearchDescription>
`;
}

/**
 * A list's page with the form under its heading (its first `</h1>`, whatever the collection) and
 * the OpenSearch link in its head; `searchForm` adds the form's rules to its stylesheet.
 */
export function withSearchForm<Parts extends { page: { locale: string }; head: string; body: string }>(
  parts: Parts,
  siteName: string,
  defaultLocale: string,
): Parts & { searchForm: true } {
  const { locale } = parts.page;
  const form = searchFormHtml(locale, defaultLocale);
  return {
    ...parts,
    head: `${parts.head}${openSearchLink(locale, defaultLocale, siteName)}`,
    body: parts.body.replace('</h1>', () => `</h1>${form}`),
    searchForm: true,
  };
}
