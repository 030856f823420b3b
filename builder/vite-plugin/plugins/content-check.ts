/**
 * Vite plugin: every content file Vite loads (the page's site.json) comes from the context's
 * snapshot and passes the content check first, so a mistake reads as the checker's
 * `content/<file>: <path>: <reason>` lines rather than a raw ZodError or JSON error. In dev it
 * also starts a new snapshot on every save (of a content file, a translation or a picture one
 * names), checks it, prints the problems in the terminal, shows them in the browser's error
 * overlay, reloads the page once the files are right again, and has the Worker run its modules again.
 */
import { basename, dirname, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { createLogger, type Logger, normalizePath, type Plugin, type ViteDevServer } from 'vite';
import { contentFiles } from '../../../shared/content-files.ts';
import { checkContentFile, describeProblems, formatWarning } from '../../content/check.ts';
import { contentFileOf } from '../../content/content-folder.ts';
import { checkAllContent, warnAllContent } from '../../content/load.ts';
import { type FileKey, fileKeys, parseContent } from '../../content/sources.ts';
import type { PortfolioContext } from '../context.ts';

// The JSON files only: Vite loads no post as a module.
const keyByFile = new Map<string, FileKey>(fileKeys.map((key) => [contentFileOf(key), key]));

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

export function contentCheck(ctx: PortfolioContext): Plugin {
  /** The content key of a module id, if it is one of the files in content/. */
  const contentKeyOf = (id: string): FileKey | undefined => {
    const path = id.split('?')[0];
    if (resolve(dirname(path)) !== ctx.contentDir) return undefined;
    return keyByFile.get(basename(path));
  };
  // What the page will not show as written (a second degree, an empty list), said when it changes.
  let warnings = '';
  // One check at a time: saving several files at once must not report "fixed" twice.
  let checking = Promise.resolve();
  // An editor's save can arrive as several writes (truncate, then content): check once they
  // settle, after Vite has reloaded the modules, so the overlay ends on the file as saved.
  let settle: ReturnType<typeof setTimeout> | undefined;
  let terminal: ReturnType<typeof contentProblemsLogger> | undefined;

  function showOverlay(server: ViteDevServer) {
    const message = describeProblems(ctx.problems);
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
    const wasBroken = ctx.problems.length > 0;
    const folder = await ctx.content();
    ctx.problems = await checkAllContent(folder);
    if (ctx.problems.length > 0) {
      server.config.logger.error(describeProblems(ctx.problems), { timestamp: true });
      showOverlay(server);
      return;
    }
    if (saved) rerunWorker(server);
    terminal?.forget();
    if (wasBroken) {
      server.config.logger.info('Content check passed: serving the fixed content', { timestamp: true });
      server.ws.send({ type: 'full-reload' });
    }
    const now = (await warnAllContent(folder)).map(formatWarning).join('\n');
    if (now && now !== warnings) server.config.logger.warn(now, { timestamp: true });
    warnings = now;
  }

  return {
    name: 'content-check',
    enforce: 'pre',
    config(config, { command }) {
      ctx.building = command === 'build';
      if (command !== 'serve') return;
      const logger = createLogger(config.logLevel, {
        allowClearScreen: config.clearScreen,
        customLogger: config.customLogger,
      });
      terminal = contentProblemsLogger(logger);
      return { customLogger: terminal };
    },
    // A content file is the snapshot's (read once, and settled in dev), not read again by Vite.
    // One that is gone: the checker's "file is missing" line, not Vite's load error.
    async load(id) {
      const key = contentKeyOf(id);
      if (!key) return;
      const text = (await ctx.content()).text(contentFileOf(key));
      if (text !== undefined) return text;
      this.error(describeProblems(await checkAllContent(await ctx.content())));
    },
    async transform(code, id) {
      const key = contentKeyOf(id);
      if (!key) return;
      if (checkContentFile(key, code).length === 0) {
        // A module importing the file gets its data (without "$schema"), and what its registry
        // entry bundles of it (the site's initials).
        const entry = contentFiles[key];
        const data = parseContent(key, code);
        const bundled = JSON.stringify('bundled' in entry ? entry.bundled(data as never) : data);
        return bundled === JSON.stringify(JSON.parse(code)) ? undefined : bundled;
      }
      // Every problem of every file, as the checker lists them: whichever file Vite loads first,
      // the one error it shows names them all (this file's own, if the disk has moved on).
      const onDisk = await checkAllContent(await ctx.content());
      this.error(describeProblems(onDisk.length > 0 ? onDisk : checkContentFile(key, code)));
    },
    // A save of content: whatever is read next is read from a new snapshot.
    hotUpdate({ file, timestamp }) {
      if (ctx.isContentSave(normalizePath(file))) ctx.saved(timestamp);
    },
    configureServer(server) {
      // A check that could not run is said, and the next save checks again.
      const reportFailure = (error: unknown) =>
        server.config.logger.error(`Content check could not run: ${String(error)}`);
      server.watcher.add(ctx.contentDir);
      const onChange = (path: string) => {
        if (!ctx.isContentSave(normalizePath(path))) return;
        clearTimeout(settle);
        settle = setTimeout(() => {
          checking = checking.then(() => recheck(server, { saved: true })).catch(reportFailure);
        }, 200);
      };
      for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, onChange);
      // A page opened (or reloaded) while a file is broken gets the overlay at once.
      server.ws.on('connection', () => {
        if (ctx.problems.length > 0) showOverlay(server);
      });
      checking = checking.then(() => recheck(server, { saved: false })).catch(reportFailure);
    },
  };
}
