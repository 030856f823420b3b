/**
 * Vite plugin: `virtual:portrait`, the owner's photo as the hero shows it (./portrait.ts), or null
 * without one. Naming the files encodes nothing; the client build encodes and emits them, and
 * `npm run dev` encodes each one the first time it is asked for.
 */
import type { Plugin } from 'vite';
import { loadContent } from '../../content/load.ts';
import { reloadOnContentChange } from '../../content/vite-plugin.ts';
import { type Portrait, planPortrait } from './portrait.ts';

const id = 'virtual:portrait';
const resolvedId = `\0${id}`;

async function currentPortrait(): Promise<Portrait | null> {
  try {
    return await planPortrait(loadContent().site);
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
          this.emitFile({ type: 'asset', fileName: file.path.slice(1), source: await file.encode() });
      }
      return `export default ${JSON.stringify(portrait?.image ?? null)};`;
    },
    configureServer(server) {
      // A file's name carries a hash of the photo and the encoding: its bytes never go stale.
      const encoded = new Map<string, Promise<Buffer>>();
      server.middlewares.use('/images', async (request, response, next) => {
        const path = `/images${request.url}`;
        const file = (await currentPortrait())?.files.find((f) => f.path === path);
        if (!file) return next();
        if (!encoded.has(path)) encoded.set(path, file.encode());
        response.setHeader('Content-Type', file.type);
        response.end(await encoded.get(path));
      });
      reloadOnContentChange(server, resolvedId);
    },
  };
}
