/**
 * `npm run dev` only: every page of the site map at its address, as the build writes it. A further
 * language's portfolio, /<tag>/, is the portfolio page in its language (./dev-portfolio-page.ts); a
 * collection's page (a post, a list of posts) is written from the sources, drafts included, and
 * reloads when an entry is saved.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isRunnableDevEnvironment, normalizePath, type Plugin, type ViteDevServer } from 'vite';
import type { CollectionPageRenderer } from '../../../shared/collection-pages.ts';
import { collectionKeys } from '../../../shared/content-files.ts';
import { buildModel } from '../../build-model.ts';
import { devCollectionPage } from '../../collections/index.ts';
import type { PartStylesheets } from '../../collections/page-files.ts';
import type { ContentFolder } from '../../content/content-folder.ts';
import { checkAllContent } from '../../content/load.ts';
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
  const { renderCollectionPage, partStylesheets } = (await ssr.runner.import('/entry-server.tsx')) as {
    renderCollectionPage: CollectionPageRenderer;
    partStylesheets: PartStylesheets;
  };
  const model = buildModel(folder, { drafts: true });
  return devCollectionPage(
    { ...model, pictures: await model.pictures() },
    page,
    renderCollectionPage,
    template,
    partStylesheets,
  );
}

export function devPages(ctx: PortfolioContext): Plugin {
  return {
    name: 'dev-pages',
    apply: 'serve',
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
      // (./dev-portfolio-page.ts for a portfolio): the Cloudflare plugin's asset server knows only the files of web/
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
    },
  };
}
