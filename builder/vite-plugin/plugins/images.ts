/**
 * Vite plugins for the images the build makes from content/:
 * - `virtual:portrait`, the owner's photo as the hero shows it (builder/images/portrait.ts), null
 *   without one;
 * - the projects' pictures content/projects.json names (builder/images/project-images.ts), which
 *   the Worker's GET /api/projects answers with (builder/api-content.ts).
 * Naming the files encodes nothing; the client build encodes and emits them, and `npm run dev`
 * encodes each one the first time it is asked for.
 */
import type { Plugin, ViteDevServer } from 'vite';
import { loadContentFileSettled } from '../../content/load.ts';
import type { ImageFile } from '../../images/image-files.ts';
import { type Portrait, planPortrait } from '../../images/portrait.ts';
import { type ProjectImagePlan, planProjectImages } from '../../images/project-images.ts';
import { isContentFileOrImage, updateWithContent } from './content-check.ts';

const portraitId = 'virtual:portrait';
const resolvedPortraitId = `\0${portraitId}`;

async function currentPortrait(): Promise<Portrait | null> {
  try {
    return await planPortrait(await loadContentFileSettled('site'));
  } catch {
    // A broken site.json or a missing photo is the content check's to report.
    return null;
  }
}

async function currentProjectImages(): Promise<ProjectImagePlan> {
  try {
    return await planProjectImages(await loadContentFileSettled('projects'));
  } catch {
    // A broken projects.json or a missing picture is the content check's to report.
    return { images: {}, files: [] };
  }
}

/** `npm run dev`: answers /images/… with the file of that name, encoded the first time it is asked for. */
function serveImages(server: ViteDevServer, currentFiles: () => Promise<ImageFile[]>): void {
  // A file's name carries a hash of its source and the encoding: its bytes never go stale.
  const encoded = new Map<string, Promise<Buffer>>();
  server.middlewares.use('/images', async (request, response, next) => {
    const path = `/images${request.url}`;
    const file = (await currentFiles()).find((f) => f.path === path);
    if (!file) return next();
    if (!encoded.has(path)) encoded.set(path, file.encode());
    response.setHeader('Content-Type', file.type);
    response.end(await encoded.get(path));
  });
}

export function portraitImages(): Plugin {
  let building = false;
  return {
    name: 'portrait-images',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId: (source) => (source === portraitId ? resolvedPortraitId : undefined),
    async load(loading, options) {
      if (loading !== resolvedPortraitId) return;
      const portrait = await currentPortrait();
      if (portrait && building && !options?.ssr) {
        for (const file of portrait.files)
          this.emitFile({ type: 'asset', fileName: file.path.slice(1), source: await file.encode() });
      }
      return `export default ${JSON.stringify(portrait?.image ?? null)};`;
    },
    configureServer(server) {
      serveImages(server, async () => (await currentPortrait())?.files ?? []);
    },
    hotUpdate: updateWithContent(resolvedPortraitId, isContentFileOrImage('site')),
  };
}

export function projectImages(): Plugin {
  let building = false;
  return {
    name: 'project-images',
    configResolved(config) {
      building = config.command === 'build';
    },
    // The page asks the API for its projects, so no page module imports the pictures: the client
    // build emits them all. Encoded side by side (AVIF takes a second or more each).
    async generateBundle() {
      if (!building || this.environment.config.consumer !== 'client') return;
      const { files } = await currentProjectImages();
      const sources = await Promise.all(files.map((file) => file.encode()));
      for (const [index, file] of files.entries())
        this.emitFile({ type: 'asset', fileName: file.path.slice(1), source: sources[index] });
    },
    configureServer(server) {
      serveImages(server, async () => (await currentProjectImages()).files);
    },
  };
}
