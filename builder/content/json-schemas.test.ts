import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { linkNames } from '../../shared/schema.ts';
import { textKeys } from '../../shared/texts/index.ts';
import { fixtureContentDir } from '../../testing/fixture-content.ts';
import { temporaryDirs } from '../../testing/temporary-dirs.ts';
import { testContent, testGithubSnapshot, writeTestContent } from '../../testing/test-content.ts';
import { checkContentFile } from './check.ts';
import { jsonSchemaFiles, jsonSchemaOf } from './json-schemas.ts';
import {
  contentFileOf,
  type FileKey,
  fileKeys,
  jsonContentOf,
  schemasDir,
  serializeContent,
} from './sources.ts';

const temporaryDir = temporaryDirs();

/** An editor's check: a draft-07 validator that knows VS Code's message keywords and checks no formats. */
function validatorFor(schema: object) {
  const ajv = new Ajv({ allErrors: true, validateFormats: false });
  ajv.addVocabulary(['errorMessage', 'patternErrorMessage']);
  return ajv.compile(schema);
}

/** A file's text validated against the schema its "$schema" names, as an editor resolves it. */
async function editorErrors(file: string) {
  const json = JSON.parse(await readFile(file, 'utf8'));
  const schema = JSON.parse(await readFile(resolve(dirname(file), json.$schema), 'utf8'));
  const validate = validatorFor(schema);
  validate(json);
  return { errors: validate.errors ?? [], schema };
}

describe('the JSON Schemas of the content files', () => {
  it('are the ones shared/schema.ts makes now (run npm run schemas after changing it)', () => {
    const written = readdirSync(schemasDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.json'),
    );
    const made = jsonSchemaFiles();
    expect(written.sort()).toEqual([...made.keys()].sort());
    for (const [file, text] of made)
      expect(JSON.parse(readFileSync(join(schemasDir, file), 'utf8')), file).toEqual(JSON.parse(text));
  });

  it('accept every file the importers and the GitHub sync write, each naming its schema with "$schema"', async () => {
    const dir = await writeTestContent(await temporaryDir('schemas-'), {
      ...testContent,
      github: testGithubSnapshot,
    });
    for (const key of fileKeys) {
      const { errors } = await editorErrors(join(dir, contentFileOf(key)));
      expect(errors, key).toEqual([]);
    }
  });

  it("accept the fixture's translations, which leave out what they do not translate", async () => {
    const dir = await temporaryDir('schemas-');
    for (const tag of ['de', 'ar'])
      for (const key of fileKeys) {
        const text = await readFile(join(fixtureContentDir, contentFileOf(key, tag)), 'utf8').catch(() => '');
        if (!text) continue;
        const file = join(dir, contentFileOf(key, tag));
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, serializeContent(key, jsonContentOf(text), { contentDir: dir, tag }));
        const { errors } = await editorErrors(file);
        expect(errors, `${tag}/${key}`).toEqual([]);
      }
  });

  it("flag a mistake where the checker does, in the checker's words", async () => {
    const dir = await writeTestContent(await temporaryDir('schemas-'));
    const file = join(dir, contentFileOf('workExperience'));
    const json = JSON.parse(await readFile(file, 'utf8'));
    json.items[0].startDate = 'April 2022';
    json.items[0].salary = 'secret';
    await writeFile(file, JSON.stringify(json));

    const { errors, schema } = await editorErrors(file);
    expect(errors.map(({ instancePath, keyword }) => `${instancePath} ${keyword}`).sort()).toEqual([
      '/items/0 additionalProperties',
      '/items/0/startDate pattern',
    ]);
    const startDate = schema.properties.items.items.properties.startDate;
    const checker = checkContentFile('workExperience', JSON.stringify(json));
    expect(checker.map(({ path }) => path).sort()).toEqual(['$.items[0]', '$.items[0].startDate']);
    expect(checker.find(({ path }) => path.endsWith('startDate'))?.reason).toBe(
      startDate.patternErrorMessage,
    );
  });

  it('complete the link names and the fixed texts', () => {
    const links = jsonSchemaOf('links') as { properties: { items: { items: { oneOf: object[] } } } };
    const names = links.properties.items.items.oneOf.map(
      (link) => (link as { properties: { name: { const: string } } }).properties.name.const,
    );
    expect(names).toEqual([...linkNames]);
    const site = jsonSchemaOf('site') as { properties: { texts: { properties: object } } };
    expect(Object.keys(site.properties.texts.properties)).toEqual(expect.arrayContaining([...textKeys]));
  });

  it('leave out of a translation the fields every language shares', () => {
    const translated = (key: FileKey) => JSON.stringify(jsonSchemaOf(key, true));
    expect(translated('site')).not.toMatch(/"(siteUrl|photo|theme|locales)"/);
    expect(translated('projects')).not.toMatch(/"image"/);
    expect(translated('site')).not.toMatch(/"required"/);
  });
});
