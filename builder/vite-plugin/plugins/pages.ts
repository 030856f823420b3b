/**
 * `virtual:pages`: the page's data of every language (shared/page-data.ts), made from the
 * context's snapshot of content/ and its translations. In `npm run dev` it is made again on a save
 * of any content file or translation, in the same update as the file.
 */
import type { Plugin } from 'vite';
import { type ContentKey, contentFiles } from '../../../shared/content-files.ts';
import { buildModel } from '../../build-model.ts';
import { describeProblems } from '../../content/check.ts';
import { checkAllContent } from '../../content/load.ts';
import type { PortfolioContext } from '../context.ts';

const pagesId = 'virtual:pages';

export function pages(ctx: PortfolioContext): Plugin {
  const resolvedId = `\0${pagesId}`;
  const madeFrom = (file: string) =>
    ctx.isTranslation(file) ||
    (Object.keys(contentFiles) as ContentKey[]).some((key) => ctx.isContentFile(key)(file));
  return {
    name: 'pages',
    resolveId: (source) => (source === pagesId ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return;
      const folder = await ctx.content();
      // The checker's `content/<file>: <path>: <reason>` lines, not a raw ZodError or JSON error.
      const problems = await checkAllContent(folder);
      if (problems.length > 0) this.error(describeProblems(problems));
      // `npm run dev` shows the drafts too, marked, so the owner can read them first.
      return `export default ${JSON.stringify(buildModel(folder, { drafts: !ctx.building }).pages)};`;
    },
    hotUpdate: ctx.updateWithContent(resolvedId, madeFrom),
  };
}
