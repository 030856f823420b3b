/**
 * `virtual:api-content`, the read-only API's answers (shared/api-content.ts), made at build time
 * in Node: content/*.json parsed with the schema, a project's picture as the build makes it
 * (shared/api-projects.ts). The Worker imports them ready-made and starts without the schema's
 * validator. Vite answers the import (vite-plugin/plugins/api-content.ts: the prerender's build,
 * the Worker in `npm run dev` and in its tests); wrangler's bundle, which runs no Vite plugin, gets
 * the file the build writes (writeApiContentModule, wrangler.toml [alias]).
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ApiResponses } from '../shared/api-content.ts';
import { apiProjects } from '../shared/api-projects.ts';
import { type ApiContentKey, type ContentKey, contentFiles, type Project } from '../shared/schema.ts';
import { contentDir, loadContentFile } from './content/load.ts';
import { planProjectImages } from './images/project-images.ts';

export const apiKeys = (Object.keys(contentFiles) as ContentKey[]).filter(
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
export function apiContentCode(answers: ApiResponses): string {
  const etags = Object.fromEntries(Object.entries(answers).map(([path, answer]) => [path, etagOf(answer)]));
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(answers))});\nexport const etags = ${JSON.stringify(etags)};\n`;
}

/** Where wrangler.toml's [alias] sends `virtual:api-content`. */
export const apiContentFile = join(import.meta.dirname, '..', 'dist', 'generated', 'api-content.js');

/** Written before wrangler bundles the Worker (builder/bundle-worker.ts). */
export async function writeApiContentModule(dir = contentDir): Promise<void> {
  await mkdir(dirname(apiContentFile), { recursive: true });
  await writeFile(apiContentFile, apiContentCode(await buildApiContent(dir)));
}
