/**
 * `virtual:api-content`, the read-only API's answers (content/api-content.ts), made at build time
 * in Node: content/*.json parsed with the schema, a project's picture as the build makes it
 * (content/api-projects.ts). The Worker imports them ready-made and starts without the schema's
 * validator. Vite answers the import (apiContent: the prerender's build, the Worker in `npm run
 * dev` and in its tests); wrangler's bundle, which runs no Vite plugin, gets the file the build
 * writes (writeApiContentModule, wrangler.toml [alias]).
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Plugin } from 'vite';
import type { ApiResponses } from '../content/api-content.ts';
import { apiProjects } from '../content/api-projects.ts';
import { describeProblems } from '../content/check.ts';
import { checkAllContent, contentDir, loadContentFile, saveSettleMs } from '../content/load.ts';
import { type ApiContentKey, type ContentKey, contentFiles, type Project } from '../content/schema.ts';
import { isContentFileOrImage, updateWithContent } from '../content/vite-plugin.ts';
import { planProjectImages } from './images/project-images.ts';

const apiContentId = 'virtual:api-content';
const apiKeys = (Object.keys(contentFiles) as ContentKey[]).filter(
  (key): key is ApiContentKey => contentFiles[key].path !== null,
);

/** Each endpoint's answer from the content in `dir`; throws the schema's error on invalid content. */
export async function buildApiContent(dir = contentDir): Promise<ApiResponses> {
  const answers = await Promise.all(
    apiKeys.map(async (key) => {
      const { schema, path } = contentFiles[key];
      const data = schema.parse(loadContentFile(key, dir));
      if (key !== 'projects') return [path, data];
      const { images } = await planProjectImages(data as Project[], dir);
      return [path, apiProjects(data as Project[], images)];
    }),
  );
  return Object.fromEntries(answers);
}

/**
 * A strong ETag of an answer's body as the Worker sends it (JSON.stringify): made here, since
 * hashing every answer cost the Worker's cold start 2 to 10 ms.
 */
const etagOf = (answer: unknown) =>
  `"${createHash('sha256').update(JSON.stringify(answer)).digest('hex').slice(0, 20)}"`;

/** The module's code: the answers as JSON, which V8 reads faster than the same object as a literal. */
function apiContentCode(answers: ApiResponses): string {
  const etags = Object.fromEntries(Object.entries(answers).map(([path, answer]) => [path, etagOf(answer)]));
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(answers))});\nexport const etags = ${JSON.stringify(etags)};\n`;
}

/** Where wrangler.toml's [alias] sends `virtual:api-content`. */
export const apiContentFile = join(import.meta.dirname, '..', 'dist', 'generated', 'api-content.js');

/** Written before wrangler bundles the Worker (scripts/bundle-worker.ts). */
export async function writeApiContentModule(dir = contentDir): Promise<void> {
  await mkdir(dirname(apiContentFile), { recursive: true });
  await writeFile(apiContentFile, apiContentCode(await buildApiContent(dir)));
}

/**
 * `virtual:api-content` for Vite, made from the content in `dir`. In `npm run dev` it is made again
 * on a save of any of the six files or of a picture projects.json names.
 */
export function apiContent({ dir = contentDir }: { dir?: string } = {}): Plugin {
  const resolvedId = `\0${apiContentId}`;
  const madeFrom = (file: string) => apiKeys.some((key) => isContentFileOrImage(key, dir)(file));
  return {
    name: 'api-content',
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
