import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type LogErrorOptions, type Logger, normalizePath } from 'vite';
import { expect, it } from 'vitest';
import { contentDir, loadContent } from '../../content/load.ts';
import { PortfolioContext } from '../context.ts';
import { contentCheck, contentProblemsLogger } from './content-check.ts';

const sitePath = join(contentDir, 'site.json');
const shipped = JSON.parse(await readFile(sitePath, 'utf8'));

/** The plugin's transform of a content file, as Vite calls it in `vite build` (or `command`). */
async function transform(code: string, id = sitePath, command: 'build' | 'serve' = 'build') {
  const plugin = contentCheck(new PortfolioContext(contentDir));
  (plugin.config as (config: object, env: { command: string }) => void)({}, { command });
  const hook = plugin.transform as (this: unknown, code: string, id: string) => Promise<unknown>;
  return hook.call(
    {
      error: (message: string) => {
        throw new Error(message);
      },
    },
    code,
    id,
  );
}

it('gives the page initials derived from the name, of any script, when site.json has none', async () => {
  const { initials: _none, ...withoutInitials } = shipped;
  const transformed = await transform(JSON.stringify({ ...withoutInitials, ownerName: 'प्रिया शर्मा' }));
  expect(JSON.parse(String(transformed)).initials).toBe('प्रिश');
});

it('leaves site.json as written when it has initials, and other files untouched', async () => {
  expect(await transform(JSON.stringify(shipped))).toBeUndefined();
  expect(await transform('{"content":["Hi"]}', join(contentDir, 'about.json'))).toBeUndefined();
});

it('gives a module the data of a file naming its schema: the list of a list\'s file, no "$schema"', async () => {
  const skills = [{ category: 'Languages', skills: ['TypeScript'] }];
  const skillsFile = join(contentDir, 'skills.json');
  const wrapped = await transform(
    JSON.stringify({ $schema: '../schemas/x.json', items: skills }),
    skillsFile,
  );
  expect(JSON.parse(String(wrapped))).toEqual(skills);
  const about = await transform(
    '{"$schema":"../schemas/x.json","content":["Hi"]}',
    join(contentDir, 'about.json'),
  );
  expect(JSON.parse(String(about))).toEqual({ content: ['Hi'] });
  const site = JSON.parse(String(await transform(JSON.stringify({ $schema: 'x.json', ...shipped }))));
  expect(site).toEqual(shipped);
});

it('fails a broken file with the checker’s lines', async () => {
  await expect(transform(JSON.stringify({ ...shipped, siteUrl: 5 }))).rejects.toThrow(
    /Content check failed with \d+ problems?:\n {2}content\/site\.json: \$\.siteUrl: /,
  );
});

it('loads a content file from the snapshot of content/, not from another read', async () => {
  const ctx = new PortfolioContext(contentDir);
  const plugin = contentCheck(ctx);
  const load = plugin.load as (this: unknown, id: string) => Promise<string | undefined>;
  expect(await load.call({}, sitePath)).toBe((await ctx.content()).text('site.json'));
  expect(await load.call({}, join(contentDir, 'elsewhere.json'))).toBeUndefined();
});

it('in `npm run dev`, updates a module made from content with the files it is made of, and no others', () => {
  const virtual = { id: '\0virtual:api-content' };
  const projectsJson = { id: join(contentDir, 'projects.json') };
  const ctx = new PortfolioContext(contentDir);
  const hotUpdate = ctx.updateWithContent(virtual.id, ctx.isContentFileOrPicture('projects')) as (
    this: unknown,
    options: { file: string; modules: unknown[] },
  ) => unknown[] | undefined;
  const context = {
    environment: {
      moduleGraph: { getModuleById: (id: string) => (id === virtual.id ? virtual : undefined) },
    },
  };
  const update = (file: string, modules: unknown[] = []) => hotUpdate.call(context, { file, modules });

  const picture = loadContent().projects.find((project) => project.image)?.image;
  if (!picture) throw new Error('the sample has a project with a picture');
  expect(update(projectsJson.id, [projectsJson])).toEqual([projectsJson, virtual]);
  expect(update(join(contentDir, picture))).toEqual([virtual]);
  // Not made of these: a picture projects.json does not name, another content file.
  expect(update(join(contentDir, 'projects', 'not-named.png'))).toBeUndefined();
  expect(update(join(contentDir, 'about.json'))).toBeUndefined();
  expect(ctx.isContentFile('site')(normalizePath(join(contentDir, 'site.json')))).toBe(true);
  expect(ctx.isContentFile('site')(normalizePath(join(contentDir, 'projects.json')))).toBe(false);
});

it('in `npm run dev`, says a content problem as the checker’s lines alone, once until the content checks out', () => {
  const printed: string[] = [];
  const print = (level: string) => (message: string, options?: LogErrorOptions) =>
    printed.push(`${level}${options?.timestamp ? ' (timed)' : ''}: ${message}`);
  const vite = { info: print('info'), warn: print('warn'), error: print('error') } as unknown as Logger;
  const terminal = contentProblemsLogger(vite);
  const report = [
    'Content check failed with 1 problem:',
    '  content/work-experience.json: $[0].startDate: must be a date written YYYY, YYYY-MM or YYYY-MM-DD',
  ].join('\n');
  const stack = '    at TransformPluginContext.error (node_modules/vite/dist/node/chunks/node.js:8862:14)';

  // The Worker's runner, failing to run the module again, logs the error it was sent, as info.
  terminal.info(
    `[vite] Error: ${report}\n${stack}\n  plugin: 'content-check',\n  pluginCode: '[\\n' +\n    '  {\\n' +`,
  );
  terminal.info('[vite] Failed to reload virtual:cloudflare/worker-entry. (see errors above)');
  // The check after the save, then a request failing, in red, with the runner's stack.
  terminal.error(report, { timestamp: true });
  terminal.error(`\u001b[31mInternal server error: ${report}\u001b[39m\n${stack}`, { timestamp: true });
  terminal.error('Some other error\n    at elsewhere.ts:1:1');
  terminal.info('hmr update /main.tsx');
  expect(printed).toEqual([
    `error (timed): ${report}`,
    'error: Some other error\n    at elsewhere.ts:1:1',
    'info: hmr update /main.tsx',
  ]);

  terminal.forget();
  printed.length = 0;
  terminal.info('[vite] Failed to reload virtual:cloudflare/worker-entry. (see errors above)');
  terminal.error(report, { timestamp: true });
  expect(printed).toEqual([
    'info: [vite] Failed to reload virtual:cloudflare/worker-entry. (see errors above)',
    `error (timed): ${report}`,
  ]);
});
