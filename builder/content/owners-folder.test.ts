/**
 * Which folder the site is made from: the owner's content/ once it holds anything, the sample
 * before (a fresh clone), in a copy of this project laid out as a release ships it.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { forkOf, gitEnv, templateRelease } from '../../testing/template-fork.ts';
import { temporaryDirs } from '../../testing/temporary-dirs.ts';
import { holdsAnyContent } from './content-folder.ts';

const temporaryDir = temporaryDirs();
let project: string;

// A release and a fork of it as git repositories: 2 s on a quiet machine, over 10 s on a busy one.
beforeAll(async () => {
  const dir = await temporaryDir('fresh-clone-');
  project = join(dir, 'portfolio');
  templateRelease(join(dir, 'template'));
  forkOf(join(dir, 'template'), project);
}, 60_000);

/** The folders the project's build would read, and its importers write, with no CONTENT_DIR set. */
const foldersOf = (dir: string) => {
  const run = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const m = await import(${JSON.stringify(join(dir, 'builder/content/content-folder.ts'))}); console.log(JSON.stringify([m.contentDir, m.ownersContentDir]))`,
    ],
    { env: gitEnv, encoding: 'utf8' },
  );
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as [string, string];
};

describe("the owner's folder", () => {
  it("is the sample's while it holds only its README: what a fresh clone shows", () => {
    expect(foldersOf(project)).toEqual([join(project, 'sample'), join(project, 'content')]);
  });

  it('is read once it holds anything of the owner’s, even before site.json (whose absence the check then names)', () => {
    writeFileSync(join(project, 'content', 'deploy.toml'), 'name = "mine"\n');
    expect(foldersOf(project)).toEqual([join(project, 'content'), join(project, 'content')]);
  });

  it('ignores hidden files, an editor’s or the system’s', () => {
    const dir = join(project, 'another');
    mkdirSync(dir);
    writeFileSync(join(dir, 'README.md'), '# Mine\n');
    writeFileSync(join(dir, '.DS_Store'), '');
    expect(holdsAnyContent(dir)).toBe(false);
    expect(holdsAnyContent(join(project, 'missing'))).toBe(false);
  });
});
