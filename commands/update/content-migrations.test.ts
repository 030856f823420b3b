import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureContentDir } from '../../testing/fixture-content.ts';
import { folderSnapshot } from '../../testing/folder-snapshot.ts';
import { listFilesNameTheirSchema } from './content-migrations.ts';

/** A copy of the fixture portfolio, as an owner's content/ inside a project. */
const ownersCopy = () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'migrations-')), 'content');
  cpSync(fixtureContentDir, dir, { recursive: true });
  return dir;
};

describe('the content migration to list files that name their schema', () => {
  it("wraps an owner's bare lists, translations too, keeping every entry, and names what it changed", () => {
    const dir = ownersCopy();
    const projects = [{ title: 'Mine', description: 'A project.', techStack: ['TypeScript'] }];
    writeFileSync(join(dir, 'projects.json'), JSON.stringify(projects));
    writeFileSync(join(dir, 'de', 'education.json'), JSON.stringify([{ institution: 'TU München' }]));
    const changed = listFilesNameTheirSchema.run(dir);
    expect(changed).toContain('projects.json');
    expect(changed).toContain('de/education.json');
    expect(JSON.parse(readFileSync(join(dir, 'projects.json'), 'utf8'))).toEqual({
      // Relative to the project's schemas/, as the importers write it.
      $schema: relative(dir, join(import.meta.dirname, '..', '..', 'schemas', 'projects.schema.json')),
      items: projects,
    });
    expect(JSON.parse(readFileSync(join(dir, 'de', 'education.json'), 'utf8'))).toMatchObject({
      items: [{ institution: 'TU München' }],
    });
  });

  it('changes nothing the second time, or in files already wrapped or not JSON', async () => {
    const dir = ownersCopy();
    listFilesNameTheirSchema.run(dir);
    writeFileSync(join(dir, 'links.json'), '[{ "name": "GitHub", ');
    const before = await folderSnapshot(dir);
    expect(listFilesNameTheirSchema.run(dir)).toEqual([]);
    expect(await folderSnapshot(dir)).toEqual(before);
  });
});
