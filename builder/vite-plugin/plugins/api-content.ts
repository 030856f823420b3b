import { setTimeout as sleep } from 'node:timers/promises';
import type { Plugin } from 'vite';
import { apiContentCode, apiKeys, buildApiContent, listAnswerPaths } from '../../api-content.ts';
import { describeProblems } from '../../content/check.ts';
import { checkAllContent, contentDir, saveSettleMs } from '../../content/load.ts';
import { isContentFileOrImage, isOverlayFile, updateWithContent } from './content-check.ts';

const apiContentId = 'virtual:api-content';

/**
 * `virtual:api-content` for Vite, made from the content in `dir`. In `npm run dev` it is made again
 * on a save of any of the six files, of a translation of one, or of a picture projects.json names.
 */
export function apiContent({ dir = contentDir }: { dir?: string } = {}): Plugin {
  const resolvedId = `\0${apiContentId}`;
  const madeFrom = (file: string) =>
    isOverlayFile(dir)(file) || apiKeys.some((key) => isContentFileOrImage(key, dir)(file));
  return {
    name: 'api-content',
    // The page's guard against an answer of the wrong kind (web/data/client.ts), from the registry.
    config: () => ({ define: { __API_LIST_PATHS__: JSON.stringify(listAnswerPaths) } }),
    resolveId: (source) => (source === apiContentId ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return;
      const made = () => buildApiContent(dir).then(apiContentCode);
      try {
        // A file caught half saved (see saveSettleMs) is read once more a moment later.
        return await made().catch(() => sleep(saveSettleMs).then(made));
      } catch (error) {
        // The checker's `content/<file>: <path>: <reason>` lines, not a raw ZodError or JSON error.
        const problems = await checkAllContent(dir);
        this.error(problems.length > 0 ? describeProblems(problems) : String(error));
      }
    },
    configureServer(server) {
      server.watcher.add(dir);
    },
    hotUpdate: updateWithContent(resolvedId, madeFrom),
  };
}
