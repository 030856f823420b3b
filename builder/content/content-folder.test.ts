import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { temporaryDirs } from '../../testing/temporary-dirs.ts';
import { ContentFolder, contentDir, readSettledContentFolder, saveSettleMs } from './content-folder.ts';
import { checkAllContent } from './load.ts';

const temporaryDir = temporaryDirs();

async function copyOfContent(): Promise<string> {
  const dir = await temporaryDir('content-folder-');
  await cp(contentDir, dir, { recursive: true });
  return dir;
}

it('reads each file once, however often it is asked for', async () => {
  const dir = await copyOfContent();
  const folder = new ContentFolder(dir);
  const first = folder.data('site');
  await writeFile(join(dir, 'site.json'), '{}');
  // The snapshot keeps what it read: a build sees one state of content/ from start to end.
  expect(folder.data('site')).toBe(first);
  expect(new ContentFolder(dir).data('site')).toEqual({});
});

it.each([
  ['a content file saved in place (truncated, then written)', 'about.json', ''],
  ['a translation saved in place', 'de/about.json', '{"content": ['],
  ['a content file saved atomically (removed, then renamed in)', 'about.json', null],
])('in `npm run dev`, reads %s once more when the save lands', async (_, file, halfSaved) => {
  const dir = await copyOfContent();
  const path = join(dir, ...file.split('/'));
  const whole = await readFile(path, 'utf8');
  if (halfSaved === null) await rm(path);
  else await writeFile(path, halfSaved);
  const reading = readSettledContentFolder(dir);
  await sleep(saveSettleMs / 2);
  await writeFile(path, whole);
  const folder = await reading;
  expect(folder.text(file)).toBe(whole);
  // The check of translations, too, reads the settled snapshot: no "Unexpected end of JSON input".
  expect(await checkAllContent(folder)).toEqual([]);
});

it('in `npm run dev`, says what is still wrong once the save has had its moment', async () => {
  const dir = await copyOfContent();
  await writeFile(join(dir, 'de', 'about.json'), '{"content": [');
  const problems = await checkAllContent(await readSettledContentFolder(dir));
  expect(problems).toEqual([
    { file: 'de/about.json', path: '$', reason: expect.stringMatching(/^is not valid JSON/) },
  ]);
});
