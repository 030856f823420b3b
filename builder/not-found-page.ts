/**
 * Build step, run by builder/prerender.ts: the 404 page the Worker answers unknown paths with
 * (worker/not-found.ts) in the site's look. Its stylesheet is web/not-found.css after the page's
 * colour tokens with the owner's accent and the owner's font (site.json theme), written as one
 * same-origin file under a hashed name; the visitor's kept colour scheme is applied before its
 * first paint by the page's own inline script (shared/color-scheme.ts). No script of the page's
 * and no React: its text is web/404.html's, in English.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultLocaleOf } from '../shared/locales.ts';
import type { Site } from '../shared/schema.ts';
import { searchIsOn } from '../shared/search/setting.ts';
import { withThemeScript } from './page-html.ts';
import { openSearchLink, searchFormCss, searchFormHtml } from './search/form.ts';
import { standaloneStylesheet } from './theme/standalone-stylesheet.ts';

const ownStylesheet = join(import.meta.dirname, '..', 'web', 'not-found.css');

/** The 404 page's stylesheet: tokens, font, then its own rules, without comments or runs of spaces. */
export const notFoundCss = (site: Site): string => standaloneStylesheet(site, ownStylesheet);

/** The search's form in the site's language, marked as such on this page in English. */
const notFoundForm = (locale: string) =>
  searchFormHtml(locale, locale).replace('<form ', () =>
    locale === 'en' ? '<form ' : `<form lang="${locale}" `,
  );

/** Styles dist/client/404.html (as Vite built it) and writes its stylesheet; returns that file's path. */
export function writeNotFoundPage(dist: string, site: Site): string {
  const search = searchIsOn(site);
  const css = `${notFoundCss(site)}${search ? searchFormCss : ''}`;
  const path = `/assets/not-found.${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
  writeFileSync(join(dist, path), css);
  const page = join(dist, '404.html');
  const built = readFileSync(page, 'utf8');
  // With search on, its form above the way home, filled by the Worker with the address's words.
  const locale = defaultLocaleOf(site);
  const html = search
    ? built
        .replace('</title>', () => `</title>\n    ${openSearchLink(locale, locale, site.ownerName)}`)
        .replace(/(\s*)<p><a href="\/">/, (found, space) => `${space}${notFoundForm(locale)}${found}`)
    : built;
  if (!html.includes('</head>')) throw new Error('web/404.html must have </head>');
  writeFileSync(
    page,
    withThemeScript(html).replace('</head>', () => `  <link rel="stylesheet" href="${path}" />\n  </head>`),
  );
  return path;
}
