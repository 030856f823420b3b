/**
 * `npm run import:jsonresume`'s reading of a résumé (JSON Resume v1.0.0): content/'s files from
 * the tables the build's export writes with (builder/resume/json-resume/), so the round trip holds,
 * and notes on what it could not carry over, made up or changed.
 */
import { basicsFields, fromLocation, placeFields } from '../../builder/resume/json-resume/basics.ts';
import { type Field, nonBlankText } from '../../builder/resume/json-resume/fields.ts';
import {
  caseStudyOfUrl,
  certificateFields,
  degreeFields,
  isCaseStudy,
  isTalk,
  projectFields,
  publicationFields,
  skillFields,
  talkFields,
  workFields,
} from '../../builder/resume/json-resume/tables.ts';
import type {
  JsonResume,
  JsonResumeProject,
  Publication,
  Skill,
} from '../../builder/resume/json-resume/types.ts';
import { slugOf } from '../../builder/resume/slug.ts';
import type { CollectionKey, Content } from '../../shared/content-files.ts';
import {
  type About,
  certificationSchema,
  degreeSchema,
  type Post,
  postFrontMatterSchema,
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

/** The résumé's lists of entries and their tables, in the order their unread fields are reported. */
const sections = {
  work: workFields,
  education: degreeFields,
  certificates: certificateFields,
  skills: skillFields,
  projects: projectFields,
  publications: publicationFields,
};
const knownSections = ['$schema', 'basics', ...Object.keys(sections), 'meta'];

/**
 * The site fields the import makes up from basics: a translated résumé (`--locale`) has no
 * translation of them to give, so they never go into its overlay.
 */
export const derivedSiteFields: readonly string[] = basicsFields
  .filter((field) => field.derived)
  .map((field) => field.content);

/**
 * Every kind a résumé can speak for: all but the GitHub snapshot, which `npm run sync:github` alone
 * writes, and the collections it has no entries of (its publications are posts): the owner's stay.
 */
export type ResumeContent = Omit<Content, 'github' | CollectionKey> & Pick<Content, 'posts'>;

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

export function fromJsonResume(resume: JsonResume): ImportResult {
  const notMapped: ImportNote[] = [];
  const derived: ImportNote[] = [];
  const adjusted: ImportNote[] = [];
  const basics = resume.basics ?? {};

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
    const entries = listOf(resume[list] as object[] | undefined);
    entries.forEach((entry, index) => {
      // A case study of its own is the owner's page, read from content/projects/, not from here.
      if (list === 'projects' && isCaseStudy(entry as JsonResumeProject)) return;
      // A project of the type "talk" is a talk (builder/resume/json-resume/tables.ts, talkFields).
      const rows = list === 'projects' && isTalk(entry as JsonResumeProject) ? talkFields : fields;
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
    // A case study of its own (exported as a project of that type) stays in content/projects/.
    projects: readEntries(
      'projects',
      projects.filter(([, entry]) => !isTalk(entry) && !isCaseStudy(entry)),
      projectFields,
      projectSchema,
      notMapped,
    ).map((project) => {
      // A url at its own case study's page names that case study: it is no live site.
      const caseStudy = caseStudyOfUrl(project.liveLink, nonBlankText(basics.url));
      if (!caseStudy) return project;
      const { liveLink: _page, ...rest } = project;
      return { ...rest, caseStudy };
    }),
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
    // Each publication, a post that lives at its address: listed on the site and in its résumé.
    posts: linkOnlyPosts(entriesOf(resume.publications), notMapped, adjusted),
  } satisfies ResumeContent;
  return { content, notMapped, derived, adjusted };
}

/** A publication's day as a post's: "2021" is 2021-01-01, "2021-06" is 2021-06-01. */
function dayOf(date: string | undefined): string | undefined {
  if (date === undefined) return date;
  if (/^\d{4}$/.test(date)) return `${date}-01-01`;
  if (/^\d{4}-\d{2}$/.test(date)) return `${date}-01`;
  return date;
}

/**
 * JSON Resume's publications as link-only posts (`external`, `resume: true`): each named by its
 * title as a file name ("A Post" is content/writing/a-post.md), with no text of its own. A
 * publication without a summary is described by its title; one without a day of its own is
 * dated on its month's or year's first day, and said so.
 */
function linkOnlyPosts(
  entries: [number, Publication][],
  notMapped: ImportNote[],
  adjusted: ImportNote[],
): Post[] {
  const slugs = new Set<string>();
  const read = readEntries(
    'publications',
    entries.map(([index, entry]) => {
      const path = `publications[${index}]`;
      const day = dayOf(entry.releaseDate);
      if (day !== entry.releaseDate)
        adjusted.push({ path: `${path}.releaseDate`, note: `dated ${day}, a post's day` });
      // A post links out over https only, as a profile does: http:// is made https:// and said.
      const url = entry.url?.startsWith('http://')
        ? `https://${entry.url.slice('http://'.length)}`
        : entry.url;
      if (url !== entry.url) adjusted.push({ path: `${path}.url`, note: `http:// made https://: ${url}` });
      const publication: Publication = {
        ...entry,
        url,
        releaseDate: day,
        summary: nonBlankText(entry.summary) ?? entry.name,
      };
      return [index, publication] as [number, Publication];
    }),
    publicationFields,
    postFrontMatterSchema,
    notMapped,
  );
  return read.map((frontMatter) => {
    const base = slugOf(frontMatter.title) || 'post';
    let slug = base;
    for (let n = 2; slugs.has(slug); n += 1) slug = `${base}-${n}`;
    slugs.add(slug);
    return { slug, ...frontMatter, resume: true, body: '', bodyLine: 1 };
  });
}
