/**
 * A throwaway copy of this project, for browser tests that edit content/ the way an owner does
 * and run the owner's own commands in it (`npm run dev`, `npm start`), so the repository's
 * files are never touched. node_modules is linked, not copied.
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fixtureContentDir } from '../testing/fixture-content.ts';
import { freePort, type Server, startServer } from '../testing/local-worker.ts';

const root = join(import.meta.dirname, '..');
const skipped = new Set(['node_modules', '.git', '.wrangler', 'test-results', 'dist']);

export type ProjectCopy = {
  dir: string;
  /** Reads a content file as JSON. */
  readContent: (file: string) => Promise<unknown>;
  /** Writes a content file, as an editor's save does. */
  writeContent: (file: string, text: string) => Promise<void>;
  /** Deletes a content file. */
  removeContent: (file: string) => Promise<void>;
  /** Runs `npm run <script> [args]` in the copy; throws with its output if it fails. */
  npm: (script: string, ...args: string[]) => string;
  remove: () => Promise<void>;
};

/** A copy in a new temporary folder, or in `dir` (which must not exist or be empty). */
export async function copyProject({
  withBuild = false,
  dir: into,
}: {
  withBuild?: boolean;
  dir?: string;
} = {}): Promise<ProjectCopy> {
  const dir = into ?? (await mkdtemp(join(tmpdir(), 'portfolio-copy-')));
  await cp(root, dir, {
    recursive: true,
    filter: (source) => {
      const top = relative(root, source).split(/[\\/]/)[0];
      return !skipped.has(top) || (withBuild && top === 'dist');
    },
  });
  await linkModules(dir);
  // The copy's owner has the fixture content, whatever the repository's owner has in content/.
  const contentDir = join(dir, 'content');
  await rm(contentDir, { recursive: true, force: true });
  await cp(fixtureContentDir, contentDir, { recursive: true });
  return {
    dir,
    readContent: async (file) => JSON.parse(await readFile(join(dir, 'content', file), 'utf8')),
    writeContent: (file, text) => writeFile(join(dir, 'content', file), text),
    removeContent: (file) => rm(join(dir, 'content', file)),
    npm: (script, ...args) => {
      const run = spawnSync('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, CONTENT_DIR: contentDir },
      });
      if (run.status !== 0) throw new Error(`npm run ${script} failed:\n${run.stdout}\n${run.stderr}`);
      return run.stdout;
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/**
 * The copy's node_modules holds a link to each of the repository's packages but not Vite's cache
 * (.vite): two dev servers sharing one cache race to rewrite its optimized dependencies, and a
 * page then fails to load a module (504 "Outdated Optimize Dep").
 */
async function linkModules(dir: string): Promise<void> {
  const modules = join(dir, 'node_modules');
  await mkdir(modules);
  for (const entry of await readdir(join(root, 'node_modules'))) {
    if (entry !== '.vite') await symlink(join(root, 'node_modules', entry), join(modules, entry));
  }
}

export type ServedCopy = { project: ProjectCopy; server: Server; url: string; stop: () => Promise<void> };

/**
 * A copy served as `npm start` serves it (commands/serve.ts). `prepare` runs first in the copy
 * (edit content, import a résumé); then `npm run build` runs in it, unless the repository's own
 * build is reused (`reuseBuild`).
 */
export async function serveCopy({
  prepare,
  reuseBuild = false,
}: {
  prepare?: (project: ProjectCopy) => Promise<void>;
  reuseBuild?: boolean;
} = {}): Promise<ServedCopy> {
  const project = await copyProject({ withBuild: reuseBuild });
  await prepare?.(project);
  if (!reuseBuild) project.npm('build');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = await startServer({
    args: ['commands/serve.ts'],
    cwd: project.dir,
    env: { PORT: String(port), CONTENT_DIR: join(project.dir, 'content') },
    ready: `${url}/api/about`,
  });
  return {
    project,
    server,
    url,
    stop: async () => {
      await server.stop();
      await project.remove();
    },
  };
}

/** `npm run dev -- --port N` in a copy, on a free loopback port, once /api/about answers. */
export async function startDev(project: ProjectCopy): Promise<{ server: Server; url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = await startServer({
    args: ['node_modules/vite/bin/vite.js', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    cwd: project.dir,
    ready: `${url}/api/about`,
  });
  return { server, url };
}
