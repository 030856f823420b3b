import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ContentKey, collectionKeys, contentFiles } from '../../shared/content-files.ts';
import { temporaryDirs } from '../../testing/temporary-dirs.ts';
import { testContent, testContentWithout, writeTestContent } from '../../testing/test-content.ts';
import { formatProblem, formatWarning } from './check.ts';
import { absentKinds, checkAllContent, loadContent, loadLocalizedContent, warnAllContent } from './load.ts';

const temporaryDir = temporaryDirs();

describe('an owner without a file of some kind of content (say one a release has just added)', () => {
  it('has a site that checks out without projects.json and education.json, with no word of them', async () => {
    const dir = await writeTestContent(
      await temporaryDir('absent-'),
      testContentWithout('projects', 'education'),
    );
    expect(await checkAllContent(dir)).toEqual([]);
    const warnings = (await warnAllContent(dir)).map(formatWarning);
    expect(warnings.filter((line) => /projects|education/.test(line))).toEqual([]);
  });

  it('reads such a kind as empty, in every language, and knows it is absent, not empty', async () => {
    const dir = await writeTestContent(
      await temporaryDir('absent-'),
      testContentWithout('projects', 'education', 'about'),
    );
    // And the GitHub snapshot, which the fixture leaves to the variant site.
    expect(absentKinds(dir)).toEqual(['about', 'projects', 'github', 'education']);
    const content = loadContent(dir);
    expect(content.projects).toEqual([]);
    expect(content.education).toEqual([]);
    expect(content.about).toEqual({ content: [] });
    expect(content.skills).toEqual(testContent.skills);
    expect(loadLocalizedContent(dir).absent).toEqual(['about', 'projects', 'github', 'education']);
  });

  it('needs site.json alone: every other kind may be absent, posts included', async () => {
    const dir = await writeTestContent(await temporaryDir('absent-'), { site: testContent.site });
    expect(await checkAllContent(dir)).toEqual([]);
    // A collection's folder is never absent: no folder, no entries.
    const optional = (Object.keys(contentFiles) as ContentKey[]).filter(
      (key) => key !== 'site' && !(collectionKeys as readonly string[]).includes(key),
    );
    expect(absentKinds(dir)).toEqual(optional);
  });

  it('still refuses a site without site.json: the page cannot exist without the owner’s name', async () => {
    const dir = await writeTestContent(await temporaryDir('absent-'));
    await rm(join(dir, 'site.json'));
    expect((await checkAllContent(dir)).map(formatProblem)).toEqual([
      'content/site.json: $: file is missing',
    ]);
    expect(() => loadContent(dir)).toThrow('content/site.json is missing');
  });

  it('counts a file that is not JSON as there, for the check to explain', async () => {
    const dir = await writeTestContent(await temporaryDir('absent-'));
    await writeFile(join(dir, 'about.json'), '{ "content": [ "half a sentence');
    expect(absentKinds(dir)).toEqual(['github']);
    expect((await checkAllContent(dir)).map(formatProblem)).toEqual([
      expect.stringMatching(/^content\/about\.json: \$: is not valid JSON/),
    ]);
    await warnAllContent(dir);
  });

  it('keeps an empty file apart from none: an empty list is still a section with its title, and warned of', async () => {
    const dir = await writeTestContent(await temporaryDir('absent-'), { ...testContent, projects: [] });
    expect(absentKinds(dir)).toEqual(['github']);
    expect((await warnAllContent(dir)).map(formatWarning)).toContain(
      "warning: content/projects.json: $.items: is empty: the page's projects section shows only its title",
    );
  });
});
