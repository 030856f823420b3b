import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { contentDir } from './load.ts';
import { contentCheck } from './vite-plugin.ts';

const sitePath = join(contentDir, 'site.json');
const shipped = JSON.parse(await readFile(sitePath, 'utf8'));

/** The plugin's transform of a content file, as Vite calls it. */
async function transform(code: string, id = sitePath) {
  const hook = contentCheck().transform as (this: unknown, code: string, id: string) => Promise<unknown>;
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
