/**
 * `virtual:api-content`, the API's answers made from the context's snapshot of content/
 * (builder/api-content.ts). In `npm run dev` it is made again on a save of a content file, of a
 * translation of one, or of a picture one names.
 */
import type { Plugin } from 'vite';
import { apiContentCode, apiKeys, listAnswerPaths } from '../../api-content.ts';
import { buildModel } from '../../build-model.ts';
import { describeProblems } from '../../content/check.ts';
import { checkAllContent } from '../../content/load.ts';
import type { PortfolioContext } from '../context.ts';

const apiContentId = 'virtual:api-content';

export function apiContent(ctx: PortfolioContext): Plugin {
  const resolvedId = `\0${apiContentId}`;
  const madeFrom = (file: string) =>
    ctx.isTranslation(file) || apiKeys.some((key) => ctx.isContentFileOrPicture(key)(file));
  return {
    name: 'api-content',
    // The page's guard against an answer of the wrong kind (web/data/client.ts), from the registry.
    config: () => ({ define: { __API_LIST_PATHS__: JSON.stringify(listAnswerPaths) } }),
    resolveId: (source) => (source === apiContentId ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return;
      const folder = await ctx.content();
      try {
        // The published content's answers, in the build and in `npm run dev` alike.
        return apiContentCode(await buildModel(folder).api());
      } catch (error) {
        // The checker's `content/<file>: <path>: <reason>` lines, not a raw ZodError or JSON error.
        const problems = await checkAllContent(folder);
        this.error(problems.length > 0 ? describeProblems(problems) : String(error));
      }
    },
    hotUpdate: ctx.updateWithContent(resolvedId, madeFrom),
  };
}
