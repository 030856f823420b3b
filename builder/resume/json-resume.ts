/**
 * The one mapping between content/ and JSON Resume v1.0.0 (https://jsonresume.org/schema), used
 * both ways: the build writes /resume.json with `toJsonResume`, and `npm run import:jsonresume`
 * reads a résumé with `fromJsonResume`. Both read one table of fields per content type, so the round
 * trip (import, then export) keeps every field that has a place on both sides, and a new field is
 * one row.
 */
import type { z } from 'zod';
import { type Content, contentFiles } from '../../shared/content-files.ts';
import { initialsFromName } from '../../shared/initials.ts';
import {
  type About,
  type Certification,
  certificationSchema,
  type Degree,
  degreeSchema,
  type Link,
  linkNames,
  linkSchema,
  type Project,
  projectSchema,
  type Site,
  type SkillGroup,
  siteSchema,
  skillGroupSchema,
  type WorkExperienceItem,
  workExperienceItemSchema,
} from '../../shared/schema.ts';
import type { ContentProblem } from '../content/check.ts';
import { slugOf } from './slug.ts';

export const jsonResumeSchemaUrl =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

type Location = {
  address?: string;
  postalCode?: string;
  city?: string;
  countryCode?: string;
  region?: string;
};
type Profile = { network?: string; username?: string; url?: string };
type Work = {
  name?: string;
  position?: string;
  startDate?: string;
  endDate?: string;
  summary?: string;
  highlights?: string[];
  [extra: string]: unknown;
};
type Education = {
  institution?: string;
  area?: string;
  studyType?: string;
  startDate?: string;
  endDate?: string;
  courses?: string[];
  /** Not in the v1.0.0 schema (which allows extra fields): the degree's description. */
  summary?: string;
  [extra: string]: unknown;
};
type Certificate = { name?: string; date?: string; issuer?: string; [extra: string]: unknown };
type Skill = { name?: string; keywords?: string[]; [extra: string]: unknown };
type JsonResumeProject = {
  name?: string;
  description?: string;
  keywords?: string[];
  url?: string;
  /** Not in the v1.0.0 schema (which allows extra fields): the source code address. */
  repository?: string;
  [extra: string]: unknown;
};

type Basics = {
  name?: string;
  label?: string;
  email?: string;
  url?: string;
  image?: string;
  summary?: string;
  location?: Location;
  profiles?: Profile[];
  [extra: string]: unknown;
};

export type JsonResume = {
  $schema?: string;
  basics?: Basics;
  work?: Work[];
  education?: Education[];
  certificates?: Certificate[];
  skills?: Skill[];
  projects?: JsonResumeProject[];
  meta?: { canonical?: string; version?: string; [extra: string]: unknown };
  [section: string]: unknown;
};

/** "YYYY", "YYYY-MM" and "YYYY-MM-DD" are valid content dates as they are; a year is a year. */
const yearOf = (date: unknown) => (typeof date === 'string' && date ? Number(date.slice(0, 4)) : undefined);

/** "Bangalore, IN" ↔ { city: "Bangalore", countryCode: "IN" }. */
function toLocation(location: string): Location {
  const cityAndCountry = location.match(/^(.+),\s*([A-Z]{2})$/);
  if (cityAndCountry) return { city: cityAndCountry[1], countryCode: cityAndCountry[2] };
  return { address: location };
}

const placeFields = ['city', 'region', 'countryCode'] as const;

function fromLocation(location: Location | undefined): string | undefined {
  if (!location) return undefined;
  const parts = placeFields.map((field) => location[field]).filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : location.address;
}

/** "B.Tech in Computer Science" ↔ studyType "B.Tech", area "Computer Science". */
function splitDegree(degree: string): Pick<Education, 'studyType' | 'area'> {
  const at = degree.indexOf(' in ');
  return at > 0 ? { studyType: degree.slice(0, at), area: degree.slice(at + 4) } : { studyType: degree };
}

/** The last part of a profile's path, without the "@" of Mastodon and YouTube handles. */
const usernameFrom = (url: string) =>
  (new URL(url).pathname.split('/').filter(Boolean).at(-1) ?? '').replace(/^@/, '');

/** An optional field written as "" (common in JSON Resume files) is simply absent. */
const given = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

