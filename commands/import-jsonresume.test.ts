import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { checkAllContent, loadContent } from '../builder/content/load.ts';
import { jsonContentOf } from '../builder/content/sources.ts';
import type { JsonResume } from '../builder/json-resume/types.ts';
import { toJsonResume } from '../builder/resume/json-resume/export.ts';
import { fixtureContentDir } from '../testing/fixture-content.ts';
import { folderSnapshot } from '../testing/folder-snapshot.ts';
import { runMain } from '../testing/run-main.ts';
import { temporaryDirs } from '../testing/temporary-dirs.ts';
import { checkContentCommand } from './check-content.ts';
import { main } from './import-jsonresume.ts';

/** A content file's data, as the checker reads it (without its "$schema"). */
const readJson = async (file: string) =>
  jsonContentOf(await readFile(file, 'utf8')) as ReturnType<typeof JSON.parse>;

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const root = join(import.meta.dirname, '..');
const importScript = join(import.meta.dirname, 'import-jsonresume.ts');
const exampleFile = require.resolve('@jsonresume/schema/examples/senior-engineer.resume.json');
const example: JsonResume = require(exampleFile);
const temporaryDir = temporaryDirs();

/**
 * The command, run in this process (`main`): what it printed, or, when it exits with another code
 * than 0, an error carrying its code and what it printed, as a failed process's would.
 */
async function importResume(...args: string[]) {
  const result = await runMain(main, args);
  if (result.code !== 0) throw Object.assign(new Error(`exit code ${result.code}: ${result.stderr}`), result);
  return result;
}

async function writeResume(resume: unknown) {
  const file = join(await temporaryDir('jsonresume-'), 'resume.json');
  await writeFile(file, JSON.stringify(resume));
  return file;
}

/** A résumé date as the export writes a degree's or certificate's year: "2016-09" is "2016". */
const yearOfDate = (date?: string) => date?.slice(0, 4);

