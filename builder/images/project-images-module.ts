/**
 * `virtual:project-images` as a file, for the Worker bundled by wrangler (esbuild, which runs no
 * Vite plugin): wrangler.toml's [alias] points the import at this file, which the build writes
 * just before bundling (builder/bundle-worker.ts), as does a test that serves the Worker from its
 * sources. Vite (`npm run dev`, the Worker's tests) answers the import itself (./vite-plugin.ts),
 * from the same plan.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { loadContent } from '../content/load.ts';
import { planProjectImages } from './project-images.ts';

const root = join(import.meta.dirname, '..', '..');
/** Where wrangler.toml's [alias] sends `virtual:project-images`. */
export const projectImagesModule = join(root, 'dist', 'generated', 'project-images.js');

export async function writeProjectImagesModule(): Promise<void> {
  const { images } = await planProjectImages(loadContent().projects);
  await mkdir(dirname(projectImagesModule), { recursive: true });
  await writeFile(projectImagesModule, `export default ${JSON.stringify(images, null, 2)};\n`);
}
