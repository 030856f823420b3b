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
import { defaultLocaleOf, localesOf } from '../../../shared/locales.ts';
import { checkAllContent, loadContent, loadLocalizedContent } from '../../content/load.ts';
import { inLanguage, withThemeScript } from '../../page-html.ts';
import { headTags, iconPath } from '../../seo/head.ts';
import { accentOnCard, iconSvg } from '../../seo/share-image.ts';
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
      const tag = originalUrl?.split('/')[1];
      const locale = tag && locales.includes(tag) ? tag : defaultLocale;
      return withThemeScript(
        inLanguage(html, locale).replace(/<title>[\s\S]*?<\/title>/, () =>
          headTags(localized.byLocale[locale], null, { locale, defaultLocale, locales }),
        ),
      );
    },
    configureServer(server) {
      // A further language's page is the page itself, in that language (transformIndexHtml). The
      // Cloudflare plugin's asset server knows no /<tag>/ (the prerender writes it in a build).
      server.middlewares.use(async (request, response, next) => {
        const tag = request.url?.match(/^\/([^/?#]+)\/(?:[?#].*)?$/)?.[1];
        try {
          if (!tag || request.method !== 'GET') return next();
          const { site } = loadContent(await ctx.content());
          if (tag === defaultLocaleOf(site) || !localesOf(site).includes(tag)) return next();
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
