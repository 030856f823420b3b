/**
 * `npm run dev` only: the page's head tags, colour-scheme script and favicon as the build makes them (builder/prerender.ts),
 * from the content on disk at each request. Without them the browser asks for /favicon.ico, which
 * names nothing and is answered 404. Each further language's page, /<tag>/, is the same page with
 * its `<html lang dir>` and head, as the prerender writes it.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { siteInitials } from '../../../shared/initials.ts';
import { checkAllContent, loadContent, loadLocalizedContent } from '../../content/load.ts';
import { inLanguage, withThemeScript } from '../../page-html.ts';
import { headTags, iconPath } from '../../seo/head.ts';
import { accentOnCard, iconSvg } from '../../seo/share-image.ts';
import { loadSiteMap } from '../../site-map.ts';
import type { PortfolioContext } from '../context.ts';

export function devHead(ctx: PortfolioContext): Plugin {
  // Drawn again only when the initials or the accent change: the fonts are read at each drawing.
  let icon: { key: string; svg: string } | undefined;
  return {
    name: 'dev-head',
    apply: 'serve',
    async transformIndexHtml(html, { originalUrl }) {
      // Only the page (not 404.html); a broken content file is reported by the content check.
      const folder = await ctx.content();
      if (!html.includes('<div id="root">') || (await checkAllContent(folder)).length > 0) return html;
      const localized = loadLocalizedContent(folder);
      const { defaultLocale, locales } = localized;
      // The site map's page at this address (its path without the query), else the default's.
      const siteMap = loadSiteMap(folder);
      const path = originalUrl?.split(/[?#]/)[0];
      const { locale, alternates } = siteMap.pages.find((page) => page.path === path) ?? siteMap.pages[0];
      return withThemeScript(
        inLanguage(html, locale).replace(/<title>[\s\S]*?<\/title>/, () =>
          headTags(localized.byLocale[locale], null, { locale, defaultLocale, locales, alternates }),
        ),
      );
    },
    configureServer(server) {
      // A page of the site map other than / is the page itself, in its language
      // (transformIndexHtml): the Cloudflare plugin's asset server knows only the files of web/
      // (the prerender writes the others in a build). Any other path goes on to the Worker's 404.
      server.middlewares.use(async (request, response, next) => {
        const path = request.url?.split(/[?#]/)[0];
        try {
          if (!path || path === '/' || request.method !== 'GET') return next();
          if (!loadSiteMap(await ctx.content()).pages.some((page) => page.path === path)) return next();
          const page = await readFile(join(server.config.root, 'index.html'), 'utf8');
          const html = await server.transformIndexHtml('/', page, request.url);
          response.setHeader('Content-Type', 'text/html; charset=utf-8');
          response.end(html);
        } catch (error) {
          // A broken site.json is the content check's to report: the page it would have served.
          next(error instanceof SyntaxError ? undefined : error);
        }
      });
      server.middlewares.use(iconPath, async (_request, response, next) => {
        // Connect ignores the promise: an error must go to next(), or it would stop the dev server.
        try {
          const folder = await ctx.content();
          if ((await checkAllContent(folder)).length > 0) return next();
          const { site } = loadContent(folder);
          const key = `${siteInitials(site)} ${accentOnCard(site)}`;
          if (icon?.key !== key) icon = { key, svg: await iconSvg(site) };
          response.setHeader('Content-Type', 'image/svg+xml');
          response.end(icon.svg);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
