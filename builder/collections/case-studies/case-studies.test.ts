import { cp, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureCaseStudiesDir } from '../../../testing/fixture-content.ts';
import { temporaryDirs } from '../../../testing/temporary-dirs.ts';
import { testContent, writeTestContent } from '../../../testing/test-content.ts';
import { formatProblem } from '../../content/check.ts';
import { checkAllContent, loadLocalizedContent } from '../../content/load.ts';
import { pagesOf } from '../../page-data.ts';
import { collectionPageDataOf } from '../index.ts';
import { caseStudiesByLanguage } from './case-studies-by-language.ts';
import { caseStudiesOf, whenText } from './case-study-views.ts';

const temporaryDir = temporaryDirs();

/** The fixture portfolio with the fixture's case studies, its FleetPulse card naming its own, in English and Arabic. */
async function withCaseStudies(
  projects = testContent.projects.map((project) =>
    project.title === 'FleetPulse' ? { ...project, caseStudy: 'fleetpulse' } : project,
  ),
) {
  const dir = await writeTestContent(await temporaryDir('case-studies-'), {
    ...testContent,
    site: { ...testContent.site, locales: ['ar'] },
    projects,
  });
  await cp(join(fixtureCaseStudiesDir, 'projects'), join(dir, 'projects'), { recursive: true });
  await mkdir(join(dir, 'ar'), { recursive: true });
  await cp(join(fixtureCaseStudiesDir, 'ar', 'projects'), join(dir, 'ar', 'projects'), { recursive: true });
  return dir;
}

const words = { monthYear: ['January {year}', 'February {year}', 'March {year}'], present: 'Present' };

describe('a case study', () => {
  it('says when it ran: a month, a period, or a period still running', () => {
    expect(whenText({ date: '2024-02' }, words)).toBe('February 2024');
    expect(whenText({ date: '2024-01', end: '2024-03' }, words)).toBe('January 2024 – March 2024');
    expect(whenText({ date: '2023-03', end: 'present' }, words)).toBe('March 2023 – Present');
    expect(whenText({ date: '2022' }, words)).toBe('2022');
  });

  it('names a broken case study once, by its file, when a card names a case study', async () => {
    const dir = await withCaseStudies();
    await writeFile(join(dir, 'projects', 'no-front-matter.md'), 'Just text, no front matter.\n');
    const problems = (await checkAllContent(dir)).map(formatProblem);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content\/projects\/no-front-matter\.md: /);
  });

  it('checks out when the card names one that exists, and the check names a card whose case study has no file', async () => {
    expect(await checkAllContent(await withCaseStudies())).toEqual([]);
    // `constructor`: a name every JavaScript object answers to, and no case study's.
    const misnamed = testContent.projects.map((project, index) => {
      const caseStudy = [undefined, 'constructor', 'a11y-lint'][index];
      return caseStudy ? { ...project, caseStudy } : project;
    });
    expect((await checkAllContent(await withCaseStudies(misnamed))).map(formatProblem)).toEqual([
      'content/projects.json: $.items[1].caseStudy: names content/projects/constructor.md, which does not exist: add the file, or correct the name',
      'content/projects.json: $.items[2].caseStudy: names content/projects/a11y-lint.md, which does not exist: add the file, or correct the name',
    ]);
  });

  it('names a cover that is not there, a period that ends before it starts, and a year YAML read as a number', async () => {
    const dir = await withCaseStudies();
    await writeFile(
      join(dir, 'projects', 'broken.md'),
      '---\ntitle: Broken\nsummary: Three mistakes\ndate: 2024-05\nend: 2023-01\ncover: projects/missing.png\n---\n\nBody\n',
    );
    await writeFile(
      join(dir, 'projects', 'numbered.md'),
      '---\ntitle: Numbered\nsummary: A year\ndate: 2022\n---\n',
    );
    const problems = (await checkAllContent(dir)).map(formatProblem);
    expect(problems).toEqual(
      expect.arrayContaining([
        'content/projects/broken.md: $.end: must not be before date',
        'content/projects/numbered.md: $.date: must be a date in double quotes, like "2022-04" or "2022"',
      ]),
    );
    await writeFile(
      join(dir, 'projects', 'broken.md'),
      '---\ntitle: Broken\nsummary: A cover\ndate: 2024-05\ncover: projects/missing.png\n---\n\nBody\n',
    );
    await writeFile(
      join(dir, 'projects', 'numbered.md'),
      '---\ntitle: Numbered\nsummary: A year\ndate: "2022"\n---\n',
    );
    expect((await checkAllContent(dir)).map(formatProblem)).toEqual([
      'content/projects/broken.md: $.cover: names content/projects/missing.png, which does not exist',
    ]);
  });

  it('is listed newest first in each language, in its own words where translated, the draft only in npm run dev', async () => {
    const dir = await withCaseStudies();
    const localized = loadLocalizedContent(dir);
    const byLanguage = caseStudiesByLanguage(localized, dir);
    expect(byLanguage.en.map(({ slug, page }) => [slug, page])).toEqual([
      ['fleetpulse', '/projects/fleetpulse/'],
      ['status-page', '/projects/status-page/'],
    ]);
    // Arabic has its own FleetPulse; the status page is listed in English, linking to the English page.
    expect(byLanguage.ar.map(({ slug, lang, href, page }) => [slug, lang, href, page])).toEqual([
      ['fleetpulse', 'ar', '/ar/projects/fleetpulse/', '/ar/projects/fleetpulse/'],
      ['status-page', 'en', '/projects/status-page/', undefined],
    ]);
    expect(byLanguage.en[0].alternates.map(({ locale }) => locale)).toEqual(['en', 'ar']);
    expect(caseStudiesByLanguage(localized, dir, { drafts: true }).en.map(({ slug }) => slug)).toContain(
      'unfinished',
    );
    const views = caseStudiesOf(localized, byLanguage);
    expect(views.en.studies[0]).toMatchObject({
      whenText: 'March 2023 – Present',
      role: 'Tech lead for a team of four',
    });
    expect(views.ar.studies[1]).toMatchObject({ lang: 'en', dir: 'ltr' });
  });

  it('gives the page each case study’s address by slug, for its card; a site without one has no such field', async () => {
    const dir = await withCaseStudies();
    const localized = loadLocalizedContent(dir);
    const views = caseStudiesOf(localized, caseStudiesByLanguage(localized, dir));
    const { pages } = pagesOf(localized, collectionPageDataOf({ caseStudies: views }));
    expect(pages.en.caseStudies).toEqual({
      fleetpulse: '/projects/fleetpulse/',
      'status-page': '/projects/status-page/',
    });
    expect(pages.ar.caseStudies?.fleetpulse).toBe('/ar/projects/fleetpulse/');
    // A site whose only case study is a draft has none out: its page data has no such field.
    const draftsOnly = caseStudiesOf(
      localized,
      caseStudiesByLanguage(
        {
          ...localized,
          byLocale: {
            ...localized.byLocale,
            en: {
              ...localized.byLocale.en,
              caseStudies: localized.byLocale.en.caseStudies.filter(({ draft }) => draft),
            },
            ar: { ...localized.byLocale.ar, caseStudies: [] },
          },
        },
        dir,
      ),
    );
    expect(pagesOf(localized, collectionPageDataOf({ caseStudies: draftsOnly })).pages.en).not.toHaveProperty(
      'caseStudies',
    );
  });
});