const listOf = <T>(list: T[] | undefined) => list ?? [];

/**
 * One content field and its place in JSON Resume. `write` gives the résumé fields it becomes
 * (toJsonResume); `read` gives its value from a résumé entry (fromJsonResume), undefined to leave
 * it out. A field JSON Resume has no place for has no `write`; one the import cannot take, no `read`.
 */
type Field<Source, Entry> = {
  content: string;
  /**
   * The résumé fields it is made from. Any other field of an entry is reported as not imported,
   * and a dropped entry is explained with these names, never a content field or one JSON Resume lacks.
   */
  resume: readonly string[];
  /** How a message names them, when not by their names joined with "and". */
  named?: string | ((entry: Entry) => string);
  /** Fields it reads only in some entries. */
  alsoReads?: (entry: Entry) => readonly string[];
  /** Why the import leaves out a résumé field this row has no `read` for. */
  unread?: string;
  write?: (source: Source) => Partial<Entry>;
  read?: (entry: Entry) => unknown;
};

type Key<T> = keyof T & string;
type Convert = (value: unknown) => unknown;
const same: Convert = (value) => value;

/**
 * A content field kept in one résumé field, its value converted each way (kept as it is unless
 * told); undefined leaves it out on either side.
 */
function field<Source, Entry>(
  content: Key<Source>,
  resume: Key<Entry>,
  toResume = same,
  fromResume = same,
): Field<Source, Entry> {
  return {
    content,
    resume: [resume],
    write: (source) => {
      const value = toResume(source[content]);
      return value === undefined ? {} : ({ [resume]: value } as Partial<Entry>);
    },
    read: (entry) => fromResume(entry[resume]),
  };
}

/** An optional field, left out when empty on either side. */
const optional = <Source, Entry>(content: Key<Source>, resume: Key<Entry>) =>
  field<Source, Entry>(content, resume, (value) => value || undefined, given);

/** A list, read as empty when the résumé leaves it out. */
const listed = <Source, Entry>(content: Key<Source>, resume: Key<Entry>) =>
  field<Source, Entry>(content, resume, same, (value) => value ?? []);

/** A content year from a JSON Resume date ("2016-09" is 2016), written as the year alone. */
const year = <Source, Entry>(content: Key<Source>, resume: Key<Entry>, { optional = false } = {}) =>
  field<Source, Entry>(
    content,
    resume,
    (value) => (value === undefined ? undefined : String(value)),
    (value) => yearOf(optional ? given(value) : value),
  );

/** The education record's type, which JSON Resume tells by its list instead. */
const recordType = <Entry>(type: string): Field<unknown, Entry> => ({
  content: 'type',
  resume: [],
  read: () => type,
});

const workFields: Field<WorkExperienceItem, Work>[] = [
  field('organization', 'name'),
  field('title', 'position'),
  field('startDate', 'startDate'),
  // Without an endDate the job is current.
  optional('endDate', 'endDate'),
  optional('description', 'summary'),
  listed('achievements', 'highlights'),
];

const degreeFields: Field<Degree, Education>[] = [
  recordType('degree'),
  field('college', 'institution'),
  {
    content: 'degree',
    resume: ['studyType', 'area'],
    write: (degree) => splitDegree(degree.degree),
    read: (entry) => [entry.studyType, entry.area].filter(Boolean).join(' in '),
  },
  year('startYear', 'startDate'),
  // Without an endDate the degree is in progress, as a job without one is current.
  year('endYear', 'endDate', { optional: true }),
  listed('relevantCoursework', 'courses'),
  {
    content: 'description',
    resume: ['summary'],
    // Without a summary, the score (often a grade or thesis title) becomes the description.
    alsoReads: (entry) => (given(entry.summary) ? [] : ['score']),
    write: (degree) => (degree.description ? { summary: degree.description } : {}),
    read: (entry) =>
      given(entry.summary) ?? given(entry.score === undefined ? undefined : String(entry.score)),
  },
];

const certificateFields: Field<Certification, Certificate>[] = [
  recordType('certification'),
  field('certificateName', 'name'),
  field('issuingOrganization', 'issuer'),
  year('year', 'date'),
];

const skillFields: Field<SkillGroup, Skill>[] = [field('category', 'name'), listed('skills', 'keywords')];

