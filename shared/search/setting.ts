/**
 * site.json `search`, as the build and the Worker settle it: on unless the owner turns it off
 * (`false`); off, no page shows its form and /search is the site's 404.
 */
import type { Site } from '../schema.ts';

export const searchIsOn = (site: Pick<Site, 'search'>): boolean => site.search !== false;

/** The search's address in a language: `/search` for the default, `/de/search` for German. */
export const searchPathOf = (tag: string, defaultLocale: string): string =>
  tag === defaultLocale ? '/search' : `/${tag}/search`;

/** The query's field in the form and the address: `/search?q=…`. */
export const queryField = 'q';

/** A query is cut to this many characters. */
export const maxQueryLength = 200;
