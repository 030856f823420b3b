/**
 * Vite plugin: every content file Vite loads (the page's site.json in the build and in `npm run
 * dev`, the Worker's six files in dev) passes the content check first, so a mistake reads as the
 * checker's `content/<file>: <path>: <reason>` lines rather than a raw ZodError or JSON error.
 * In dev it also re-checks on every save (of a content file or an image one names), prints the
 * problems in the terminal, shows them in the browser's error overlay, reloads the page once the
 * files are right again, and has the Worker run its modules again. It also gives the plugins that
 * make modules from content (accent, font, photo, pictures, the API's answers) their `hotUpdate`
 * (updateWithContent).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { stripVTControlCharacters } from 'node:util';
import { createLogger, type Logger, normalizePath, type Plugin, type ViteDevServer } from 'vite';
import { type ContentKey, contentFiles } from '../../../shared/content-files.ts';
import {
  type ContentProblem,
  checkContentFile,
  describeProblems,
  formatWarning,
} from '../../content/check.ts';
import {
  checkAllContent,
  contentDir,
  namedImageFiles,
  saveSettleMs,
  warnAllContent,
} from '../../content/load.ts';

const keyByFile = new Map<string, ContentKey>(
  (Object.keys(contentFiles) as ContentKey[]).map((key) => [contentFiles[key].file, key]),
);

/** The content key of a module id, if it is one of the files in content/. */
function contentKeyOf(id: string): ContentKey | undefined {
  const path = id.split('?')[0];
  if (resolve(dirname(path)) !== resolve(contentDir)) return undefined;
  return keyByFile.get(basename(path));
}

/** Whether a changed file is <dir>/<key's file>. */
export function isContentFile(key: ContentKey, dir = contentDir): (file: string) => boolean {
  return (file) => file === normalizePath(join(dir, contentFiles[key].file));
}

/** Whether a changed file is <dir>/<key's file> or an image it names (the photo, a project's picture). */
export function isContentFileOrImage(key: ContentKey, dir = contentDir): (file: string) => boolean {
  return (file) =>
    isContentFile(key, dir)(file) ||
    // Vite reports every file of the project: only one in content/ is worth reading the JSON for.
    (file.startsWith(`${normalizePath(dir)}/`) &&
      namedImageFiles(key, dir).some((image) => normalizePath(image) === file));
}

/** Whether a changed file is a translation of a content file, <dir>/<tag>/<file> (builder/content/overlays.ts). */
export function isOverlayFile(dir = contentDir): (file: string) => boolean {
  return (file) => {
    const parts = relative(dir, file).split(sep);
    return parts.length === 2 && parts[0] !== '..' && keyByFile.has(parts[1]);
  };
}

/** A content file, a translation of one, or an image one names. */
const isContentSave = (file: string) =>
  isOverlayFile()(file) ||
  (Object.keys(contentFiles) as ContentKey[]).some((key) => isContentFileOrImage(key)(file));

/**
 * For a module the build makes from content/ (the accent's CSS, the font, the photo, the
 * projects' pictures): a `hotUpdate` hook that, in `npm run dev`, updates it in the same update as
 * the file it is made from, in the page and in the Worker alike. Both are then read again together
 * on the next request. (Reloaded on its own, the pictures' module could read projects.json half
 * saved while the Worker read it whole, and /api would answer 500 until the next save.)
 */
export function updateWithContent(
  moduleId: string,
  madeFrom: (file: string) => boolean,
): NonNullable<Plugin['hotUpdate']> {
  return function hotUpdate({ file, modules }) {
    if (!madeFrom(normalizePath(file))) return;
    const module = this.environment.moduleGraph.getModuleById(moduleId);
    if (!module || modules.includes(module)) return;
    return [...modules, module];
  };
}

/** The checker's report (describeProblems) inside whatever message carries it. */
const contentReport = /Content check failed with \d+ problems?:(?:\n {2}content\/.*)*/;

/**
 * `npm run dev`'s terminal. A content problem reaches Vite's logger by several roads: the check
 * after a save, the Worker's module runner failing to run its modules again (logged as info, with
 * two stack traces and the file's whole text), and every request that fails while the file is
 * broken (with the runner's stack trace). Each says the checker's lines alone, as an error, once
 * until the content changes.
 */
