/**
 * A JSON Resume as import-shared/run-import.ts takes a source: read and validated, mapped over the
 * owner's files (keeping what JSON Resume has no place for), and reported as the owner reads it.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { relative } from 'node:path';
import { jsonResumeParts } from '../../builder/collections/json-resume-parts.ts';
import { formatProblemIn } from '../../builder/content/check.ts';
import { fileKeys } from '../../builder/content/sources.ts';
import type { JsonResume } from '../../builder/json-resume/types.ts';
import { type Content, collectionKeys, nounOf } from '../../shared/content-files.ts';
import { localesOf } from '../../shared/locales.ts';
import { type Site, siteSchema } from '../../shared/schema.ts';
import { samePerson } from '../import-shared/another-owner.ts';
import { dataOf, type OwnerFiles } from '../import-shared/content-folder.ts';
import {
  inSchemaOrder,
  type KeptSite,
  keepEntryFields,
  keepOwnersSite,
} from '../import-shared/keep-owner.ts';
import { emptyReport, listed, noteLine, section } from '../import-shared/report.ts';
import {
  type Imported,
  type Importer,
  type ImportFacts,
  sayRemoved,
  type Written,
} from '../import-shared/run-import.ts';
import { resumeProblemsOf } from './diagnostics.ts';
import { derivedSiteFields, fromJsonResume } from './import.ts';

/** The résumé in `file`, or why it cannot be imported (not JSON, or not valid JSON Resume). */
export async function readResume(file: string): Promise<JsonResume | string[]> {
  let resume: JsonResume;
  try {
    resume = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    return [`Cannot read ${file}: ${(error as Error).message}`];
  }
  // The official validator, so an owner learns about a malformed résumé before its gaps in content/.
  const { validate } = createRequire(import.meta.url)('@jsonresume/schema') as {
    validate: (resume: unknown, done: (errors: { stack: string }[] | null, valid: boolean) => void) => void;
  };
  let schemaErrors: string[] = [];
  validate(resume, (errors) => {
    schemaErrors = (errors ?? []).map((error) => error.stack.replace(/^instance/, '$'));
  });
  if (schemaErrors.length === 0) return resume;
  return [
    `${relative(process.cwd(), file)} is not a valid JSON Resume (v1.0.0):`,
    ...schemaErrors.map((error) => `  ${error}`),
  ];
}

/**
 * The résumé over the owner's files. Another person's résumé (a new owner replacing the sample)
 * replaces the site whole; the owner's own again (the same name) keeps what JSON Resume has no
 * place for: the site's languages and their translations, the photo, the theme, the site's own
 * words, a project's picture.
 */
export function fromResumeOver(resume: JsonResume, owners: OwnerFiles): Imported {
  const { content: imported, notMapped, derived, adjusted } = fromJsonResume(resume);
  /** The site.json the import replaces; none when there is none. */
  const replaced = (dataOf(owners.site) ?? {}) as Record<string, unknown>;
  const anotherOwner =
    typeof replaced.ownerName === 'string' && !samePerson(replaced.ownerName, imported.site.ownerName);
  const { site, languages, kept }: KeptSite = anotherOwner
    ? { site: imported.site, languages: [], kept: [] }
    : keepOwnersSite(imported.site, replaced, derivedSiteFields);
  const { entries: projects, kept: keptInProjects } = anotherOwner
    ? { entries: imported.projects, kept: [] }
    : keepEntryFields(
        imported.projects,
        dataOf(owners.projects),
        (project) => (typeof project.title === 'string' ? project.title : undefined),
        ['image', 'imageAlt', 'caseStudy'],
      );
  const content = { ...imported, projects, site: inSchemaOrder(siteSchema.shape, site) as Site };
  return {
    content: Object.fromEntries(fileKeys.map((key) => [key, (content as Partial<Content>)[key]])),
    // The entries it makes of the résumé's sections (its publications, as posts).
    entries: Object.fromEntries(collectionKeys.flatMap((key) => (content[key] ? [[key, content[key]]] : []))),
    report: {
      ...emptyReport(),
      notMapped: notMapped.map(noteLine),
      adjusted: adjusted.map(noteLine),
      derived: derived.filter(({ path }) => !kept.includes(path.replace(/^site\./, ''))),
      keptSite: {
        languages,
        // A value an earlier import made, as this one would again, is not listed as the owner's.
        kept: kept.filter(
          (field) => JSON.stringify(replaced[field]) !== JSON.stringify(imported.site[field as keyof Site]),
        ),
      },
      keptInEntries: keptInProjects.map((entry) => ({ file: 'projects.json', entry })),
      anotherOwner: anotherOwner ? (replaced.ownerName as string) : undefined,
    },
  };
}