/**
 * A url on GitHub (without another repository) is the source, not a live demo: one GitHub link,
 * not two. The export writes such a project's source as its url too, so the round trip holds.
 */
function projectLinks(entry: JsonResumeProject) {
  const url = given(entry.url);
  const repository = given(entry.repository);
  const onGitHub = url !== undefined && URL.parse(url, 'https://x.invalid')?.hostname === 'github.com';
  return {
    liveLink: onGitHub && (repository === undefined || repository === url) ? undefined : url,
    githubLink: repository ?? (onGitHub ? url : undefined),
  };
}

// A project's picture (image, imageAlt) is a file in content/: JSON Resume's projects have no field for it.
const projectFields: Field<Project, JsonResumeProject>[] = [
  field('title', 'name'),
  field('description', 'description'),
  listed('techStack', 'keywords'),
  {
    content: 'liveLink',
    resume: ['url'],
    // JSON Resume's url is the project's address: its source when it has no live site.
    write: ({ liveLink, githubLink }) => ((liveLink ?? githubLink) ? { url: liveLink ?? githubLink } : {}),
    read: (entry) => projectLinks(entry).liveLink,
  },
  {
    content: 'githubLink',
    resume: ['repository'],
    named: (entry) => (given(entry.repository) ? 'repository' : 'url'),
    write: ({ githubLink }) => (githubLink ? { repository: githubLink } : {}),
    read: (entry) => projectLinks(entry).githubLink,
  },
];

/**
 * JSON Resume's network is free text: the names people write for each network the footer links,
 * compared without case, spaces or punctuation ("Stack Overflow", "stackoverflow", "X (Twitter)").
 */
const networkKey = (network: string) => network.toLowerCase().replace(/[^a-z]/g, '');
const linkNameByNetwork = new Map<string, Link['name']>([
  ...linkNames.map((name) => [networkKey(name), name] as const),
  ['twitter', 'X'],
  ['xtwitter', 'X'],
  ['blog', 'Website'],
  ['homepage', 'Website'],
  ['personalsite', 'Website'],
  ['personalwebsite', 'Website'],
]);
const linkNameOf = (network: string | undefined) => linkNameByNetwork.get(networkKey(network ?? ''));
const knownNetworks = `${linkNames.filter((name) => name !== 'Website').join(', ')} and a personal site (network "Website" or "Blog")`;

/** A profile's address from its username, for networks whose addresses follow one pattern. */
const profileUrlPatterns: Partial<Record<Link['name'], (username: string) => string>> = {
  GitHub: (username) => `https://github.com/${username}`,
  LinkedIn: (username) => `https://www.linkedin.com/in/${username}`,
  X: (username) => `https://x.com/${username}`,
  YouTube: (username) => `https://www.youtube.com/@${username.replace(/^@/, '')}`,
};

/**
 * The address to import for a profile, and what was changed to get it: résumés often give only a
 * username (or the network's home page), or an http:// address of a network served over https.
 */
function profileUrl(profile: Profile): { url: string | undefined; change?: string } {
  const name = linkNameOf(profile.network);
  const url = given(profile.url);
  const homePage = url !== undefined && URL.canParse(url) && new URL(url).pathname.replace(/\/+$/, '') === '';
  const pattern = name && profileUrlPatterns[name];
  const username = given(profile.username);
  if ((url === undefined || homePage) && pattern && username) {
    const made = pattern(username);
    return { url: made, change: `made from the username: ${made}` };
  }
  if (url?.startsWith('http://') && name !== 'Website') {
    const secure = `https://${url.slice('http://'.length)}`;
    return { url: secure, change: `http:// made https://: ${secure}` };
  }
  return { url };
}

const profileFields: Field<Link, Profile>[] = [
  {
    content: 'name',
    resume: ['network'],
    write: (link) => ({ network: link.name }),
    read: (profile) => linkNameOf(profile.network),
  },
  {
    content: 'url',
    resume: ['url', 'username'],
    named: 'url',
    write: (link) => {
      // A personal site's address has no user name in it.
      const username = usernameFrom(link.url);
      return { ...(username && { username }), url: link.url };
    },
    read: (profile) => profileUrl(profile).url,
  },
];

