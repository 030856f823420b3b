import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { normalizePath } from 'vite';
import { expect, it } from 'vitest';
import { contentDir, loadContent } from './load.ts';
import { contentCheck, isContentFile, isContentFileOrImage, updateWithContent } from './vite-plugin.ts';

const sitePath = join(contentDir, 'site.json');
const shipped = JSON.parse(await readFile(sitePath, 'utf8'));

/** The plugin's transform of a content file, as Vite calls it in `vite build` (or `command`). */
async function transform(code: string, id = sitePath, command: 'build' | 'serve' = 'build') {
  const plugin = contentCheck();
  (plugin.configResolved as (config: { command: string }) => void)({ command });
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

it('fails a broken file with the checker’s lines', async () => {
  await expect(transform(JSON.stringify({ ...shipped, siteUrl: 5 }))).rejects.toThrow(
    /Content check failed with \d+ problems?:\n {2}content\/site\.json: \$\.siteUrl: /,
  );
});

it('in `npm run dev`, reads a file caught half saved again once the save has landed', async () => {
  // An editor saving in place truncates the file first: Vite may read it empty.
  const transformed = await transform('', sitePath, 'serve');
  expect(JSON.parse(String(transformed))).toEqual(shipped);
});

it('in `npm run dev`, updates a module made from content with the files it is made of, and no others', () => {
  const virtual = { id: '\0virtual:api-content' };
  const projectsJson = { id: join(contentDir, 'projects.json') };
  const hotUpdate = updateWithContent(virtual.id, isContentFileOrImage('projects')) as (
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
  expect(isContentFile('site')(normalizePath(join(contentDir, 'site.json')))).toBe(true);
  expect(isContentFile('site')(normalizePath(join(contentDir, 'projects.json')))).toBe(false);
});
