/**
 * `npm run dev` only: the page's head tags, colour-scheme script and favicon as the build makes them (scripts/prerender.ts),
 * from the content on disk at each request. Without them the browser asks for /favicon.ico, which
 * names nothing and is answered 404.
 */
import type { Plugin } from 'vite';
import { checkAllContent, loadContent } from '../../content/load.ts';
import { themeInitScript } from '../../web/theme/theme.ts';
import { headTags, iconPath } from './head.ts';
import { iconSvg } from './share-image.ts';

export function devHead(): Plugin {
  return {
    name: 'dev-head',
    apply: 'serve',
    async transformIndexHtml(html) {
      // Only the page (not 404.html); a broken content file is reported by the content check.
      if (!html.includes('<div id="root">') || (await checkAllContent()).length > 0) return html;
      return html
        .replace(/<title>[\s\S]*?<\/title>/, () => headTags(loadContent()))
        .replace(
          '<meta charset="utf-8" />',
          (charset) => `${charset}\n    <script>${themeInitScript}</script>`,
        );
    },
    configureServer(server) {
      server.middlewares.use(iconPath, async (_request, response, next) => {
        if ((await checkAllContent()).length > 0) return next();
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(await iconSvg(loadContent().site));
      });
    },
  };
}
