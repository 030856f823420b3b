/**
 * `npm run import:jsonresume`'s reading of a résumé (JSON Resume v1.0.0): content/'s files from
 * the tables the build's export writes with (builder/json-resume/, and each collection's part),
 * so the round trip holds, and notes on what it could not carry over, made up or changed.
 */
import { jsonResumeParts } from '../../builder/collections/json-resume-parts.ts';
import { basicsFields, fromLocation, placeFields } from '../../builder/json-resume/basics.ts';
import type { JsonResumeParts, ResumeReader } from '../../builder/json-resume/collection-part.ts';
import { type Field, nonBlankText } from '../../builder/json-resume/fields.ts';
import {
  certificateFields,
  degreeFields,
  isTalk,
  projectFields,
  skillFields,
  talkFields,
  workFields,
} from '../../builder/json-resume/tables.ts';
import type { JsonResume, Skill } from '../../builder/json-resume/types.ts';
import type { CollectionKey, Content } from '../../shared/content-files.ts';
import {
  type About,
  certificationSchema,
  degreeSchema,
  projectSchema,
  type Site,
  siteSchema,
  skillGroupSchema,
  talkSchema,
  workExperienceItemSchema,
} from '../../shared/schema.ts';
import { inSchemaOrder } from '../import-shared/keep-owner.ts';
import type { ImportNote } from '../import-shared/report.ts';
import { isEmpty, unreadFields } from './diagnostics.ts';
import { linksFromProfiles } from './profiles.ts';
import { readEntries, readEntry } from './read-entries.ts';

const listOf = <T>(list: T[] | undefined) => list ?? [];

/**
 * The résumé's lists of entries and their tables, in the order their unread fields are reported:
 * those of content/'s files, then those the collections read back (the posts' publications).
 */
const sectionsRead = (collections: JsonResumeParts): Record<string, readonly object[]> => ({
  work: workFields,
  education: degreeFields,
  certificates: certificateFields,
  skills: skillFields,
  projects: projectFields,
  ...Object.fromEntries(
    collections.flatMap(({ part }) => (part.reads ? [[part.reads.section, part.reads.fields]] : [])),
  ),
});

/**
 * The site fields the import makes up from basics: a translated résumé (`--locale`) has no
 * translation of them to give, so they never go into its overlay.
 */
export const derivedSiteFields: readonly string[] = basicsFields
  .filter((field) => field.derived)
  .map((field) => field.content);

/**
 * Every kind a résumé can speak for: all but the GitHub snapshot, which `npm run sync:github` alone
 * writes, and of the collections, those whose JSON Resume part reads entries back (its
 * publications are posts): the owner's others stay.
 */
export type ResumeContent = Omit<Content, 'github' | CollectionKey> & Partial<Pick<Content, CollectionKey>>;

export type ImportResult = {
  /**
   * Every content file. Entries that would be invalid are already left out, but `about` and `site`
   * may still fail their schemas when the résumé lacks basics (the caller checks them). Not the
   * GitHub snapshot: a résumé never holds it, and the owner's stays (docs/decisions.md).
   */
  content: ResumeContent;
  /** Fields and entries of the résumé that have no place in content/ or were dropped. */
  notMapped: ImportNote[];
  /** Site fields JSON Resume has no place for, filled with a default to review. */
  derived: ImportNote[];
  /**
   * Values changed on the way in, to review: a profile address made from its username, http made
   * https, skills listed one by one gathered into one group.
   */
  adjusted: ImportNote[];
};

/** The skill group for skills a résumé lists one by one, without keywords. */
const singlesGroup = 'Skills';

/**
 * The résumé as content; `collections` are the JSON Resume parts of the collections' definitions
 * (builder/collections/), a test's own in a test.
 */
