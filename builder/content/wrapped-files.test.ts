/**
 * A list's file may hold its list as "items" beside "$schema" (as the importers write it): read
 * as the bare list, and each problem named at its place in the file, `$.items[…]`.
 */
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureContentDir } from '../../testing/fixture-content.ts';
import { temporaryDirs } from '../../testing/temporary-dirs.ts';
import { checkAllContent, loadContent, warnAllContent } from './load.ts';

const temporaryDir = temporaryDirs();

/** A copy of the fixture with `file` rewritten as `{ "$schema": …, "items": list }` after `change`. */
async function withWrapped(file: string, change: (list: unknown[]) => void = () => {}, schema = true) {
  const dir = await temporaryDir('wrapped-');
  await cp(fixtureContentDir, dir, { recursive: true });
  const list = JSON.parse(await readFile(join(dir, file), 'utf8'));
  change(list);
  await writeFile(
    join(dir, file),
    JSON.stringify(schema ? { $schema: 'x.schema.json', items: list } : { items: list }),
  );
  return dir;
}

describe('a list file holding its list as "items"', () => {
  it('reads as the bare list, with or without "$schema"', async () => {
    const bare = loadContent(fixtureContentDir).workExperience;
    for (const schema of [true, false]) {
      const dir = await withWrapped('work-experience.json', () => {}, schema);
      expect(await checkAllContent(dir)).toEqual([]);
      expect(loadContent(dir).workExperience).toEqual(bare);
    }
  });

  it('names a missing picture at $.items[…]', async () => {
    const dir = await withWrapped('projects.json', (projects) => {
      (projects[0] as { image: string }).image = 'projects/nowhere.png';
    });
    const problems = await checkAllContent(dir);
    expect(problems.map(({ file, path }) => `${file} ${path}`)).toEqual(['projects.json $.items[0].image']);
  });

  it("names a translation's extra item at $.items[…] in a wrapped translation", async () => {
    const jobs = loadContent(fixtureContentDir).workExperience.length;
    const dir = await withWrapped('de/work-experience.json', (translated) => {
      while (translated.length <= jobs) translated.push(null);
      translated[jobs] = { title: 'Zusätzlich' };
    });
    const problems = await checkAllContent(dir);
    expect(problems.map(({ file, path }) => `${file} ${path}`)).toEqual([
      `de/work-experience.json $.items[${jobs}]`,
    ]);
  });

  it("lists a wrapped file's untranslated fields at $.items[…]", async () => {
    const dir = await withWrapped('work-experience.json');
    const warnings = (await warnAllContent(dir)).map(({ reason }) => reason).join('\n');
    expect(warnings).toMatch(/work-experience\.json \$\.items\[0\]\./);
    expect(warnings).not.toMatch(/work-experience\.json \$\[/);
  });

  it('refuses a field beside "items", naming it', async () => {
    const dir = await temporaryDir('wrapped-');
    await cp(fixtureContentDir, dir, { recursive: true });
    await writeFile(join(dir, 'skills.json'), JSON.stringify({ $schema: 'x', items: [], extra: 1 }));
    const problems = await checkAllContent(dir);
    expect(problems.map(({ file, path }) => `${file} ${path}`)).toEqual(['skills.json $']);
    expect(problems[0].reason).toMatch(/extra/);
  });
});
