/**
 * Vite plugin: `virtual:accent.css`, the owner's accent (content/site.json theme.accent) as the
 * page's colour tokens (./accent.ts). It goes through Vite's CSS pipeline with global.css, so it is
 * inlined and hashed with it; without an accent it is empty and the page keeps its own colours.
 * In `npm run dev` a change to site.json updates it.
 */
import type { Plugin } from 'vite';
import { loadContentFileSettled } from '../../content/load.ts';
import { accentCss } from '../../theme/accent.ts';
import { isContentFile, updateWithContent } from './content-check.ts';

const id = 'virtual:accent.css';
const resolvedId = `\0${id}`;

export function accentTheme(): Plugin {
  return {
    name: 'accent-theme',
    resolveId: (source) => (source === id ? resolvedId : undefined),
    async load(loading) {
      if (loading !== resolvedId) return;
      // A broken site.json is the content check's to report; the page keeps its colours meanwhile.
      let accent: string | undefined;
      try {
        accent = (await loadContentFileSettled('site')).theme?.accent;
      } catch {
        accent = undefined;
      }
      return accent ? accentCss(accent) : '';
    },
    hotUpdate: updateWithContent(resolvedId, isContentFile('site')),
  };
}