export function contentProblemsLogger(logger: Logger): Logger & { forget: () => void } {
  let said: string | undefined;
  const sayOnce =
    (log: Logger['info']): Logger['info'] =>
    (message, options) => {
      const report = stripVTControlCharacters(message).match(contentReport)?.[0];
      if (!report) {
        // The runner follows its error with a guess at the cause (a syntax error, a missing
        // import): while content is broken, a wrong one.
        if (said && /Failed to reload .*\(see errors above\)/.test(message)) return;
        return log(message, options);
      }
      if (report === said) return;
      said = report;
      logger.error(report, { ...options, timestamp: true });
    };
  return Object.assign(Object.create(logger) as Logger, {
    info: sayOnce(logger.info.bind(logger)),
    error: sayOnce(logger.error.bind(logger)),
    /** The content checks out again: the same mistake made anew is said anew. */
    forget() {
      said = undefined;
    },
  });
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
  let terminal: ReturnType<typeof contentProblemsLogger> | undefined;

  function showOverlay(server: ViteDevServer) {
    const message = describeProblems(problems);
    server.ws.send({ type: 'error', err: { message, stack: '', plugin: 'content-check' } });
  }

  /**
   * Once a save has settled and checks out, the Worker runs all its modules again. An update that
   * reached it while it was still importing the one before could leave it holding a module read
   * before a save next to one read after it (a picture its projects.json names but its pictures
   * lack: every /api answer a 500), until the next save. And a picture's own change reaches no
   * module the Worker has run (its runner drops that update): this is how the Worker gets it.
   */
  function rerunWorker(server: ViteDevServer) {
    for (const environment of Object.values(server.environments))
      if (environment.config.consumer === 'server') environment.hot.send({ type: 'full-reload' });
  }

  async function recheck(server: ViteDevServer, { saved }: { saved: boolean }) {
    const wasBroken = problems.length > 0;
    problems = await checkAllContent();
    if (problems.length > 0) {
      server.config.logger.error(describeProblems(problems), { timestamp: true });
      showOverlay(server);
      return;
    }
    if (saved) rerunWorker(server);
    terminal?.forget();
    if (wasBroken) {
      server.config.logger.info('Content check passed: serving the fixed content', { timestamp: true });
      server.ws.send({ type: 'full-reload' });
    }
    const now = (await warnAllContent()).map(formatWarning).join('\n');
    if (now && now !== warnings) server.config.logger.warn(now, { timestamp: true });
    warnings = now;
  }

  let building = false;
  return {
    name: 'content-check',
    enforce: 'pre',
    config(config, { command }) {
      if (command !== 'serve') return;
      const logger = createLogger(config.logLevel, {
        allowClearScreen: config.clearScreen,
        customLogger: config.customLogger,
      });
      terminal = contentProblemsLogger(logger);
      return { customLogger: terminal };
    },
    configResolved(config) {
      building = config.command === 'build';
    },
    // A content file that is gone: the checker's "file is missing" line, not Vite's load error.
    async load(id) {
      const path = id.split('?')[0];
      if (!contentKeyOf(id) || existsSync(path)) return;
      // Saved atomically (removed, then renamed in): give the save a moment to land.
      if (!building) await sleep(saveSettleMs);
      if (existsSync(path)) return;
      this.error(describeProblems(await checkAllContent()));
    },
    async transform(loaded, id) {
      const key = contentKeyOf(id);
      if (!key) return;
      let code = loaded;
      // Read while an editor was saving it (truncated, not yet written): read it again a moment later.
      if (!building && checkContentFile(key, code).length > 0) {
        await sleep(saveSettleMs);
        code = await readFile(id.split('?')[0], 'utf8').catch(() => code);
      }
      if (checkContentFile(key, code).length === 0) {
        // A module importing the file gets what its registry entry bundles (the site's initials).
        const entry = contentFiles[key];
        if (!('bundled' in entry)) return code === loaded ? undefined : code;
        const bundled = JSON.stringify(entry.bundled(JSON.parse(code)));
        return code === loaded && bundled === JSON.stringify(JSON.parse(code)) ? undefined : bundled;
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
        if (!isContentSave(normalizePath(path))) return;
        clearTimeout(settle);
        settle = setTimeout(() => {
          checking = checking.then(() => recheck(server, { saved: true })).catch(reportFailure);
        }, 200);
      };
      for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, onChange);
      // A page opened (or reloaded) while a file is broken gets the overlay at once.
      server.ws.on('connection', () => {
        if (problems.length > 0) showOverlay(server);
      });
      checking = checking.then(() => recheck(server, { saved: false })).catch(reportFailure);
    },
  };
}
