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
  // The dev server's snapshot before the save, which had the file.
  const before = new ContentFolder(dir);
  expect(before.isWhole()).toBe(true);
  if (halfSaved === null) await rm(path);
  else await writeFile(path, halfSaved);
  const reading = readSettledContentFolder(dir, before);
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

it('in `npm run dev`, reads at once a folder without a kind the snapshot before had none of either', async () => {
  const dir = await copyOfContent();
  await rm(join(dir, 'projects.json'));
  await rm(join(dir, 'de', 'projects.json'), { force: true });
  const before = new ContentFolder(dir);
  expect(before.isWhole()).toBe(true);
  const started = performance.now();
  const folder = await readSettledContentFolder(dir, before);
  expect(performance.now() - started).toBeLessThan(saveSettleMs);
  expect(folder.text('projects.json')).toBeUndefined();
});

it('in `npm run dev`, site.json missing is a save still arriving, whatever the snapshot before', async () => {
  const dir = await copyOfContent();
  const path = join(dir, 'site.json');
  const whole = await readFile(path, 'utf8');
  await rm(path);
  const reading = readSettledContentFolder(dir);
  await sleep(saveSettleMs / 2);
  await writeFile(path, whole);
  expect((await reading).text('site.json')).toBe(whole);
});
