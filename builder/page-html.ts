/** What the build writes into the HTML pages it serves: the prerender, the 404 page and `npm run dev` alike. */
import { themeInitScript, themeStorageKey } from '../shared/color-scheme.ts';
import { isRightToLeft } from './page-data.ts';

/** web/index.html's `<html>` in a language: its `lang`, and `dir="rtl"` where it is written so. */
export function inLanguage(html: string, locale: string): string {
  const start = '<html lang="en">';
  if (!html.includes(start)) throw new Error(`web/index.html must start with ${start}`);
  return html.replace(start, () => `<html lang="${locale}"${isRightToLeft(locale) ? ' dir="rtl"' : ''}>`);
}

/**
 * The visitor's kept colour scheme, applied before the first paint (shared/color-scheme.ts): an
 * inline script right after `<meta charset>`, which the CSP allows by its hash.
 */
export function withThemeScript(html: string): string {
  const charset = '<meta charset="utf-8" />';
  if (!html.includes(charset)) throw new Error(`an HTML page of web/ must have ${charset}`);
  return html.replace(charset, () => `${charset}\n    <script>${themeInitScript}</script>`);
}

/**
 * The colour-scheme switch on a page that ships no script of its own (a post, the list of posts):
 * it shows the kept choice and keeps a new one, as web/sections/TopBar/theme-choice.ts does on
 * the portfolio once hydrated; the portfolio's start script has it too, for the time before. Inline at the end of <body>, allowed by its hash (builder/collections/posts/post-pages.ts). Not in
 * shared/color-scheme.ts, whose page script the Worker bundles too.
 */
export const themeSwitchScript = `(()=>{const s=document.querySelector(".theme-switch select"),k=${JSON.stringify(themeStorageKey)},r=document.documentElement;if(!s)return;s.value=r.dataset.theme||"system";s.onchange=()=>{const t=s.value;try{t==="system"?localStorage.removeItem(k):localStorage.setItem(k,t)}catch(e){}t==="system"?delete r.dataset.theme:r.dataset.theme=t}})()`;

/**
 * A collection's page (a post, a case study, an index) as HTML from web/index.html (as built, or as the dev server serves it): its language, its
 * head, its body, and `tail` after it, in place of the page's script and root.
 */
export function collectionPageHtml(
  template: string,
  { page, head, body }: { page: { locale: string }; head: string; body: string },
  style: string,
  tail: string,
): string {
  return (
    withThemeScript(inLanguage(template, page.locale))
      .replace(/\s*<!--[\s\S]*?-->/g, '')
      .replace(/<title>[\s\S]*?<\/title>/, () => head)
      .replace(/\s*<script type="module"[^>]*\ssrc="[^"]+"><\/script>/, '')
      .replace(/<link rel="stylesheet" crossorigin href="[^"]+">/, () => style)
      // No #root: nothing hydrates here.
      .replace('<div id="root"></div>', () => `${body}${tail}`)
  );
}