describe('npm run import:jsonresume', { timeout: 30_000 }, () => {
  it('writes content files that pass check:content and reports what it could not map', async () => {
    const out = await temporaryDir('imported-');
    const { stdout } = await importResume(exampleFile, '--out', out);
    expect((await readdir(out)).sort()).toEqual([
      'about.json',
      'education.json',
      'links.json',
      'projects.json',
      'site.json',
      'skills.json',
      'work-experience.json',
      'writing',
    ]);
    expect(stdout).toContain('3 jobs, 3 skill groups, 1 projects, 3 education records, 3 links');
    // Its two publications, as posts that link out, listed in the résumé.
    expect((await readdir(join(out, 'writing'))).sort()).toEqual([
      'bounded-staleness-for-geo-replicated-key-value-stores.md',
      'operating-tiered-storage-at-streaming-scale.md',
    ]);
    expect(stdout).toContain('Wrote 2 link-only posts from its publications:');
    expect(stdout).toContain('Not imported:');
    expect(stdout).toContain(
      '  publications[0].publisher: a post names no publisher: its address says where it is',
    );
    expect(stdout).toContain('  basics.phone: no matching content field');
    expect(stdout).toContain('  site.initials: set to "LV"');
    // Its education has two degrees: imported, and the owner told the page shows only the first.
    expect(stdout).toContain(
      `warning: ${out}/education.json: $.items[1]: is not shown on the page, which shows only the first degree record`,
    );
    expect(stdout).toContain(`(review ${out}/site.json)`);
    expect(stdout).not.toContain('content/');

    const check = await checkContentCommand(out);
    expect(check.stdout).toContain('Content check passed');
  });

  it('writes talks.json only for a résumé with a talk (a project of the type "talk"), apart from the projects', async () => {
    const out = await temporaryDir('imported-');
    const talk = {
      name: 'Keynote',
      entity: 'Conf',
      startDate: '2024-03',
      type: 'talk',
      url: 'https://v.example/k',
    };
    await importResume(
      await writeResume({ ...example, projects: [...(example.projects ?? []), talk] }),
      '--out',
      out,
    );
    expect(await readJson(join(out, 'talks.json'))).toEqual([
      { title: 'Keynote', event: 'Conf', date: '2024-03', links: { video: 'https://v.example/k' } },
    ]);
    expect(await readJson(join(out, 'projects.json'))).toHaveLength(example.projects?.length ?? 0);
  });

  it('imports every project of the schema package’s sample résumé, and says precisely what it left out', async () => {
    const sampleFile = require.resolve('@jsonresume/schema/sample.resume.json');
    const sample: JsonResume = require(sampleFile);
    const out = await temporaryDir('imported-');
    // The real command, as an owner runs it: `npm run import:jsonresume`, a process of its own.
    const { stdout } = await run('npm', ['run', 'import:jsonresume', '--', sampleFile, '--out', out], {
      cwd: root,
    });
    expect(stdout).toContain(
      `${sample.projects?.length} projects, ${sample.education?.length} education records`,
    );
    // Nothing is skipped: its Twitter profile (twitter.com's home page and a username) is
    // linked from the username, and the owner is told so.
    expect(stdout.match(/^ {2}\S+: skipped.*$/gm)).toBeNull();
    expect(stdout).toContain(
      `Changed on the way in (review them in ${out}/):\n  basics.profiles[0].url: made from the username: https://x.com/neutralthoughts`,
    );
    expect(stdout).toContain('  projects[0].roles: no matching content field');
    const projects = await readJson(join(out, 'projects.json'));
    expect(projects).toEqual(
      sample.projects?.map(({ name, description, keywords, url }) => ({
        title: name,
        description,
        techStack: keywords,
        liveLink: url,
      })),
    );
  });

  it('round trip: import then export keeps every mapped field', async () => {
    const content = await temporaryDir('imported-');
    await importResume(exampleFile, '--out', content);
    // The export the build writes at /resume.json (builder/resume/build-resume.ts), without its PDF.
    const exported = toJsonResume(loadContent(content));

    const { basics } = example;
    expect(exported.basics).toMatchObject({
      name: basics?.name,
      label: basics?.label,
      email: basics?.email,
      url: basics?.url,
      summary: basics?.summary,
    });
    const linkedProfiles = basics?.profiles?.filter((profile) =>
      /^(GitHub|LinkedIn|Mastodon)$/.test(profile.network ?? ''),
    );
    expect(exported.basics?.profiles).toEqual(linkedProfiles);
    expect(exported.work).toEqual(
      example.work?.map(({ name, position, startDate, endDate, summary, highlights }) => ({
        name,
        position,
        startDate,
        ...(endDate && { endDate }),
        summary,
        highlights,
      })),
    );
    expect(exported.skills).toEqual(example.skills?.map(({ name, keywords }) => ({ name, keywords })));
    expect(exported.projects).toEqual(
      example.projects?.map(({ name, description, keywords, url }) =>
        expect.objectContaining({ name, description, keywords, url }),
      ),
    );
    expect(exported.education).toEqual(
      example.education?.map((entry) =>
        expect.objectContaining({
          institution: entry.institution,
          studyType: entry.studyType,
          area: entry.area,
          startDate: yearOfDate(entry.startDate),
          endDate: yearOfDate(entry.endDate),
        }),
      ),
    );
    expect(exported.certificates).toEqual(
      example.certificates?.map(({ name, issuer, date }) => ({ name, issuer, date: yearOfDate(date) })),
    );
  });

  it('writes nothing and names the missing fields when the résumé lacks what the site needs', async () => {
    const out = await temporaryDir('imported-');
    const file = await writeResume({
      ...example,
      basics: { ...example.basics, url: undefined, email: undefined },
    });
    const failure = await importResume(file, '--out', out).catch((error) => error);
    expect(failure.code).toBe(1);
    expect(failure.stderr.trim().split('\n')).toEqual([
      `The résumé lacks what the site needs; nothing was written to ${out}/:`,
      `  basics.email: is missing (for ${out}/site.json $.email)`,
      `  basics.url: is missing (for ${out}/site.json $.siteUrl)`,
      'Add or correct these fields of the résumé (see docs/owner-guide.md, "Import a JSON Resume") and run again.',
    ]);
    expect(await readdir(out)).toEqual([]);
  });

  it('names a missing résumé field once, whatever the site fields made from it, and a wrong one with why', async () => {
    const out = await temporaryDir('imported-');
    const file = await writeResume({
      ...example,
      basics: { ...example.basics, label: '', url: 'ftp://lena.example.dev' },
    });
    const failure = await importResume(file, '--out', out).catch((error) => error);
    expect(failure.code).toBe(1);
    expect(failure.stderr).toContain(
      `  basics.label: is missing (for ${out}/site.json $.tagline, ${out}/site.json $.jobTitle)`,
    );
    expect(failure.stderr).toContain(`  basics.url: must be an http(s) URL (for ${out}/site.json $.siteUrl)`);
    expect(failure.stderr).not.toContain('initials');
  });

  it.each([
    ['प्रिया शर्मा', 'प्रिश'],
    ['王伟', '王伟'],
  ])(
    'imports %s, with initials %s and a Mastodon profile, and the result passes check:content',
    async (name, initials) => {
      const out = await temporaryDir('imported-');
      const file = await writeResume({
        ...example,
        basics: {
          ...example.basics,
          name,
          profiles: [{ network: 'Mastodon', username: 'priya', url: 'https://hachyderm.io/@priya' }],
        },
      });
      const { stdout } = await importResume(file, '--out', out);
      expect(stdout).toContain(`  site.initials: set to "${initials}"`);
      expect(stdout).not.toContain('basics.profiles');
      const site = await readJson(join(out, 'site.json'));
      expect(site).toMatchObject({ ownerName: name, initials });
      expect(await readJson(join(out, 'links.json'))).toEqual([
        { name: 'Mastodon', url: 'https://hachyderm.io/@priya' },
      ]);
      const check = await checkContentCommand(out);
      expect(check.stdout).toContain('Content check passed');
    },
  );

  it('rejects a document that is not valid JSON Resume, with the validator’s reasons', async () => {
    const file = await writeResume({ ...example, work: 'Pied Piper' });
    // The real command in a process of its own: its exit code is the process's.
    const failure = await run(process.execPath, [
      importScript,
      file,
      '--out',
      await temporaryDir('imported-'),
    ]).catch((error) => error);
    expect(failure.code).toBe(1);
    expect(failure.stderr).toContain('is not a valid JSON Resume (v1.0.0)');
    expect(failure.stderr).toContain('$.work is not of a type(s) array');
  });
});

