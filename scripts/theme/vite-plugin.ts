/**
 * Vite plugin: `virtual:accent.css`, the owner's accent (content/site.json theme.accent) as the
 * page's colour tokens (./accent.ts). It goes through Vite's CSS pipeline with global.css, so it is
 * inlined and hashed with it; without an accent it is empty and the page keeps its own colours.
 * In `npm run dev` a change to site.json reloads it.
 */
import type { Plugin } from 'vite';
import { loadContent } from '../../content/load.ts';
import { reloadOnContentChange } from '../../content/vite-plugin.ts';
import { accentCss } from './accent.ts';

const id = 'virtual:accent.css';
const resolvedId = `\0${id}`;

export function accentTheme(): Plugin {
  return {
    name: 'accent-theme',
    resolveId: (source) => (source === id ? resolvedId : undefined),
    load(loading) {
      if (loading !== resolvedId) return;
      // A broken site.json is the content check's to report; the page keeps its colours meanwhile.
      let accent: string | undefined;
      try {
        accent = loadContent().site.theme?.accent;
      } catch {
        accent = undefined;
      }
      return accent ? accentCss(accent) : '';
    },
    configureServer(server) {
      reloadOnContentChange(server, resolvedId);
    },
  };
}