export function fromJsonResume(resume: JsonResume, collections = jsonResumeParts): ImportResult {
  const notMapped: ImportNote[] = [];
  const derived: ImportNote[] = [];
  const adjusted: ImportNote[] = [];
  const basics = resume.basics ?? {};
  const sections = sectionsRead(collections);
  const knownSections = ['$schema', 'basics', ...Object.keys(sections), 'meta'];
  // An entry a collection wrote of its own (a case study no card names) stays in its files.
  const leftToCollection = (section: string, entry: { [field: string]: unknown }) =>
    collections.some(({ part }) => part.leaves?.(section, entry));
  const reader: ResumeReader = {
    entries: (section, entries, fields, schema) => readEntries(section, entries, fields, schema, notMapped),
    adjusted: (path, note) => adjusted.push({ path, note }),
  };

  for (const [section, value] of Object.entries(resume)) {
    if (!knownSections.includes(section) && !isEmpty(value)) {
      const count = Array.isArray(value) ? ` (${value.length} entr${value.length === 1 ? 'y' : 'ies'})` : '';
      notMapped.push({ path: section, note: `the site has no section for it${count}` });
    }
  }
  notMapped.push(...unreadFields(basics, basicsFields, 'basics', ['profiles']));
  // The address is used only when there is no city, region or country to show.
  const addressOnly = fromLocation({ ...basics.location, address: undefined }) === undefined;
  const locationFields = addressOnly ? [...placeFields, 'address'] : placeFields;
  notMapped.push(...unreadFields(basics.location, [], 'basics.location', locationFields));

  const links = linksFromProfiles(listOf(basics.profiles), notMapped, adjusted);

  for (const [list, fields] of Object.entries(sections)) {
    const entries = listOf(resume[list] as { [field: string]: unknown }[] | undefined);
    entries.forEach((entry, index) => {
      if (leftToCollection(list, entry)) return;
      // A project of the type "talk" is a talk (builder/json-resume/tables.ts, talkFields).
      const rows = list === 'projects' && isTalk(entry) ? talkFields : fields;
      notMapped.push(...unreadFields(entry, rows as Field<never, object>[], `${list}[${index}]`));
    });
  }
  const entriesOf = <Entry>(list: Entry[] | undefined) => [...listOf(list).entries()];
  const projects = entriesOf(resume.projects);

  // Many résumés list skills one by one (a name and a level, no keywords): those become one group.
  const skills = entriesOf(resume.skills);
  const isSingle = ([, entry]: [number, Skill]) =>
    listOf(entry.keywords).length === 0 && nonBlankText(entry.name);
  const singles = skills.filter(isSingle).map(([, entry]) => entry.name as string);
  if (singles.length > 0) {
    adjusted.push({
      path: 'skills',
      note: `${singles.length} without keywords listed as one group "${singlesGroup}": ${singles.join(', ')}`,
    });
  }

  const site = readEntry(
    basicsFields.filter((field) => field.file === 'site'),
    basics,
  );
  for (const field of basicsFields.filter((row) => row.derived)) {
    const value = site[field.content];
    const note = value === undefined ? field.leftOut?.(basics) : `set to ${JSON.stringify(value)}`;
    if (note) derived.push({ path: `site.${field.content}`, note });
  }

  const content = {
    about: readEntry(
      basicsFields.filter((field) => field.file === 'about'),
      basics,
    ) as About,
    workExperience: readEntries(
      'work',
      entriesOf(resume.work),
      workFields,
      workExperienceItemSchema,
      notMapped,
    ),
    skills: [
      // The others keep their place in the résumé, so a dropped one is named by its own index.
      ...readEntries(
        'skills',
        skills.filter((entry) => !isSingle(entry)),
        skillFields,
        skillGroupSchema,
        notMapped,
      ),
      ...(singles.length > 0 ? [{ category: singlesGroup, skills: singles }] : []),
    ],
    // A card whose url is its entry's page (a case study's) names that entry again.
    projects: readEntries(
      'projects',
      projects.filter(([, entry]) => !isTalk(entry) && !leftToCollection('projects', entry)),
      projectFields,
      projectSchema,
      notMapped,
    ).map((card) => collections.reduce((read, { part }) => part.readCard?.(read, resume) ?? read, card)),
    talks: readEntries(
      'projects',
      projects.filter(([, entry]) => isTalk(entry)),
      talkFields,
      talkSchema,
      notMapped,
    ),
    education: [
      ...readEntries('education', entriesOf(resume.education), degreeFields, degreeSchema, notMapped),
      ...readEntries(
        'certificates',
        entriesOf(resume.certificates),
        certificateFields,
        certificationSchema,
        notMapped,
      ),
    ],
    links,
    site: inSchemaOrder(siteSchema.shape, site) as Site,
    // The entries the collections read back (the posts of its publications).
    ...(Object.fromEntries(
      collections.flatMap(({ key, part }) => (part.reads ? [[key, part.reads.entries(resume, reader)]] : [])),
    ) as Partial<Pick<Content, CollectionKey>>),
  } satisfies ResumeContent;
  return { content, notMapped, derived, adjusted };
}
