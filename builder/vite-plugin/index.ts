/**
 * The project's Vite plugins behind one entry, `portfolio({ contentDir })`, registered once by
 * each config the way `cloudflare({ configPath })` is: the content check, then the modules made
 * from content/ (the pages' data, the API's answers, accent, font, pictures), the dev server's
 * pages (the portfolio, the others of the site map, the icon), and the build of the whole site. They share one context (./context.ts): the content
 * folder and its one snapshot.
 */
import type { Plugin } from 'vite';
import { contentDir as ownersContent } from '../content/content-folder.ts';
import { PortfolioContext } from './context.ts';
import { accentTheme } from './plugins/accent.ts';
import { apiContent } from './plugins/api-content.ts';
import { contentCheck } from './plugins/content-check.ts';
import { devIcon } from './plugins/dev-icon.ts';
import { devPages } from './plugins/dev-pages.ts';
import { devPortfolioPage } from './plugins/dev-portfolio-page.ts';
import { pictures } from './plugins/images.ts';
import { siteFont } from './plugins/page-font.ts';
import { pages } from './plugins/pages.ts';
import { searchStemmers } from './plugins/search-stemmers.ts';
import { siteBuild } from './plugins/site-build.ts';

export type PortfolioOptions = {
  /** The content folder; the owner's content/ unless a test or a command names another. */
  contentDir?: string;
};

export function portfolio({ contentDir = ownersContent }: PortfolioOptions = {}): Plugin[] {
  const ctx = new PortfolioContext(contentDir);
  return [
    contentCheck(ctx),
    pages(ctx),
    apiContent(ctx),
    searchStemmers(ctx),
    accentTheme(ctx),
    siteFont(ctx),
    pictures(ctx),
    devPortfolioPage(ctx),
    devPages(ctx),
    devIcon(ctx),
    siteBuild(ctx),
  ];
}
