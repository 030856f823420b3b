/**
 * `npm run dev` only: the page's head tags, colour-scheme script and favicon as the build makes them (builder/prerender.ts),
 * from the content on disk at each request. Without them the browser asks for /favicon.ico, which
 * names nothing and is answered 404. Each further language's page, /<tag>/, is the same page with
 * its `<html lang dir>` and head, as the prerender writes it.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isRunnableDevEnvironment, normalizePath, type Plugin, type ViteDevServer } from 'vite';
import type { CollectionPageRenderer } from '../../../shared/collection-pages.ts';
import { collectionKeys } from '../../../shared/content-files.ts';
import { siteInitials } from '../../../shared/initials.ts';
import { buildModel } from '../../build-model.ts';
import { devCollectionPage } from '../../collections/index.ts';
import type { ContentFolder } from '../../content/content-folder.ts';
import { checkAllContent } from '../../content/load.ts';
import { inLanguage, withThemeScript } from '../../page-html.ts';
import { headTags, iconPath } from '../../seo/head.ts';
import { accentOnCard, iconSvg } from '../../seo/share-image.ts';
import type { CollectionPage } from '../../site-map.ts';
import type { PortfolioContext } from '../context.ts';

/**
 * A collection's page (a post's, a language's list of posts) as the build writes it, from the
 * sources and with the drafts (builder/collections/index.ts), rendered by the server renderer
 * through Vite.
 */
async function devPage(
  server: ViteDevServer,
  folder: ContentFolder,
  page: CollectionPage,
  template: string,
): Promise<string> {
  const ssr = server.environments.ssr;
  if (!isRunnableDevEnvironment(ssr)) throw new Error('The dev server has no runnable ssr environment');
  const { renderCollectionPage } = (await ssr.runner.import('/entry-server.tsx')) as {
    renderCollectionPage: CollectionPageRenderer;
  };
  const model = buildModel(folder, { drafts: true });
  return devCollectionPage(
    { ...model, pictures: await model.pictures() },
    page,
    renderCollectionPage,
    template,
  );
}

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
      const { localized, siteMap } = buildModel(folder);
      const { defaultLocale, locales } = localized;
      // The site map's page at this address (its path without the query), else the default's.
      const path = originalUrl?.split(/[?#]/)[0];
      const { locale, alternates } = siteMap.pages.find((page) => page.path === path) ?? siteMap.pages[0];
      return withThemeScript(
        inLanguage(html, locale).replace(/<title>[\s\S]*?<\/title>/, () =>
          headTags(localized.byLocale[locale], null, { locale, defaultLocale, locales, alternates }),
        ),
      );
    },
    // A saved entry of a collection (a post), or a translation of one: each open page of a
    // collection reloads (Vite's client reloads a page only when the path is its own).
    async hotUpdate({ file }) {
      if (this.environment.name !== 'client') return;
      const saved = normalizePath(file);
      if (!collectionKeys.some((key) => ctx.isContentFileInAnyLanguage(key)(saved))) return;
      const { siteMap } = buildModel(await ctx.content(), { drafts: true });
      for (const page of siteMap.pages)
        if (page.kind !== 'portfolio')
          this.environment.hot.send({ type: 'full-reload', path: `${page.path}index.html` });
    },
    configureServer(server) {
      // A page of the site map other than / is the page itself, in its language
      // (transformIndexHtml): the Cloudflare plugin's asset server knows only the files of web/
      // (the prerender writes the others in a build). Any other path goes on to the Worker's 404.
      server.middlewares.use(async (request, response, next) => {
        const path = request.url?.split(/[?#]/)[0];
        try {
          if (!path || path === '/' || request.method !== 'GET') return next();
          const folder = await ctx.content();
          const template = await readFile(join(server.config.root, 'index.html'), 'utf8');
          const portfolio = () => server.transformIndexHtml('/', template, request.url);
          // While content is broken, a page's address (`/…/`) gets the portfolio's page, which shows
          // the checker's overlay: the map of pages itself may not be readable.
          const broken = (await checkAllContent(folder)).length > 0;
          if (broken && !path.endsWith('/')) return next();
          // Drafts too: the owner reads a post here before it is out.
          const siteMap = broken ? undefined : buildModel(folder, { drafts: true }).siteMap;
          const page = siteMap?.pages.find((each) => each.path === path);
          if (siteMap && !page) return next();
          const html =
            !siteMap || !page || page.kind === 'portfolio'
              ? await portfolio()
              : await server.transformIndexHtml(path, await devPage(server, folder, page, template));
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
          const { site } = buildModel(folder).content;
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