/** A copy of the fixture content; without its German translation when asked. */
async function fixtureCopy({ german = true } = {}) {
  const dir = join(await temporaryDir('content-'), 'content');
  await cp(fixtureContentDir, dir, { recursive: true });
  if (!german) {
    await rm(join(dir, 'de'), { recursive: true });
    const site = await readFile(join(dir, 'site.json'), 'utf8');
    await writeFile(join(dir, 'site.json'), site.replace('"locales": ["de", "ar"]', '"locales": ["ar"]'));
  }
  return dir;
}

/** The default content's own résumé (as the build writes it), translated where `translate` says. */
async function translatedResume(dir: string, translate: (resume: JsonResume) => void) {
  const resume = structuredClone(toJsonResume(loadContent(dir)));
  translate(resume);
  return writeResume(resume);
}

describe('npm run import:jsonresume over a site with translations', { timeout: 30_000 }, () => {
  it('keeps the languages of the site.json it replaces, so the translations stay, and says so', async () => {
    const dir = await fixtureCopy();
    const site = await readJson(join(dir, 'site.json'));
    await writeFile(
      join(dir, 'site.json'),
      JSON.stringify({ locale: 'en', ...site, texts: { navHome: 'Start' } }, null, 2),
    );
    // The imported site.json has no photo (JSON Resume gives its address only): nor may German.
    const { photoAlt: _photoAlt, ...german } = await readJson(join(dir, 'de', 'site.json'));
    await writeFile(join(dir, 'de', 'site.json'), JSON.stringify(german));
    const file = await translatedResume(dir, (resume) => {
      resume.basics = { ...resume.basics, label: 'Principal Engineer' };
    });
    const { stdout } = await importResume(file, '--out', dir);

    expect(await readJson(join(dir, 'site.json'))).toMatchObject({
      locale: 'en',
      locales: ['de', 'ar'],
      texts: { navHome: 'Start' },
      jobTitle: 'Principal Engineer',
    });
    expect(stdout).toContain(
      '  Kept "locale", "locales", and "texts" from the site.json it replaced: the site stays in en, de, ar.',
    );
    expect(stdout).toContain(
      `The translations in ${dir}/ar/, ${dir}/de/ match the imported entries by position: if the résumé added, removed or reordered entries, review them.`,
    );
    expect(stdout).toMatch(/warning: .*\/de\/: \d+ fields are not translated/);
    expect(stdout).toContain(`Content check passed: ${dir}/ in en, de, ar`);
    expect(await checkAllContent(dir)).toEqual([]);
  });

  it('refuses to import over a file it cannot read, naming it, and writes nothing', async () => {
    const dir = await fixtureCopy();
    const file = await translatedResume(dir, () => {});
    const projects = await readFile(join(dir, 'projects.json'), 'utf8');
    await writeFile(join(dir, 'projects.json'), projects.replace(/\]\s*$/, ',]'));
    const before = await folderSnapshot(dir);
    const failure = await importResume(file, '--out', dir).catch((error) => error);

    expect(failure.code).toBe(1);
    expect(failure.stderr).toContain(
      `Cannot import over files that cannot be read; nothing was written to ${dir}/:`,
    );
    expect(failure.stderr).toMatch(
      /projects\.json is not JSON \(.*\): mend it or remove it, then import again/s,
    );
    expect(await folderSnapshot(dir)).toEqual(before);
  });

  it('leaves the posts and their translations as they are: a résumé has none', async () => {
    // Without German, whose photo's alt the imported site.json (with no photo) would not have.
    const dir = await fixtureCopy({ german: false });
    const posts = {
      'writing/first-post.md': '---\ntitle: First\ndescription: About\ndate: 2025-03-14\n---\nText.\n',
      'ar/writing/first-post.md': '---\ntitle: الأول\n---\nText.\n',
    };
    for (const [file, text] of Object.entries(posts)) {
      await mkdir(join(dir, file, '..'), { recursive: true });
      await writeFile(join(dir, file), text);
    }
    const file = await translatedResume(dir, (resume) => {
      resume.basics = { ...resume.basics, label: 'Principal Engineer' };
    });
    await importResume(file, '--out', dir);

    for (const [file, text] of Object.entries(posts))
      expect(await readFile(join(dir, file), 'utf8')).toBe(text);
    expect(await checkAllContent(dir)).toEqual([]);
  });

  it('keeps an owner’s own site (not the sample) from another name’s résumé unless --replace', async () => {
    const dir = await fixtureCopy();
    const file = await translatedResume(dir, (resume) => {
      resume.basics = { ...resume.basics, name: 'Priya Raman' };
    });
    const site = await readFile(join(dir, 'site.json'), 'utf8');
    await writeFile(join(dir, 'site.json'), site.replace('https://aaravsharma.dev', 'https://owner.example'));
    const before = await folderSnapshot(dir);
    const failure = await importResume(file, '--out', dir).catch((error) => error);
    expect(failure.code).toBe(1);
    expect(failure.stderr).toContain("this is Priya Raman's: importing it would replace the whole site");
    expect(await folderSnapshot(dir)).toEqual(before);

    await importResume(file, '--out', dir, '--replace');
    expect((await readJson(join(dir, 'site.json'))).ownerName).toBe('Priya Raman');
  });

  it('removes the translations of another person’s résumé it replaces, and says so', async () => {
    const dir = await fixtureCopy();
    const { ownerName } = await readJson(join(dir, 'site.json'));
    const file = await translatedResume(dir, (resume) => {
      resume.basics = { ...resume.basics, name: 'Priya Raman' };
    });
    const { stdout } = await importResume(file, '--out', dir);

    const site = await readJson(join(dir, 'site.json'));
    expect(site.ownerName).toBe('Priya Raman');
    expect(site.locales).toBeUndefined();
    expect(existsSync(join(dir, 'de'))).toBe(false);
    expect(existsSync(join(dir, 'ar'))).toBe(false);
    expect(existsSync(join(dir, 'projects'))).toBe(true);
    expect(stdout).toContain(
      `Removed the translations of ${ownerName}'s résumé it replaced: ${dir}/ar/, ${dir}/de/.`,
    );
    expect(await checkAllContent(dir)).toEqual([]);
  });

  it('writes the files, then names each translation that no longer fits, with file and path', async () => {
    const dir = await fixtureCopy();
    const file = await translatedResume(dir, (resume) => {
      delete resume.work;
    });
    const failure = await importResume(file, '--out', dir).catch((error) => error);

    expect(failure.code).toBe(1);
    expect(await readJson(join(dir, 'work-experience.json'))).toEqual([]);
    expect((await readJson(join(dir, 'site.json'))).locales).toEqual(['de', 'ar']);
    expect(failure.stderr).toContain(`The content check fails on ${dir}/ now:`);
    expect(failure.stderr).toContain(
      `  ${dir}/de/work-experience.json: $[0]: is an item the default language does not have (it has 0)`,
    );
    // The owner's photo and its alt are kept (JSON Resume has none), so German's alt still fits.
    expect(failure.stderr).not.toContain('photoAlt');
    expect(failure.stderr).toContain(
      `Correct the translations in ${dir}/ar/, ${dir}/de/ to fit the imported content (or import each translated résumé again with --locale), and run npm run check:content.`,
    );
  });
});