/** `image`: the address of the owner's built photo, when there is one (builder/images/portrait.ts). */
type BasicsSource = { site: Site; about: About; image?: string };

type BasicsField = Field<BasicsSource, Basics> & {
  file: 'site' | 'about';
  /** A site field JSON Resume has no place for: made from basics, and listed for the owner to review. */
  derived?: true;
  /** Why a derived field was left out, when the owner should know. */
  leftOut?: (basics: Basics) => string | undefined;
};

const madeUp = (
  content: keyof Site & string,
  resume: readonly string[],
  read: (basics: Basics) => unknown,
): BasicsField => ({ file: 'site', content, resume, derived: true, read });

const siteField = (content: keyof Site & string, resume: keyof Basics & string): BasicsField => ({
  file: 'site',
  content,
  resume: [resume],
  write: ({ site }) => ({ [resume]: site[content] }),
  read: (basics) => basics[resume],
});

/**
 * basics ↔ site.json and about.json (profiles ↔ links.json apart). A problem with a site or about
 * field is told as the résumé fields it is made from (resumeProblemsOf).
 */
const basicsFields: BasicsField[] = [
  siteField('ownerName', 'name'),
  siteField('jobTitle', 'label'),
  siteField('email', 'email'),
  siteField('siteUrl', 'url'),
  {
    file: 'site',
    content: 'photo',
    resume: ['image'],
    // The site's photo is a file in content/, not an address the importer could fetch offline.
    unread: 'is an address: save the photo in content/ and name it in site.json photo',
    write: ({ image }) => (image ? { image } : {}),
  },
  {
    file: 'about',
    content: 'content',
    resume: ['summary'],
    write: ({ about }) => ({ summary: about.content.join('\n\n') }),
    read: ({ summary }) =>
      (summary ?? '')
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean),
  },
  {
    file: 'site',
    content: 'location',
    resume: ['location'],
    named: 'location (city, region, countryCode or address)',
    write: ({ site }) => ({ location: toLocation(site.location) }),
    read: (basics) => fromLocation(basics.location),
  },
  {
    ...madeUp('initials', ['name'], ({ name }) => {
      const initials = initialsFromName(name ?? '');
      return siteSchema.shape.initials.safeParse(initials).success ? initials : undefined;
    }),
    // Initials never stop an import: when the name gives none the site could show (no name, or no
    // letter in it), site.json has none and the problem, if any, is the name's.
    leftOut: ({ name }) =>
      name?.trim() ? 'left out: basics.name has no letter to take them from' : undefined,
  },
  madeUp('heroTitle', ['name'], ({ name }) => `Hi, I'm ${name ?? ''}`),
  madeUp('tagline', ['label'], ({ label }) => label ?? ''),
  madeUp('description', ['name', 'label', 'location'], ({ name, label, location }) => {
    const place = fromLocation(location);
    return `${name ?? ''}: ${label ?? ''}${place ? ` in ${place}` : ''}.`.slice(0, 160);
  }),
  madeUp('pitch', [], () => "Have a project in mind or a role to fill? I'd love to hear about it."),
  madeUp('resumePath', ['name'], ({ name }) => `/downloads/${slugOf(name ?? '') || 'resume'}-resume.pdf`),
];

/**
 * The site fields the import makes up from basics: a translated résumé (`--locale`) has no
 * translation of them to give, so they never go into its overlay.
 */
export const madeUpSiteFields: readonly string[] = basicsFields
  .filter((field) => field.derived)
  .map((field) => field.content);

/** The résumé's lists of entries and their tables, in the order their unread fields are reported. */
const sections = {
  work: workFields,
  education: degreeFields,
  certificates: certificateFields,
  skills: skillFields,
  projects: projectFields,
};
const knownSections = ['$schema', 'basics', ...Object.keys(sections), 'meta'];

const writeEntry = <Source, Entry>(fields: readonly Field<Source, Entry>[], source: Source): Entry =>
  Object.assign({}, ...fields.map((field) => field.write?.(source)));

/** The content entry a résumé entry gives, before its schema checks it. */
function readEntry<Entry>(fields: readonly Field<never, Entry>[], entry: Entry): Record<string, unknown> {
  return Object.fromEntries(
    fields.flatMap((field) => {
      const value = field.read?.(entry);
      return value === undefined ? [] : [[field.content, value]];
    }),
  );
}

