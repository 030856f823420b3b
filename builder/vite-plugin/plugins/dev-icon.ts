/**
 * `npm run dev` only: the favicon as the build draws it (builder/seo/), the owner's initials on
 * their accent. Without it the browser asks for /favicon.ico, which names nothing and is answered 404.
 */
import type { Plugin } from 'vite';
import { siteInitials } from '../../../shared/initials.ts';
import { buildModel } from '../../build-model.ts';
import { checkAllContent } from '../../content/load.ts';
import { iconPath } from '../../seo/head.ts';
import { accentOnCard, iconSvg } from '../../seo/share-image.ts';
import type { PortfolioContext } from '../context.ts';

export function devIcon(ctx: PortfolioContext): Plugin {
  // Drawn again only when the initials or the accent change: the fonts are read at each drawing.
  let icon: { key: string; svg: string } | undefined;
  return {
    name: 'dev-icon',
    apply: 'serve',
    configureServer(server) {
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