describe('npm run import:jsonresume over the owner’s own site', { timeout: 30_000 }, () => {
  it('keeps the photo, its alt, the theme, the site’s own words and the projects’ pictures, and names what it replaced', async () => {
    const dir = await fixtureCopy({ german: false });
    const site = await readJson(join(dir, 'site.json'));
    const ownWords = {
      heroTitle: 'Welcome, I build for the edge',
      pitch: 'Write to me.',
      contactNotice: 'I answer within a week.',
      theme: { accent: '#0f766e', font: 'geist' },
    };
    await writeFile(join(dir, 'site.json'), JSON.stringify({ ...site, ...ownWords }, null, 2));
    const projectsBefore = await readJson(join(dir, 'projects.json'));
    const file = await translatedResume(dir, (resume) => {
      resume.basics = { ...resume.basics, label: 'Principal Engineer' };
    });
    const { stdout } = await importResume(file, '--out', dir);

    expect(await readJson(join(dir, 'site.json'))).toMatchObject({
      ...ownWords,
      photo: site.photo,
      photoAlt: site.photoAlt,
      jobTitle: 'Principal Engineer',
    });
    expect(await readJson(join(dir, 'projects.json'))).toEqual(projectsBefore);
    expect(stdout).toContain(
      '"photo", "contactNotice", "photoAlt", and "theme" from the site.json it replaced',
    );
    expect(stdout).toContain('Kept from the projects.json it replaced:');
    expect(stdout).not.toContain('site.heroTitle: set to');
    expect(stdout).toContain(
      `  ${dir}/site.json jobTitle: "${site.jobTitle}" replaced by "Principal Engineer"`,
    );
    expect(await checkAllContent(dir)).toEqual([]);
  });

  it('changes nothing when the résumé is the site’s own, and names nothing replaced', async () => {
    const dir = await fixtureCopy({ german: false });
    const file = await translatedResume(dir, () => {});
    const { stdout } = await importResume(file, '--out', dir);
    expect(stdout).not.toContain('Replaced what');
    expect(await checkAllContent(dir)).toEqual([]);
  });
});