const fieldName = <Entry>(field: Field<never, Entry>, entry: Entry) =>
  typeof field.named === 'function' ? field.named(entry) : (field.named ?? field.resume.join(' and '));

export function toJsonResume(content: Content, { image }: { image?: string } = {}): JsonResume {
  const degrees = content.education.filter((record): record is Degree => record.type === 'degree');
  const certifications = content.education.filter(
    (record): record is Certification => record.type === 'certification',
  );
  return {
    $schema: jsonResumeSchemaUrl,
    basics: {
      ...writeEntry(basicsFields, { ...content, image }),
      profiles: content.links.map((link) => writeEntry(profileFields, link)),
    },
    work: content.workExperience.map((job) => writeEntry(workFields, job)),
    education: degrees.map((degree) => writeEntry(degreeFields, degree)),
    certificates: certifications.map((certification) => writeEntry(certificateFields, certification)),
    skills: content.skills.map((group) => writeEntry(skillFields, group)),
    projects: content.projects.map((project) => writeEntry(projectFields, project)),
    meta: { canonical: new URL('/resume.json', content.site.siteUrl).href, version: 'v1.0.0' },
  };
}

/** What the import could not carry over, or had to make up, each with the JSON Resume path it concerns. */
export type ImportNote = { path: string; note: string };

/** What the résumé must add or correct for the import to pass the content schemas. */
export type ResumeProblem = {
  /** The résumé's field, or undefined for a problem the importer itself made (a bug). */
  field: string | undefined;
  reason: string;
  /** The content problems it causes: one résumé field may feed several content fields. */
  problems: ContentProblem[];
};

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && value !== null && Object.keys(value).length === 0);

/**
 * A problem with a field made from basics is told as the résumé's own field, and as missing when
 * the résumé leaves that field out.
 */
export function resumeProblemsOf(resume: JsonResume, problems: ContentProblem[]): ResumeProblem[] {
  const basics = resume.basics ?? {};
  const found = new Map<string, ResumeProblem>();
  for (const problem of problems) {
    const source = basicsFields.find(
      (field) =>
        field.resume.length > 0 &&
        contentFiles[field.file].file === problem.file &&
        `$.${field.content}` === problem.path,
    );
    const value = source?.read?.(basics);
    const missing = isEmpty(typeof value === 'string' ? value.trim() : value);
    const reason = source && missing ? 'is missing' : problem.reason;
    const field = source && `basics.${fieldName(source, basics)}`;
    const key = field ? `${field}: ${reason}` : `${problem.file} ${problem.path}: ${reason}`;
    const entry = found.get(key) ?? { field, reason, problems: [] };
    entry.problems.push(problem);
    found.set(key, entry);
  }
  return [...found.values()];
}

