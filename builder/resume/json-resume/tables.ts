/**
 * The one mapping between content/ and JSON Resume v1.0.0 (https://jsonresume.org/schema), used
 * both ways: the build writes /resume.json with `toJsonResume`, and `npm run import:jsonresume`
 * reads a résumé with `fromJsonResume` (commands/import-jsonresume/import.ts). Both read one table
 * of fields per content type, so the round trip (import, then export) keeps every field that has a
 * place on both sides, and a new field is one row.
 */
import type { Content } from '../../../shared/content-files.ts';
import { initialsFromName } from '../../../shared/initials.ts';
import {
  type About,
  type Certification,
  type Degree,
  type Link,
  linkNames,
  type Project,
  type Site,
  type SkillGroup,
  siteSchema,
  type WorkExperienceItem,
} from '../../../shared/schema.ts';
import { slugOf } from '../slug.ts';

export const jsonResumeSchemaUrl =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

type Location = {
  address?: string;
  postalCode?: string;
  city?: string;
  countryCode?: string;
  region?: string;
};
export type Profile = { network?: string; username?: string; url?: string };
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
export type Skill = { name?: string; keywords?: string[]; [extra: string]: unknown };
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

export const placeFields = ['city', 'region', 'countryCode'] as const;

export function fromLocation(location: Location | undefined): string | undefined {
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
export const given = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

/**
 * One content field and its place in JSON Resume. `write` gives the résumé fields it becomes
 * (toJsonResume); `read` gives its value from a résumé entry (fromJsonResume), undefined to leave
 * it out. A field JSON Resume has no place for has no `write`; one the import cannot take, no `read`.
 */
export type Field<Source, Entry> = {
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

export const workFields: Field<WorkExperienceItem, Work>[] = [
  field('organization', 'name'),
  field('title', 'position'),
  field('startDate', 'startDate'),
  // Without an endDate the job is current.
  optional('endDate', 'endDate'),
  optional('description', 'summary'),
  listed('achievements', 'highlights'),
];

export const degreeFields: Field<Degree, Education>[] = [
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

export const certificateFields: Field<Certification, Certificate>[] = [
  recordType('certification'),
  field('certificateName', 'name'),
  field('issuingOrganization', 'issuer'),
  year('year', 'date'),
];

export const skillFields: Field<SkillGroup, Skill>[] = [
  field('category', 'name'),
  listed('skills', 'keywords'),
];

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
export const projectFields: Field<Project, JsonResumeProject>[] = [
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
export const linkNameOf = (network: string | undefined) => linkNameByNetwork.get(networkKey(network ?? ''));

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
export function profileUrl(profile: Profile): { url: string | undefined; change?: string } {
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

export const profileFields: Field<Link, Profile>[] = [
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
export const basicsFields: BasicsField[] = [
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

const writeEntry = <Source, Entry>(fields: readonly Field<Source, Entry>[], source: Source): Entry =>
  Object.assign({}, ...fields.map((field) => field.write?.(source)));

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