describe('npm run import:jsonresume -- --locale', { timeout: 30_000 }, () => {
  it('writes only the translated fields to content/de/, adds "de" to locales, and the content checks out', async () => {
    const dir = await fixtureCopy({ german: false });
    const siteBefore = await readFile(join(dir, 'site.json'), 'utf8');
    const file = await translatedResume(dir, (resume) => {
      resume.basics = { ...resume.basics, label: 'Senior Full-Stack-Entwickler' };
      const [, job] = resume.work ?? [];
      job.position = 'Softwareentwickler II';
      job.highlights = [...(job.highlights ?? []).slice(0, 2), 'Betreute fünf Nachwuchsentwickler.'];
      (resume.projects ?? [])[0].description = 'Ein Zahlungsdienst an der Edge.';
    });
    const { stdout } = await importResume('--locale', 'de', file, '--out', dir);

    expect((await readdir(join(dir, 'de'))).sort()).toEqual([
      'projects.json',
      'site.json',
      'work-experience.json',
    ]);
    expect(await readJson(join(dir, 'de', 'site.json'))).toEqual({
      jobTitle: 'Senior Full-Stack-Entwickler',
    });
    expect(await readJson(join(dir, 'de', 'work-experience.json'))).toEqual([
      null,
      { title: 'Softwareentwickler II', achievements: [null, null, 'Betreute fünf Nachwuchsentwickler.'] },
    ]);
    expect(await readJson(join(dir, 'de', 'projects.json'))).toEqual([
      { description: 'Ein Zahlungsdienst an der Edge.' },
    ]);
    // site.json gains the language and changes nowhere else.
    expect(await readFile(join(dir, 'site.json'), 'utf8')).toBe(
      siteBefore.replace('"locales": ["ar"]', '"locales": ["ar", "de"]'),
    );
    expect(stdout).toContain(`Added "de" to ${dir}/site.json "locales".`);
    expect(stdout).toContain(
      `JSON Resume has no place for site.json's heroTitle, tagline, description, pitch: translate them in ${dir}/de/site.json.`,
    );
    expect(stdout).toMatch(/warning: .*\/de\/: \d+ fields are not translated and show in English \(en\)/);
    expect(stdout).toContain('Content check passed');
    expect(await checkAllContent(dir)).toEqual([]);
  });

  it('leaves out of the translation a kind the site has no file of, and says so', async () => {
    const dir = await fixtureCopy({ german: false });
    // The owner's résumé has projects, but the site shows none: it has no projects.json.
    const file = await translatedResume(dir, (resume) => {
      resume.basics = { ...resume.basics, label: 'Senior Full-Stack-Entwickler' };
      (resume.projects ?? [])[0].description = 'Ein Zahlungsdienst an der Edge.';
    });
    await rm(join(dir, 'projects.json'));
    const { stdout } = await importResume('--locale', 'de', file, '--out', dir);

    expect((await readdir(join(dir, 'de'))).sort()).toEqual(['site.json']);
    expect(stdout).toContain(
      `Left out, since ${dir}/ has no file of them for the page to show: the résumé's projects.json.`,
    );
    expect(await checkAllContent(dir)).toEqual([]);
  });

  it('adds to the translation content/de/ already has, and points out a date that differs', async () => {
    const dir = await fixtureCopy();
    const germanBefore = await folderSnapshot(join(dir, 'de'));
    const germanJobsBefore = await readJson(join(dir, 'de', 'work-experience.json'));
    const siteBefore = await readFile(join(dir, 'site.json'), 'utf8');
    const file = await translatedResume(dir, (resume) => {
      const [job] = resume.work ?? [];
      job.highlights = ['Verlegte die Checkout-Sitzungen an die Edge.', ...(job.highlights ?? []).slice(1)];
      (resume.work ?? [])[2].startDate = '2016-01';
    });
    const { stdout } = await importResume('--locale', 'de', file, '--out', dir);

    const [germanJob] = await readJson(join(dir, 'de', 'work-experience.json'));
    expect(germanJob).toEqual({
      ...germanJobsBefore[0],
      achievements: ['Verlegte die Checkout-Sitzungen an die Edge.'],
    });
    // The other files of the translation, and site.json, are as they were.
    const germanAfter = await folderSnapshot(join(dir, 'de'));
    for (const [path, text] of Object.entries(germanBefore))
      if (!path.endsWith('work-experience.json')) expect(germanAfter[path]).toBe(text);
    expect(await readFile(join(dir, 'site.json'), 'utf8')).toBe(siteBefore);
    expect(stdout).toContain(`"de" is already in ${dir}/site.json "locales".`);
    expect(stdout).toContain(
      `  ${dir}/de/work-experience.json: $.items[2].startDate: is "2016-01", the default's "2017-01"`,
    );
    expect(await checkAllContent(dir)).toEqual([]);
  });

  it.each([
    [
      'a tag not written as BCP 47 has it',
      'de-de',
      'must be a BCP 47 language tag written as Intl writes it',
      'Did you mean "de-DE"?',
    ],
    [
      'the default language',
      'en',
      '--locale "en" is the default language',
      'import its résumé without --locale',
    ],
    [
      'a language the site has no texts for',
      'deutsch',
      'the site has no built-in fixed texts for it',
      'Is the tag right?',
    ],
  ])('refuses %s (%s) and writes nothing', async (_, tag, reason, advice) => {
    const dir = await fixtureCopy({ german: false });
    const before = await folderSnapshot(dir);
    const file = await translatedResume(dir, (resume) => {
      resume.basics = { ...resume.basics, label: 'Senior Full-Stack-Entwickler' };
    });
    const failure = await importResume('--locale', tag, file, '--out', dir).catch((error) => error);
    expect(failure.code).toBe(1);
    expect(failure.stderr).toContain(reason);
    expect(failure.stderr).toContain(advice);
    expect(failure.stderr).toContain('Nothing was written.');
    expect(await folderSnapshot(dir)).toEqual(before);
  });

  it('stops, naming the extra job, when the résumé has more jobs than the default, and writes nothing', async () => {
    const dir = await fixtureCopy({ german: false });
    const before = await folderSnapshot(dir);
    const file = await translatedResume(dir, (resume) => {
      resume.work?.unshift({ name: 'Neue GmbH', position: 'Architekt', startDate: '2025-01' });
    });
    const failure = await importResume('--locale', 'de', file, '--out', dir).catch((error) => error);
    expect(failure.code).toBe(1);
    expect(failure.stderr).toContain(
      `The résumé has entries or fields the default language's content does not; nothing was written to ${dir}/de/:`,
    );
    expect(failure.stderr).toContain(
      `  ${dir}/de/work-experience.json: $.items[3]: is an item the default's work-experience.json does not have (it has 3): "Software Engineer"`,
    );
    expect(failure.stderr).toContain("A translation matches the default's entries by position");
    expect(await folderSnapshot(dir)).toEqual(before);
  });

  it('writes nothing when a translated field would fail its check, and names it', async () => {
    const dir = await fixtureCopy({ german: false });
    const before = await folderSnapshot(dir);
    const file = await translatedResume(dir, (resume) => {
      resume.basics = { ...resume.basics, label: '' };
    });
    const failure = await importResume('--locale', 'de', file, '--out', dir).catch((error) => error);
    expect(failure.code).toBe(1);
    expect(failure.stderr).toContain(
      `nothing was written to ${dir}/de/:\n  ${dir}/de/site.json: $.jobTitle:`,
    );
    expect(await folderSnapshot(dir)).toEqual(before);
  });

  it('writes nothing when nothing in the résumé differs from the default', async () => {
    const dir = await fixtureCopy({ german: false });
    const before = await folderSnapshot(dir);
    const file = await translatedResume(dir, () => {});
    const failure = await importResume('--locale', 'de', file, '--out', dir).catch((error) => error);
    expect(failure.code).toBe(1);
    expect(failure.stderr).toContain('Nothing in the résumé differs from the default language');
    expect(await folderSnapshot(dir)).toEqual(before);
  });
});
