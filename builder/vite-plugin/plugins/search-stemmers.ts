/**
 * `virtual:search-stemmers`: the stemmers of the site's languages only (shared/search/stemmers.ts),
 * so the Worker's bundle holds none of the languages the site does not have.
 */
import type { Plugin } from 'vite';
import { localesOf } from '../../../shared/locales.ts';
import { baseLanguageOf, stemmerModules } from '../../../shared/search/stemmers.ts';
import { loadContentFile } from '../../content/load.ts';
import type { PortfolioContext } from '../context.ts';

const stemmersId = 'virtual:search-stemmers';

export function searchStemmers(ctx: PortfolioContext): Plugin {
  const resolvedId = `\0${stemmersId}`;
  return {
    name: 'search-stemmers',
    resolveId: (source) => (source === stemmersId ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return;
      const site = loadContentFile('site', await ctx.content());
      const languages = [...new Set(localesOf(site).map(baseLanguageOf))].filter(
        (lang) => stemmerModules[lang],
      );
      const loaders = languages.map(
        (lang) => `${JSON.stringify(lang)}: () => import(${JSON.stringify(stemmerModules[lang])})`,
      );
      return `export const stemmers = {${loaders.join(', ')}};\n`;
    },
    // A language added in `npm run dev` brings its stemmer.
    hotUpdate: ctx.updateWithContent(resolvedId, ctx.isContentFile('site')),
  };
}
