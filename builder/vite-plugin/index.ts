/**
 * The project's Vite plugins behind one entry, as each config registers them: the content check,
 * then the modules the build makes from content/ (the API's answers, accent, font, photo,
 * projects' pictures), and
 * the dev server's head tags. Each plugin lives in ./plugins/.
 */
import type { Plugin } from 'vite';
import { accentTheme } from './plugins/accent.ts';
import { apiContent } from './plugins/api-content.ts';
import { contentCheck } from './plugins/content-check.ts';
import { devHead } from './plugins/dev-head.ts';
import { portraitImages, projectImages } from './plugins/images.ts';
import { siteFont } from './plugins/page-font.ts';
import { pages } from './plugins/pages.ts';

export function portfolio(): Plugin[] {
  return [
    contentCheck(),
    pages(),
    apiContent(),
    accentTheme(),
    siteFont(),
    portraitImages(),
    projectImages(),
    devHead(),
  ];
}
