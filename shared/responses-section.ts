/**
 * The responses section at the end of an entry's page (docs/responses.md), as the build writes it
 * and the Worker reads it: the comment form's fields, limits and address (one of
 * ./response-paths.ts). Constants only, so the page and the Worker bundle nothing else with them.
 */
import type { ResponsesTexts } from './texts/responses.ts';

export { commentPath } from './response-paths.ts';

/**
 * The form's field names. The honeypot is `email`: a comment asks for none, and bots fill an
 * e-mail field first.
 */
export const commentFields = {
  page: 'page',
  name: 'name',
  url: 'url',
  text: 'text',
  honeypot: 'email',
} as const;

/** The most characters each field may have, once trimmed (the store refuses a longer text too). */
export const commentLimits = { name: 100, url: 300, text: 2_000 } as const;

/** The Turnstile widget's action for comments: a token made for the contact form is refused. */
export const commentTurnstileAction = 'comment';

/**
 * The script that loads Turnstile once the reader starts to write (web/public/, so the CSP's
 * script-src 'self' allows it).
 */
export const commentTurnstileLoader = '/responses/turnstile-loader.js';

/** What the section shows on an entry's page: its texts, and the form when comments are on. */
export type ResponsesSectionView = {
  texts: ResponsesTexts;
  comments?: {
    /** The entry's path, which the form sends. */
    page: string;
    /** site.json turnstileSiteKey: the form then carries a widget, loaded when the reader writes. */
    turnstileSiteKey?: string;
  };
};
