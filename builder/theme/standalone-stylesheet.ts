/**
 * The stylesheet of a page written outside the app's bundle (the 404 page, the search's results,
 * the search form's rules on a list): the page's colour tokens with the owner's accent and the
 * owner's font, then its own rules, without comments or runs of spaces.
 */
import { readFileSync } from 'node:fs';
import type { Site } from '../../shared/schema.ts';
import { paletteCss } from './accent.ts';
import { planFont } from './page-font.ts';

/** CSS without its comments and the spaces nothing needs. */
export const minifiedCss = (css: string): string =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};])\s*/g, '$1')
    .trim();

/** The site's tokens and font, then each of `files` (web/*.css), as one minified sheet. */
export function standaloneStylesheet(site: Site, ...files: string[]): string {
  const font = site.theme?.font ? planFont(site.theme.font).css : '';
  return minifiedCss(
    [paletteCss(site.theme?.accent), font, ...files.map((file) => readFileSync(file, 'utf8'))].join('\n'),
  );
}
