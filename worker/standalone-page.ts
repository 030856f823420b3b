/**
 * The shell of the small pages the Worker writes itself (a comment's answer, the search's results):
 * the language and its direction, a phone's viewport, both colour schemes, and never kept nor
 * indexed (`no-store`, `noindex` in the header and the page).
 */
import type { Context } from 'hono';
import { html } from 'hono/html';
import { isRightToLeft } from './text-direction.ts';

type Markup = ReturnType<typeof html>;

export function standalonePage(
  c: Context,
  { locale, title, head = '', main }: { locale: string; title: string; head?: Markup | ''; main: Markup },
) {
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex');
  return html`<!doctype html>
<html lang="${locale}" dir="${isRightToLeft(locale) ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>${title}</title>
${head}</head>
<body>
<main>
${main}
</main>
</body>
</html>`;
}
