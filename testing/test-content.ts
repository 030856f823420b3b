/**
 * For tests in Node: the fixture portfolio (./fixtures/content) as content, so that an owner who
 * replaces content/ never breaks one. Tests assert its values as read here, never copies of them.
 */
import { readFileSync } from 'node:fs';
import { cp, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { absentKinds, loadContent } from '../builder/content/load.ts';
import { contentFileOf, fileKeys, jsonContentOf, serializeContent } from '../builder/content/sources.ts';
import { type Content, type ContentKey, picturesNamedIn } from '../shared/content-files.ts';
import { fixtureContentDir, fixtureGithubSnapshot } from './fixture-content.ts';

const fixture = loadContent(fixtureContentDir);
/** The kinds the fixture has no file of (the GitHub snapshot, which the variant site has): none written unless a test gives one. */
const absentInFixture = absentKinds(fixtureContentDir);
const { locales: _translations, ...defaultLanguageSite } = fixture.site;

/**
 * The fixture in its default language alone: a résumé build renders a PDF per language, seconds
 * each, and these tests read only the default's (the translations are tested on the fixture itself).
 */
export const testContent: Content = { ...fixture, site: defaultLanguageSite };

/** The GitHub snapshot the variant site shows (./fixtures/github/github.json), for a test that writes one. */
export const testGithubSnapshot = jsonContentOf(
  readFileSync(fixtureGithubSnapshot, 'utf8'),
) as Content['github'];

/**
 * The fixture in its default language without the files of `kinds`, as an owner who has none of
 * them (a kind a release adds, say): for writeTestContent.
 */
export function testContentWithout(...kinds: Exclude<ContentKey, 'site'>[]): PartialContent {
  return Object.fromEntries(
    Object.entries(testContent).filter(([key]) => !kinds.includes(key as never)),
  ) as PartialContent;
}

/** Content with site.json and any of the other kinds: a kind left out has no file. */
export type PartialContent = Partial<Content> & Pick<Content, 'site'>;

/**
 * Writes content as content/'s files into `dir` (none for a kind it leaves out), with each picture
 * it names copied from the fixture.
 */
export async function writeTestContent(dir: string, content: PartialContent = testContent): Promise<string> {
  for (const key of fileKeys) {
    if (content[key] === undefined || (absentInFixture.includes(key) && content[key] === fixture[key]))
      continue;
    await writeFile(join(dir, contentFileOf(key)), serializeContent(key, content[key], { contentDir: dir }));
    for (const { name } of picturesNamedIn(key, content[key])) {
      await mkdir(dirname(join(dir, name)), { recursive: true });
      await cp(join(fixtureContentDir, name), join(dir, name));
    }
  }
  return dir;
}
