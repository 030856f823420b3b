/**
 * Vite plugin for the pictures the content names, from the one picture manifest
 * (builder/images/picture-manifest.ts):
 * - `virtual:portrait`, the owner's photo as the hero shows it, null without one;
 * - the client build emits every file of the manifest (the photo's, the projects' pictures, which
 *   the Worker's GET /api/projects names, and the posts'), encoded side by side;
 * - `npm run dev` encodes each file the first time it is asked for.
 */
import type { Plugin } from 'vite';
import { buildModel } from '../../build-model.ts';
import type { PictureManifest } from '../../images/picture-manifest.ts';
import type { PortfolioContext } from '../context.ts';

const portraitId = 'virtual:portrait';
const resolvedPortraitId = `\0${portraitId}`;

const noPictures: PictureManifest = {
  built: { portrait: {}, card: {}, article: {} },
  portrait: null,
  files: [],
};

export function pictures(ctx: PortfolioContext): Plugin {
  /** The build's (published posts' pictures), or the dev server's (drafts' too, which it shows). */
  async function currentPictures(): Promise<PictureManifest> {
    try {
      return await buildModel(await ctx.content(), { drafts: !ctx.building }).pictures();
    } catch {
      // A broken content file or a missing picture is the content check's to report.
      return noPictures;
    }
  }
  return {
    name: 'pictures',
    resolveId: (source) => (source === portraitId ? resolvedPortraitId : undefined),
    async load(loading) {
      if (loading !== resolvedPortraitId) return;
      return `export default ${JSON.stringify((await currentPictures()).portrait)};`;
    },
    // The page asks the API for its projects, so no page module imports their pictures: the client
    // build emits every file. Encoded side by side (AVIF takes a second or more each).
    async generateBundle() {
      if (!ctx.building || this.environment.config.consumer !== 'client') return;
      const { files } = await currentPictures();
      const sources = await Promise.all(files.map((file) => file.encode()));
      for (const [index, file] of files.entries())
        this.emitFile({ type: 'asset', fileName: file.path.slice(1), source: sources[index] });
    },
    // `npm run dev`: /images/… is the file of that name, encoded the first time it is asked for.
    configureServer(server) {
      // A file's name carries a hash of its source and the encoding: its bytes never go stale.
      const encoded = new Map<string, Promise<Buffer>>();
      server.middlewares.use('/images', async (request, response, next) => {
        const path = `/images${request.url}`;
        const file = (await currentPictures()).files.find((f) => f.path === path);
        if (!file) return next();
        if (!encoded.has(path)) encoded.set(path, file.encode());
        response.setHeader('Content-Type', file.type);
        response.end(await encoded.get(path));
      });
    },
    hotUpdate: ctx.updateWithContent(resolvedPortraitId, ctx.isContentFileOrPicture('site')),
  };
}
