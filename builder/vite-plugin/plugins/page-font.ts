/**
 * Vite plugin: `virtual:font.css`, the owner's font (content/site.json theme.font) as @font-face
 * rules and the page's font stack (builder/theme/page-font.ts), and the preload of its one file in
 * the page's head, so its download starts with the HTML rather than once the stylesheet is read.
 * The client build emits the file under its hashed name; `npm run dev` serves it from node_modules.
 * Without a font the module is empty, nothing is preloaded, and the page keeps the system's fonts.
 */
import type { Plugin } from 'vite';
import { buildModel } from '../../build-model.ts';
import type { ContentFolder } from '../../content/content-folder.ts';
import type { BuiltFont } from '../../theme/page-font.ts';
import type { PortfolioContext } from '../context.ts';

const id = 'virtual:font.css';
const resolvedId = `\0${id}`;

// A broken site.json is the content check's to report; the page keeps the system's fonts meanwhile.
function fontOf(folder: ContentFolder): BuiltFont | null {
  try {
    return buildModel(folder).font();
  } catch {
    return null;
  }
}

export function siteFont(ctx: PortfolioContext): Plugin {
  const currentFont = async () => fontOf(await ctx.content());
  return {
    name: 'site-font',
    async resolveId(source) {
      if (source === id) return resolvedId;
      // The stylesheet names the file by its final URL, which this plugin emits (or serves): Vite
      // is told it is no module of the build, so it neither looks for it nor warns.
      if (source.endsWith('.woff2') && source === (await currentFont())?.path)
        return { id: source, external: true };
    },
    async load(loading) {
      if (loading !== resolvedId) return;
      const font = await currentFont();
      if (font && ctx.building && this.environment.config.consumer === 'client')
        this.emitFile({ type: 'asset', fileName: font.path.slice(1), source: font.bytes });
      return font?.css ?? '';
    },
    async transformIndexHtml(html) {
      const font = await currentFont();
      // The page only: the 404 page shows no text in the font worth waiting for.
      if (!font || !html.includes('<div id="root">')) return;
      return [
        {
          tag: 'link',
          attrs: { rel: 'preload', href: font.path, as: 'font', type: 'font/woff2', crossorigin: true },
          injectTo: 'head',
        },
      ];
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        if (!request.url?.endsWith('.woff2')) return next();
        const font = await currentFont();
        if (!font || request.url !== font.path) return next();
        response.setHeader('Content-Type', 'font/woff2');
        response.end(font.bytes);
      });
    },
    hotUpdate: ctx.updateWithContent(resolvedId, ctx.isContentFile('site')),
  };
}
