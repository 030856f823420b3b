/**
 * Vite plugin: every content file Vite loads (the page's site.json in the build and in `npm run
 * dev`, the Worker's six files in dev) passes the content check first, so a mistake reads as the
 * checker's `content/<file>: <path>: <reason>` lines rather than a raw ZodError or JSON error.
 * In dev it also re-checks on every save, prints the problems in the terminal, shows them in the
 * browser's error overlay, and reloads the page once the files are right again.
 */
import { existsSync } from 'node:fs';
import { basename, dirname, resolve, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { type ContentProblem, checkContentFile, describeProblems, formatWarning } from './check.ts';
import { siteInitials } from './initials.ts';
import { checkAllContent, contentDir, warnAllContent } from './load.ts';
import { type ContentKey, contentFiles, type Site } from './schema.ts';

const keyByFile = new Map<string, ContentKey>(
  (Object.keys(contentFiles) as ContentKey[]).map((key) => [contentFiles[key].file, key]),
);

/** The content key of a module id, if it is one of the files in content/. */
function contentKeyOf(id: string): ContentKey | undefined {
  const path = id.split('?')[0];
  if (resolve(dirname(path)) !== resolve(contentDir)) return undefined;
  return keyByFile.get(basename(path));
}

/**
 * For a module the build makes from content/ (the accent's CSS, the photo, the projects'
 * pictures): reload it in `npm run dev` when a file in content/ (or a folder in it) changes, so the
 * page shows the edit like any other, in the page and in the Worker alike.
 */
export function reloadOnContentChange(server: ViteDevServer, moduleId: string): void {
  const onChange = (path: string) => {
    if (!resolve(path).startsWith(resolve(contentDir) + sep)) return;
    for (const environment of Object.values(server.environments)) {
      const module = environment.moduleGraph.getModuleById(moduleId);
      if (module) void environment.reloadModule(module);
    }
  };
  for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, onChange);
}

export function contentCheck(): Plugin {
  let problems: ContentProblem[] = [];
  // What the page will not show as written (a second degree, an empty list), said when it changes.
  let warnings = '';
  // One check at a time: saving several files at once must not report "fixed" twice.
  let checking = Promise.resolve();
  // An editor's save can arrive as several writes (truncate, then content): check once they
  // settle, after Vite has reloaded the modules, so the overlay ends on the file as saved.
  let settle: ReturnType<typeof setTimeout> | undefined;

  function showOverlay(server: ViteDevServer) {
    const message = describeProblems(problems);
    server.ws.send({ type: 'error', err: { message, stack: '', plugin: 'content-check' } });
  }

  async function recheck(server: ViteDevServer) {
    const wasBroken = problems.length > 0;
    problems = await checkAllContent();
    if (problems.length > 0) {
      server.config.logger.error(describeProblems(problems), { timestamp: true });
      showOverlay(server);
      return;
    }
    if (wasBroken) {
      server.config.logger.info('Content check passed: serving the fixed content', { timestamp: true });
      server.ws.send({ type: 'full-reload' });
    }
    const now = (await warnAllContent()).map(formatWarning).join('\n');
    if (now && now !== warnings) server.config.logger.warn(now, { timestamp: true });
    warnings = now;
  }

  return {
    name: 'content-check',
    enforce: 'pre',
    // A content file that is gone: the checker's "file is missing" line, not Vite's load error.
    async load(id) {
      if (!contentKeyOf(id) || existsSync(id.split('?')[0])) return;
      this.error(describeProblems(await checkAllContent()));
    },
    async transform(code, id) {
      const key = contentKeyOf(id);
      if (!key) return;
      if (checkContentFile(key, code).length === 0) {
        // The page gets its initials resolved here, at build time: deriving them on the phone
        // would ship and start ICU's grapheme segmenter (content/initials.ts).
        if (key !== 'site') return;
        const site = JSON.parse(code) as Site;
        return site.initials ? undefined : JSON.stringify({ ...site, initials: siteInitials(site) });
      }
      // Every problem of every file, as the checker lists them: whichever file Vite loads first,
      // the one error it shows names them all (this file's own, if the disk has moved on).
      const onDisk = await checkAllContent();
      this.error(describeProblems(onDisk.length > 0 ? onDisk : checkContentFile(key, code)));
    },
    configureServer(server) {
      // A check that could not run is said, and the next save checks again.
      const reportFailure = (error: unknown) =>
        server.config.logger.error(`Content check could not run: ${String(error)}`);
      server.watcher.add(contentDir);
      const onChange = (path: string) => {
        if (!contentKeyOf(path)) return;
        clearTimeout(settle);
        settle = setTimeout(() => {
          checking = checking.then(() => recheck(server)).catch(reportFailure);
        }, 200);
      };
      for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, onChange);
      // A page opened (or reloaded) while a file is broken gets the overlay at once.
      server.ws.on('connection', () => {
        if (problems.length > 0) showOverlay(server);
      });
      checking = checking.then(() => recheck(server)).catch(reportFailure);
    },
  };
}
