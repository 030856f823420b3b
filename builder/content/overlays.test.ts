import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { textKeys } from '../../shared/texts/index.ts';
import { fixtureContentDir } from '../../testing/fixture-content.ts';
import { temporaryDirs } from '../../testing/temporary-dirs.ts';
import { formatWarning } from './check.ts';
import { checkAllContent, loadContent, loadLocalizedContent, warnAllContent } from './load.ts';
import { applyOverlay, checkOverlays, untranslatedFields } from './overlays.ts';

const temporaryDir = temporaryDirs();

/** A copy of the fixture content (English, with German and Arabic translations), then `edit`ed. */
async function contentWith(files: Record<string, unknown> = {}, remove: string[] = []): Promise<string> {
  const dir = await temporaryDir('overlays-');
  await cp(fixtureContentDir, dir, { recursive: true });
  for (const path of remove) await rm(join(dir, path), { recursive: true });
  for (const [file, data] of Object.entries(files)) {
    await mkdir(join(dir, file, '..'), { recursive: true });
    await writeFile(join(dir, file), typeof data === 'string' ? data : JSON.stringify(data));
  }
  return dir;
}

const readJson = async (dir: string, file: string) => JSON.parse(await readFile(join(dir, file), 'utf8'));

describe('a translation on top of the default language', () => {
  it('replaces the fields it gives and keeps every other field and item', () => {
    const base = {
      a: 'one',
      b: { c: 'two', d: 'three' },
      list: [
        { x: 'x0', y: 'y0' },
        { x: 'x1', y: 'y1' },
      ],
    };
    expect(applyOverlay(base, { b: { c: 'zwei' }, list: [{ y: 'Y0' }] })).toEqual({
      a: 'one',
      b: { c: 'zwei', d: 'three' },
      list: [
        { x: 'x0', y: 'Y0' },
        { x: 'x1', y: 'y1' },
      ],
    });
  });

  it('matches list items by position; null keeps the default’s item', () => {
    expect(applyOverlay(['a', 'b', 'c'], [null, 'B'])).toEqual(['a', 'B', 'c']);
  });

  it('gives each language its content, and the default its own', () => {
    const { defaultLocale, locales, byLocale } = loadLocalizedContent(fixtureContentDir);
    const content = loadContent(fixtureContentDir);
    expect(defaultLocale).toBe('en');
    expect(locales).toEqual(['en', 'de', 'ar']);
    expect(byLocale.en).toEqual(content);
    expect(byLocale.de.about.content[1]).toBe(content.about.content[1]);
    expect(byLocale.de.about.content[0]).not.toBe(content.about.content[0]);
    expect(byLocale.de.workExperience).toHaveLength(content.workExperience.length);
    expect(byLocale.de.site.email).toBe(content.site.email);
  });

  it('never carries the default language’s own texts into another language', async () => {
    const site = await readJson(fixtureContentDir, 'site.json');
    const dir = await contentWith({ 'site.json': { ...site, texts: { sendMessage: 'Send it' } } });
    const { byLocale } = loadLocalizedContent(dir);
    expect(byLocale.en.site.texts).toEqual({ sendMessage: 'Send it' });
    expect(byLocale.de.site.texts).toBeUndefined();
  });
});