/** The importer of one résumé. */
export const jsonResumeImporter = (resume: JsonResume): Importer => ({
  name: 'over files that cannot be read',
  writes: 'every file',
  map: (owners) => fromResumeOver(resume, owners),
  lacks: (problems, where) => [
    `The résumé lacks what the site needs; nothing was written to ${where}/:`,
    ...resumeProblemsOf(resume, problems).flatMap(({ field, reason, problems: causes }) => {
      if (field === undefined) return causes.map((problem) => `  ${formatProblemIn(where)(problem)}`);
      const becomes = causes.map((problem) => `${where}/${problem.file} ${problem.path}`).join(', ');
      return [`  ${field}: ${reason} (for ${becomes})`];
    }),
    'Add or correct these fields of the résumé (see docs/owner-guide.md, "Import a JSON Resume") and run again.',
  ],
  reportWritten,
  translationsAdvice: ' (or import each translated résumé again with --locale)',
  translationsNote: (folders) =>
    `The translations in ${folders} match the imported entries by position: if the résumé added, removed or reordered entries, review them.`,
});

function reportWritten(facts: ImportFacts & Written) {
  const { where, files, entryFiles, content, report, owners, replaced } = facts;
  const site = content.site as Site;
  console.log(`Wrote ${files.length} files to ${where}/: ${files.map(({ file }) => file).join(', ')}`);
  for (const { key, part } of jsonResumeParts) {
    if (!part.reads) continue;
    const { made, section } = part.reads;
    const [written, kept] = [false, true].map((wasThere) =>
      entryFiles.filter((entry) => entry.key === key && entry.kept === wasThere).map(({ file }) => file),
    );
    if (written.length > 0)
      console.log(`Wrote ${written.length} ${made} from its ${section}: ${written.join(', ')}`);
    if (kept.length > 0)
      console.log(
        `  Kept the ${nounOf(key).many} already there, not replaced by its ${section}: ${kept.map((file) => `${where}/${file}`).join(', ')}`,
      );
  }
  const count = (key: 'workExperience' | 'skills' | 'projects' | 'education' | 'links') =>
    (content[key] as unknown[]).length;
  console.log(
    `  ${count('workExperience')} jobs, ${count('skills')} skill groups, ${count('projects')} projects, ${count('education')} education records, ${count('links')} links`,
  );
  sayRemoved(facts, 'résumé', ' Import yours with --locale (README, "Your languages").');
  const { languages, kept } = report.keptSite;
  if (languages.length > 0)
    console.log(
      `  Kept ${listed(languages)} from the site.json it replaced: the site stays in ${localesOf(site).join(', ')}.`,
    );
  if (kept.length > 0)
    console.log(`  Kept ${listed(kept)} from the site.json it replaced: JSON Resume has no place for them.`);
  if (report.keptInEntries.length > 0)
    console.log(
      `  Kept from the projects.json it replaced: ${report.keptInEntries.map(({ entry }) => entry).join('; ')}.`,
    );
  section(
    `Filled in with defaults, since JSON Resume has no place for them (review ${where}/site.json):`,
    report.derived.map(noteLine),
  );
  if (replaced.length > 0 && report.anotherOwner !== undefined) {
    // Another person's site is replaced whole: its files are named, not each of its values.
    const had = files.filter(({ key }) => owners[key] !== undefined).map(({ file }) => file);
    console.log(`\nReplaced ${report.anotherOwner}'s content in ${where}/: ${had.join(', ')}.`);
  } else section(`Replaced what ${where}/ held before (from the résumé, or gone from it):`, replaced);
  section(`Changed on the way in (review them in ${where}/):`, report.adjusted);
  section('Not imported:', report.notMapped);
}
