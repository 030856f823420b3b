/**
 * `npm run dev` only: the page's head tags, colour-scheme script and favicon as the build makes them (builder/prerender.ts),
 * from the content on disk at each request. Without them the browser asks for /favicon.ico, which
 * names nothing and is answered 404.
 */
import type { Plugin } from 'vite';
import { themeInitScript } from '../../../shared/color-scheme.ts';
import { siteInitials } from '../../../shared/initials.ts';
import { checkAllContent, loadContent } from '../../content/load.ts';
import { headTags, iconPath } from '../../seo/head.ts';
import { accentOnCard, iconSvg } from '../../seo/share-image.ts';

export function devHead(): Plugin {
  // Drawn again only when the initials or the accent change: the fonts are read at each drawing.
  let icon: { key: string; svg: string } | undefined;
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
        // Connect ignores the promise: an error must go to next(), or it would stop the dev server.
        try {
          if ((await checkAllContent()).length > 0) return next();
          const { site } = loadContent();
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
