/**
 * `vite build` builds the whole site in one process from one snapshot of content/: it checks the
 * content (every problem at once, in the owner's words), builds the page and its server renderer
 * as two Vite environments, then writes every page, the résumés and the SEO files, and builds the
 * Worker as the third (the Cloudflare plugin's `worker`), its API answers from `virtual:api-content`
 * as in `npm run dev`. Each step reads the one model of the context's snapshot (builder/build-model.ts).
 */

import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { inspect } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { buildModel } from '../../build-model.ts';
import { describeProblems, formatWarning } from '../../content/check.ts';
import { absentKindsLine, checkAllContent, warnAllContent } from '../../content/load.ts';
import { overlayFolders } from '../../content/overlays.ts';
import { prerender } from '../../prerender.ts';
import { writeResumes } from '../../resume/build-resume.ts';
import { countRun } from '../../run-counts.ts';
import type { PortfolioContext } from '../context.ts';

/**
 * The content does not check out: the build stops with the checker's lines alone. Vite's CLI
 * prints a failed build's error with util.inspect, which asks this for its text: no stack trace.
 */
export class ContentCheckFailed extends Error {
  [inspect.custom]() {
    return this.message;
  }
}

export function siteBuild(ctx: PortfolioContext): Plugin {
  return {
    name: 'site-build',
    apply: 'build',
    async buildApp(builder) {
      countRun('site build');
      const { client, ssr, worker } = builder.environments;
      if (!worker)
        throw new Error(
          'No `worker` environment: vite.config.ts runs cloudflare({ viteEnvironment: { name: "worker" } })',
        );
      const logger = builder.config.logger;
      const folder = await ctx.content();
      const problems = await checkAllContent(folder);
      // Valid content the page will not show as written: said, and the build goes on.
      for (const warning of await warnAllContent(folder)) logger.warn(formatWarning(warning));
      if (problems.length > 0) throw new ContentCheckFailed(describeProblems(problems));
      const translations = overlayFolders(folder);
      logger.info(
        `Content check passed${translations.length > 0 ? `, with translations into ${translations.join(', ')}` : ''}: ${folder.dir}`,
      );
      const absent = absentKindsLine(folder);
      if (absent) logger.info(absent);

      await builder.build(client);
      await builder.build(ssr);
      const outDir = (environment: typeof client) =>
        resolve(environment.config.root, environment.config.build.outDir);
      const serverEntry = join(outDir(ssr), 'entry-server.js');
      // One model of the published site: the pages, the résumés and (through virtual:api-content)
      // the Worker's answers read the same one.
      const model = buildModel(folder);
      logger.info(await prerender(model, outDir(client), serverEntry));
      logger.info(await writeResumes(model, outDir(client)));
      await builder.build(worker);
      const built = join(outDir(worker), 'index.js');
      const gzip = gzipSync(readFileSync(built)).length;
      logger.info(
        `Built the Worker into ${built}: ${(statSync(built).size / 1024).toFixed(1)} KiB, ${(gzip / 1024).toFixed(1)} KiB gzip`,
      );
    },
  };
}
