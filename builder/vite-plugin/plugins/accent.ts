/**
 * Vite plugin: `virtual:palette.css`, the page's colour tokens (builder/theme/accent.ts): the
 * palette of shared/palette.ts, with the owner's accent (content/site.json theme.accent) when there
 * is one.
 * It goes through Vite's CSS pipeline before global.css, so it is inlined and hashed with it, and
 * global.css's print rules override it. In `npm run dev` a change to site.json updates it.
 */
import type { Plugin } from 'vite';
import { loadContentFile } from '../../content/load.ts';
import { paletteCss } from '../../theme/accent.ts';
import type { PortfolioContext } from '../context.ts';

const id = 'virtual:palette.css';
const resolvedId = `\0${id}`;

export function accentTheme(ctx: PortfolioContext): Plugin {
  return {
    name: 'accent-theme',
    resolveId: (source) => (source === id ? resolvedId : undefined),
    async load(loading) {
      if (loading !== resolvedId) return;
      // A broken site.json is the content check's to report; the page keeps its own accent meanwhile.
      let accent: string | undefined;
      try {
        accent = loadContentFile('site', await ctx.content()).theme?.accent;
      } catch {
        accent = undefined;
      }
      return paletteCss(accent);
    },
    hotUpdate: ctx.updateWithContent(resolvedId, ctx.isContentFile('site')),
  };
}
