/**
 * site.json `search`, as the build and the Worker settle it. Off unless the owner turns it on, for
 * now: every page stays as it was until the search is complete (then `false` will turn it off).
 */
import type { Site } from '../schema.ts';

export const searchIsOn = (site: Pick<Site, 'search'>): boolean => site.search === true;

/** The search's address in a language: `/search` for the default, `/de/search` for German. */
export const searchPathOf = (tag: string, defaultLocale: string): string =>
  tag === defaultLocale ? '/search' : `/${tag}/search`;

/** The query's field in the form and the address: `/search?q=…`. */
export const queryField = 'q';

/** A query is cut to this many characters. */
export const maxQueryLength = 200;