describe('the content check of translations', () => {
  it('passes on the fixture content', async () => {
    expect(await checkAllContent(fixtureContentDir)).toEqual([]);
  });

  it('names a field or an item the default language does not have, with file and path', async () => {
    const jobs = await readJson(fixtureContentDir, 'work-experience.json');
    const dir = await contentWith({
      'de/about.json': { content: ['Eins'], heading: 'Über mich' },
      'de/work-experience.json': [...jobs.map(() => null), { title: 'Erfunden' }],
      'de/site.json': { locale: 'de', jobTitle: 'Entwickler' },
    });
    expect(await checkAllContent(dir)).toEqual([
      { file: 'de/about.json', path: '$.heading', reason: 'is a field the default language does not have' },
      {
        file: 'de/work-experience.json',
        path: `$[${jobs.length}]`,
        reason: `is an item the default language does not have (it has ${jobs.length})`,
      },
      {
        file: 'de/site.json',
        path: '$.locale',
        reason: 'is the same in every language: set it in the default language’s file only',
      },
    ]);
  });

  it('checks a translated value as the default’s is checked', async () => {
    const dir = await contentWith({ 'de/work-experience.json': [{ startDate: 'April 2022' }] });
    expect(await checkAllContent(dir)).toEqual([
      {
        file: 'de/work-experience.json',
        path: '$[0].startDate',
        reason: 'must be a date written YYYY, YYYY-MM or YYYY-MM-DD',
      },
    ]);
  });

  it('refuses a language in locales without a folder, and a folder not in locales', async () => {
    const site = await readJson(fixtureContentDir, 'site.json');
    const dir = await contentWith(
      { 'site.json': { ...site, locales: ['de', 'fr'] }, 'es/about.json': { content: ['Hola'] } },
      ['ar'],
    );
    expect(checkOverlays(dir)).toEqual([
      {
        file: 'site.json',
        path: '$.locales[1]',
        reason: 'names "fr", but no folder content/fr/ holds its translation of any file',
      },
      { file: 'es/', path: '$', reason: 'translates content, but site.json\'s "locales" does not list "es"' },
    ]);
  });

  it('takes a folder with only a résumé PDF of the language for its translation', async () => {
    const site = await readJson(fixtureContentDir, 'site.json');
    const dir = await contentWith({
      'site.json': { ...site, locales: ['de', 'ar', 'fr'] },
      'fr/resume.pdf': '%PDF-1.7',
    });
    expect(await checkAllContent(dir)).toEqual([]);
  });

  it('does not take the projects’ pictures folder for a language', async () => {
    expect(checkOverlays(fixtureContentDir)).toEqual([]);
  });

  it('refuses a language with no built-in texts, naming every missing key, until the owner gives them', async () => {
    const site = await readJson(fixtureContentDir, 'site.json');
    const dir = await contentWith({
      'site.json': { ...site, locales: ['de', 'ar', 'sv'] },
      'sv/site.json': { jobTitle: 'Utvecklare', texts: { sendMessage: 'Skicka' } },
    });
    const [problem, ...rest] = await checkAllContent(dir);
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ file: 'sv/site.json', path: '$.texts' });
    expect(problem.reason).toMatch(/^"sv" has no built-in fixed texts: add "skipToMain", /);
    expect(problem.reason).not.toContain('"sendMessage"');

    const texts = Object.fromEntries(textKeys.map((key) => [key, `sv ${key}`]));
    const complete = await contentWith({
      'site.json': { ...site, locales: ['de', 'ar', 'sv'] },
      'sv/site.json': { jobTitle: 'Utvecklare', texts },
    });
    expect(await checkAllContent(complete)).toEqual([]);
  });

  it('refuses a fixed text that does not exist', async () => {
    const dir = await contentWith({ 'de/site.json': { texts: { sendMesage: 'Senden' } } });
    const [problem] = await checkAllContent(dir);
    expect(problem).toMatchObject({ file: 'de/site.json', path: '$.texts' });
    expect(problem.reason).toBe('unexpected field "sendMesage" (did you mean "sendMessage"?)');
  });

  it('warns once per language of the fields left in the default language', async () => {
    const warnings = (await warnAllContent(fixtureContentDir)).filter((warning) =>
      warning.file.endsWith('/'),
    );
    expect(warnings.map((warning) => warning.file)).toEqual(['de/', 'ar/']);
    const [german] = warnings;
    expect(german.reason).toMatch(
      /^\d+ fields are not translated and show in English \(en\): about\.json \$\.content\[1\], /,
    );
    // Dates, links, names of technologies and the employer's name are no translator's work.
    expect(german.reason).not.toMatch(/startDate|liveLink|techStack|organization/);
  });
});

describe('what every language shares', () => {
  it('refuses a translation of the site’s address, look, photo or a project’s picture', async () => {
    const dir = await contentWith({
      'de/site.json': { siteUrl: 'https://example.de', photo: 'portrait.png', theme: { accent: '#123456' } },
      'de/projects.json': [null, { image: 'projects/fleetpulse.png' }],
    });
    const shared = 'is the same in every language: set it in the default language’s file only';
    expect(await checkAllContent(dir)).toEqual([
      { file: 'de/projects.json', path: '$[1].image', reason: shared },
      { file: 'de/site.json', path: '$.siteUrl', reason: shared },
      { file: 'de/site.json', path: '$.photo', reason: shared },
      { file: 'de/site.json', path: '$.theme', reason: shared },
    ]);
  });

  it('lets a translation describe the pictures in its own words', async () => {
    const dir = await contentWith({
      'de/site.json': { photoAlt: 'Porträt' },
      'de/projects.json': [{ imageAlt: 'Bildschirmfoto' }],
    });
    expect(await checkAllContent(dir)).toEqual([]);
  });
});

it('counts as untranslated only what a translator would translate', () => {
  const fields = untranslatedFields(fixtureContentDir, 'de', loadContent(fixtureContentDir));
  expect(fields).toContain('about.json $.content[1]');
  expect(
    fields.some((field) =>
      /startDate|endDate|liveLink|githubLink|techStack|\.image$|organization|siteUrl|email|\.url$/.test(
        field,
      ),
    ),
  ).toBe(false);
  expect(fields).not.toContain('work-experience.json $[0].title');
});

describe('a translation of a kind the default language has no file of', () => {
  it('is warned of, not refused, and no language shows it', async () => {
    // The fixture's German translation has an education.json; the default language has none.
    const dir = await contentWith({}, ['education.json']);
    expect(await checkAllContent(dir)).toEqual([]);
    expect((await warnAllContent(dir)).map(formatWarning)).toContain(
      "warning: content/de/education.json: $: is not shown: content/education.json is not there, so no language's page has what it holds; add that file, or delete this one",
    );
    const { byLocale, absent } = loadLocalizedContent(dir);
    // The GitHub snapshot too: the fixture has none (the variant site has).
    expect(absent).toEqual(['github', 'education']);
    for (const content of Object.values(byLocale)) expect(content.education).toEqual([]);
  });

  it('is no trouble when the translation lacks the file too', async () => {
    const dir = await contentWith({}, ['projects.json']);
    expect(await checkAllContent(dir)).toEqual([]);
    expect((await warnAllContent(dir)).filter(({ file }) => file.includes('projects'))).toEqual([]);
  });
});
