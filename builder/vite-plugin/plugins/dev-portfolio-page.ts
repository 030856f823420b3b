/**
 * `npm run dev` only: the portfolio page as the build writes it (builder/portfolio-page.ts), from
 * the content on disk at each request: its language on `<html lang dir>`, its head (the feeds of
 * the collections it lists included) and the colour-scheme script, with Vite's own stylesheet and
 * script. Each further language's page, /<tag>/, is the same page in its language.
 */
import type { Plugin } from 'vite';
import { buildModel } from '../../build-model.ts';
import { checkAllContent } from '../../content/load.ts';
import { portfolioPageHtml, portfolioPageOf } from '../../portfolio-page.ts';
import type { PortfolioContext } from '../context.ts';

export function devPortfolioPage(ctx: PortfolioContext): Plugin {
  return {
    name: 'dev-portfolio-page',
    apply: 'serve',
    async transformIndexHtml(html, { originalUrl }) {
      // Only the page (not 404.html); a broken content file is reported by the content check.
      const folder = await ctx.content();
      if (!html.includes('<div id="root">') || (await checkAllContent(folder)).length > 0) return html;
      // The model of what `npm run dev` shows: its drafts too (virtual:pages).
      const model = buildModel(folder, { drafts: true });
      // The site map's portfolio at this address (its path without the query), else the default's.
      const path = originalUrl?.split(/[?#]/)[0];
      const portfolios = model.siteMap.pages.filter((page) => page.kind === 'portfolio');
      const page = portfolios.find((each) => each.path === path) ?? portfolios[0];
      return portfolioPageHtml(
        html,
        portfolioPageOf({ ...model, pictures: await model.pictures() }, page),
        'vite',
      );
    },
  };
}
