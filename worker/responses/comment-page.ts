/**
 * The Worker's answer to the comment form as a page, for a reader whose browser posted it with no
 * script: in the entry's language and direction, what became of the comment, and the way back.
 * It loads nothing; the reader's words are not repeated in it.
 */
import type { Context } from 'hono';
import { html } from 'hono/html';
import { type ResponsesTexts, responsesTextsOf } from '../../shared/texts/responses.ts';
import { standalonePage } from '../standalone-page.ts';

// Its headers are the API's (worker/security-headers.ts): a policy that loads nothing.

/** The language of an entry's path: its first segment when it is one of the site's, else the default. */
export function localeOfPage(page: string, locales: readonly string[]): string {
  const first = page.split('/')[1] ?? '';
  return locales.slice(1).includes(first) ? first : locales[0];
}

export type CommentPageWords = { title: keyof ResponsesTexts; message: keyof ResponsesTexts };

/** The page: `words` in the language of `locale`, and a link back to `back`'s responses. */
export function commentPage(
  c: Context,
  status: 200 | 400 | 403 | 404 | 413 | 415 | 422 | 429 | 503,
  locale: string,
  words: CommentPageWords,
  back: string,
) {
  const texts = responsesTextsOf(locale);
  return c.html(
    standalonePage(c, {
      locale,
      title: texts[words.title],
      main: html`<h1>${texts[words.title]}</h1>
<p>${texts[words.message]}</p>
<p><a href="${back}">${texts.commentBack}</a></p>`,
    }),
    status,
  );
}
