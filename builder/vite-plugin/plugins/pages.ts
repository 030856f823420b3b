/**
 * `virtual:pages`: the page's data of every language (shared/page-data.ts), made from content/
 * and its translations. In `npm run dev` it is made again on a save of any content file or
 * translation, in the same update as the file.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Plugin } from 'vite';
import { type ContentKey, contentFiles } from '../../../shared/content-files.ts';
import { describeProblems } from '../../content/check.ts';
import { checkAllContent, contentDir, loadLocalizedContent, saveSettleMs } from '../../content/load.ts';
import { pagesOf } from '../../page-data.ts';
import { isContentFile, isOverlayFile, updateWithContent } from './content-check.ts';

const pagesId = 'virtual:pages';

export function pages({ dir = contentDir }: { dir?: string } = {}): Plugin {
  const resolvedId = `\0${pagesId}`;
  const madeFrom = (file: string) =>
    isOverlayFile(dir)(file) ||
    (Object.keys(contentFiles) as ContentKey[]).some((key) => isContentFile(key, dir)(file));
  return {
    name: 'pages',
    resolveId: (source) => (source === pagesId ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return;
      const made = async () => {
        // The checker's `content/<file>: <path>: <reason>` lines, not a raw ZodError or JSON error.
        const problems = await checkAllContent(dir);
        if (problems.length > 0) throw new Error(describeProblems(problems));
        return `export default ${JSON.stringify(pagesOf(loadLocalizedContent(dir)))};`;
      };
      try {
        // A file caught half saved (see saveSettleMs) is read once more a moment later.
        return await made().catch(() => sleep(saveSettleMs).then(made));
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
    },
    configureServer(server) {
      server.watcher.add(dir);
    },
    hotUpdate: updateWithContent(resolvedId, madeFrom),
  };
}
