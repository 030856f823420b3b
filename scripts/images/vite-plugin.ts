/**
 * Vite plugin: `virtual:portrait`, the owner's photo as the hero shows it (./portrait.ts), or null
 * without one. The build emits its image files next to the page; `npm run dev` serves them
 * from memory, made afresh when content/ changes.
 */
import type { Plugin } from 'vite';
import { loadContent } from '../../content/load.ts';
import { buildPortrait, type Portrait, portraitView } from './portrait.ts';

const id = 'virtual:portrait';
const resolvedId = `\0${id}`;
const types: Record<string, string> = { avif: 'image/avif', webp: 'image/webp' };

async function currentPortrait(): Promise<Portrait | null> {
  try {
    return await buildPortrait(loadContent().site);
  } catch {
    // A broken site.json or a missing photo is the content check's to report.
    return null;
  }
}

export function portraitImages(): Plugin {
  let building = false;
  return {
    name: 'portrait-images',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId: (source) => (source === id ? resolvedId : undefined),
    async load(loading, options) {
      if (loading !== resolvedId) return;
      const portrait = await currentPortrait();
      if (portrait && building && !options?.ssr) {
        for (const file of portrait.files)
          this.emitFile({ type: 'asset', fileName: file.path.slice(1), source: file.bytes });
      }
      return `export default ${JSON.stringify(portraitView(portrait))};`;
    },
    configureServer(server) {
      server.middlewares.use('/images', async (request, response, next) => {
        const file = (await currentPortrait())?.files.find((f) => f.path === `/images${request.url}`);
        if (!file) return next();
        response.setHeader(
          'Content-Type',
          types[file.path.split('.').pop() ?? ''] ?? 'application/octet-stream',
        );
        response.end(file.bytes);
      });
      server.watcher.on('change', () => {
        const module = server.moduleGraph.getModuleById(resolvedId);
        if (module) void server.reloadModule(module);
      });
    },
  };
}