export type ImportResult = {
  /**
   * Every content file. Entries that would be invalid are already left out, but `about` and `site`
   * may still fail their schemas when the résumé lacks basics (the caller checks them).
   */
  content: Content;
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

/** The fields of a résumé entry no row reads (nor `readElsewhere`), each with why it is left out. */
function unreadFields<Entry extends object>(
  entry: Entry | undefined,
  fields: readonly Field<never, Entry>[],
  path: string,
  readElsewhere: readonly string[] = [],
): ImportNote[] {
  if (!entry) return [];
  return Object.entries(entry).flatMap(([key, value]) => {
    if (isEmpty(value) || readElsewhere.includes(key)) return [];
    const rows = fields.filter((field) =>
      [...field.resume, ...(field.alsoReads?.(entry) ?? [])].includes(key),
    );
    if (rows.some((row) => row.read)) return [];
    return [
      { path: `${path}.${key}`, note: rows.find((row) => row.unread)?.unread ?? 'no matching content field' },
    ];
  });
}

/** One schema issue, reworded in the résumé's terms: "education[0].endDate: is missing". */
function describeInResumeTerms(
  issue: z.core.$ZodIssue,
  fields: Record<string, string>,
  entryPath: string,
): string {
  const [field, ...rest] = issue.path.map(String);
  const source = field === undefined ? undefined : (fields[field] ?? field);
  const where =
    source === undefined ? entryPath : `${entryPath}.${source}${rest.map((key) => `[${key}]`).join('')}`;
  const missing = issue.code === 'invalid_type' && (issue as { input?: unknown }).input === undefined;
  let reason = missing ? 'is missing' : issue.message;
  // Cross-field rules name content fields ("endYear must not be before startYear"): use the
  // résumé's. Only camelCase names are fields in a sentence; "name" or "url" are its words.
  for (const [contentField, resumeField] of Object.entries(fields)) {
    if (!/[a-z][A-Z]/.test(contentField)) continue;
    reason = reason.replaceAll(new RegExp(`\\b${contentField}\\b`, 'g'), resumeField);
  }
  return `${where}: ${reason}`;
}

/**
 * Reads résumé entries, each with its index in the résumé's list, and keeps those that satisfy
 * their content schema; a dropped one is noted with why, in the résumé's own field names.
 */
function readEntries<Entry, T>(
  list: string,
  entries: [index: number, entry: Entry][],
  fields: readonly Field<never, Entry>[],
  schema: z.ZodType<T>,
  notMapped: ImportNote[],
): T[] {
  return entries.flatMap(([index, entry]) => {
    const path = `${list}[${index}]`;
    const result = schema.safeParse(readEntry(fields, entry), { reportInput: true });
    if (result.success) return [result.data];
    const names = Object.fromEntries(
      fields
        .filter((field) => field.resume.length > 0)
        .map((field) => [field.content, fieldName(field, entry)]),
    );
    const reasons = result.error.issues.map((issue) => describeInResumeTerms(issue, names, path));
    notMapped.push({ path, note: `skipped, the site could not show it: ${reasons.join('; ')}` });
    return [];
  });
}

/** The skill group for skills a résumé lists one by one, without keywords. */
const singlesGroup = 'Skills';

/** Same field order as the schema (and the shipped content/site.json), so an import reads as a small diff. */
const inSchemaOrder = (shape: object, values: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(shape).flatMap((key) => (key in values ? [[key, values[key]]] : [])));

/**
 * site.json's languages (issue "Many languages"), which JSON Resume has no place for: an import
 * over a site.json keeps them, or its translations in content/<tag>/ would be left unlisted.
 */
const languageSiteFields = ['locale', 'locales', 'texts'] as const;

/** The imported site with the languages of the site.json it replaces; `kept` names those it had. */
export function withLanguagesOf(
  site: Site,
  replaced: Record<string, unknown>,
): { site: Site; kept: string[] } {
  const kept = languageSiteFields.filter((field) => replaced[field] !== undefined);
  const languages = Object.fromEntries(kept.map((field) => [field, replaced[field]]));
  return { site: inSchemaOrder(siteSchema.shape, { ...site, ...languages }) as Site, kept };
}

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

  const links = listOf(basics.profiles).flatMap((profile, index): Link[] => {
    const path = `basics.profiles[${index}]`;
    if (!linkNameOf(profile.network)) {
      const network = given(profile.network)
        ? `the site has no icon for network ${JSON.stringify(profile.network)}`
        : 'it names no network';
      notMapped.push({ path, note: `${network}; the site links ${knownNetworks}` });
      return [];
    }
    notMapped.push(...unreadFields(profile, profileFields, path));
    const kept = readEntries('basics.profiles', [[index, profile]], profileFields, linkSchema, notMapped);
    const { change } = profileUrl(profile);
    if (change && kept.length > 0) adjusted.push({ path: `${path}.url`, note: change });
    return kept;
  });

  for (const [list, fields] of Object.entries(sections)) {
    const entries = listOf(resume[list] as object[] | undefined);
    entries.forEach((entry, index) => {
      notMapped.push(...unreadFields(entry, fields as Field<never, object>[], `${list}[${index}]`));
    });
  }
  const entriesOf = <Entry>(list: Entry[] | undefined) => [...listOf(list).entries()];

  // Many résumés list skills one by one (a name and a level, no keywords): those become one group.
  const skills = entriesOf(resume.skills);
  const isSingle = ([, entry]: [number, Skill]) => listOf(entry.keywords).length === 0 && given(entry.name);
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
    projects: readEntries('projects', entriesOf(resume.projects), projectFields, projectSchema, notMapped),
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
  } satisfies Content;
  return { content, notMapped, derived, adjusted };
}
