/**
 * The one mapping between content/ and JSON Resume v1.0.0 (https://jsonresume.org/schema), used
 * both ways: the build writes /resume.json with `toJsonResume`, and `npm run import:jsonresume`
 * reads a résumé with `fromJsonResume`. Keeping both directions here is what makes the round trip
 * (import, then export) keep every field that has a place on both sides.
 */
import type { z } from 'zod';
import { initialsFromName } from '../../shared/initials.ts';
import {
  type Certification,
  type Content,
  certificationSchema,
  type Degree,
  degreeSchema,
  type Link,
  linkNames,
  linkSchema,
  type Project,
  projectSchema,
  type SkillGroup,
  siteSchema,
  skillGroupSchema,
  type WorkExperienceItem,
  workExperienceItemSchema,
} from '../../shared/schema.ts';
import type { ContentProblem } from '../content/check.ts';

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

export type JsonResume = {
  $schema?: string;
  basics?: {
    name?: string;
    label?: string;
    email?: string;
    url?: string;
    summary?: string;
    location?: Location;
    profiles?: Profile[];
    [extra: string]: unknown;
  };
  work?: Work[];
  education?: Education[];
  certificates?: Certificate[];
  skills?: Skill[];
  projects?: JsonResumeProject[];
  meta?: { canonical?: string; version?: string; [extra: string]: unknown };
  [section: string]: unknown;
};

/** "YYYY", "YYYY-MM" and "YYYY-MM-DD" are valid content dates as they are; a year is a year. */
const yearOf = (date: string | undefined) => (date ? Number(date.slice(0, 4)) : undefined);

/** "Bangalore, IN" ↔ { city: "Bangalore", countryCode: "IN" }. */
function toLocation(location: string): Location {
  const cityAndCountry = location.match(/^(.+),\s*([A-Z]{2})$/);
  if (cityAndCountry) return { city: cityAndCountry[1], countryCode: cityAndCountry[2] };
  return { address: location };
}

function fromLocation(location: Location | undefined): string | undefined {
  if (!location) return undefined;
  const parts = [location.city, location.region, location.countryCode].filter(Boolean);
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

/** `image`: the address of the owner's built photo, when there is one (build/images/portrait.ts). */
export function toJsonResume(content: Content, { image }: { image?: string } = {}): JsonResume {
  const { site } = content;
  const degrees = content.education.filter((record): record is Degree => record.type === 'degree');
  const certifications = content.education.filter(
    (record): record is Certification => record.type === 'certification',
  );
  return {
    $schema: jsonResumeSchemaUrl,
    basics: {
      name: site.ownerName,
      label: site.jobTitle,
      email: site.email,
      url: site.siteUrl,
      ...(image && { image }),
      summary: content.about.content.join('\n\n'),
      location: toLocation(site.location),
      profiles: content.links.map((link) => {
        // A personal site's address has no user name in it.
        const username = usernameFrom(link.url);
        return { network: link.name, ...(username && { username }), url: link.url };
      }),
    },
    work: content.workExperience.map((job) => ({
      name: job.organization,
      position: job.title,
      startDate: job.startDate,
      ...(job.endDate && { endDate: job.endDate }),
      ...(job.description && { summary: job.description }),
      highlights: job.achievements,
    })),
    education: degrees.map((degree) => ({
      institution: degree.college,
      ...splitDegree(degree.degree),
      startDate: String(degree.startYear),
      ...(degree.endYear !== undefined && { endDate: String(degree.endYear) }),
      courses: degree.relevantCoursework,
      ...(degree.description && { summary: degree.description }),
    })),
    certificates: certifications.map((certification) => ({
      name: certification.certificateName,
      issuer: certification.issuingOrganization,
      date: String(certification.year),
    })),
    skills: content.skills.map((group) => ({ name: group.category, keywords: group.skills })),
    projects: content.projects.map((project) => ({
      name: project.title,
      description: project.description,
      keywords: project.techStack,
      // JSON Resume's url is the project's address: its source when it has no live site.
      ...((project.liveLink ?? project.githubLink) && { url: project.liveLink ?? project.githubLink }),
      ...(project.githubLink && { repository: project.githubLink }),
    })),
    meta: { canonical: new URL('/resume.json', site.siteUrl).href, version: 'v1.0.0' },
  };
}

/** What the import could not carry over, or had to make up, each with the JSON Resume path it concerns. */
export type ImportNote = { path: string; note: string };

type Basics = NonNullable<JsonResume['basics']>;

/**
 * Where each content field the résumé must supply comes from. A problem with one of them is told
 * as the résumé's own field (never a content field, nor one JSON Resume lacks), and as missing
 * when the résumé leaves that field out.
 */
const resumeSourceOf: Record<string, { field: string; value: (basics: Basics) => unknown }> = {
  'about.json $.content': { field: 'basics.summary', value: (basics) => basics.summary },
  'site.json $.ownerName': { field: 'basics.name', value: (basics) => basics.name },
  'site.json $.jobTitle': { field: 'basics.label', value: (basics) => basics.label },
  'site.json $.tagline': { field: 'basics.label', value: (basics) => basics.label },
  'site.json $.email': { field: 'basics.email', value: (basics) => basics.email },
  'site.json $.location': {
    field: 'basics.location (city, region, countryCode or address)',
    value: (basics) => fromLocation(basics.location),
  },
  'site.json $.siteUrl': { field: 'basics.url', value: (basics) => basics.url },
};

/** What the résumé must add or correct for the import to pass the content schemas. */
export type ResumeProblem = {
  /** The résumé's field, or undefined for a problem the importer itself made (a bug). */
  field: string | undefined;
  reason: string;
  /** The content problems it causes: one résumé field may feed several content fields. */
  problems: ContentProblem[];
};

export function resumeProblemsOf(resume: JsonResume, problems: ContentProblem[]): ResumeProblem[] {
  const found = new Map<string, ResumeProblem>();
  for (const problem of problems) {
    const source = resumeSourceOf[`${problem.file} ${problem.path}`];
    const value = source?.value(resume.basics ?? {});
    const reason = source && (typeof value !== 'string' || !value.trim()) ? 'is missing' : problem.reason;
    const key = source ? `${source.field}: ${reason}` : `${problem.file} ${problem.path}: ${reason}`;
    const entry = found.get(key) ?? { field: source?.field, reason, problems: [] };
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

const mapped = {
  basics: ['name', 'label', 'email', 'url', 'summary', 'location', 'profiles'],
  location: ['city', 'region', 'countryCode'],
  profile: ['network', 'url', 'username'],
  work: ['name', 'position', 'startDate', 'endDate', 'summary', 'highlights'],
  education: ['institution', 'studyType', 'area', 'startDate', 'endDate', 'courses', 'summary'],
  certificate: ['name', 'issuer', 'date'],
  skill: ['name', 'keywords'],
  project: ['name', 'description', 'keywords', 'url', 'repository'],
  top: ['$schema', 'basics', 'work', 'education', 'certificates', 'skills', 'projects', 'meta'],
} as const;

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && value !== null && Object.keys(value).length === 0);

function unmappedFields(object: object | undefined, known: readonly string[], path: string): ImportNote[] {
  if (!object) return [];
  return Object.entries(object)
    .filter(([key, value]) => !known.includes(key) && !isEmpty(value))
    .map(([key]) => ({ path: `${path}.${key}`, note: 'no matching content field' }));
}

/**
 * For each kind of entry, the JSON Resume field each content field is made from: a dropped entry is
 * explained with the résumé's own field names, never a content field or one JSON Resume lacks.
 */
const sourceFields = {
  profile: { name: 'network', url: 'url' },
  work: {
    title: 'position',
    organization: 'name',
    startDate: 'startDate',
    endDate: 'endDate',
    description: 'summary',
    achievements: 'highlights',
  },
  education: {
    degree: 'studyType and area',
    college: 'institution',
    startYear: 'startDate',
    endYear: 'endDate',
    description: 'summary',
    relevantCoursework: 'courses',
  },
  certificate: { certificateName: 'name', issuingOrganization: 'issuer', year: 'date' },
  skill: { category: 'name', skills: 'keywords' },
  project: {
    title: 'name',
    description: 'description',
    techStack: 'keywords',
    liveLink: 'url',
    githubLink: 'url',
  },
} as const satisfies Record<string, Record<string, string>>;

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

/** Keeps an entry only when it satisfies its content schema; otherwise notes why it was dropped. */
function keepValid<T>(
  entries: unknown[],
  schema: z.ZodType<T>,
  fieldsOf: Record<string, string> | ((index: number) => Record<string, string>),
  pathOf: (index: number) => string,
  notMapped: ImportNote[],
): T[] {
  return entries.flatMap((entry, index) => {
    const path = pathOf(index);
    const result = schema.safeParse(entry, { reportInput: true });
    if (result.success) return [result.data];
    const reasons = result.error.issues.map((issue) =>
      describeInResumeTerms(issue, typeof fieldsOf === 'function' ? fieldsOf(index) : fieldsOf, path),
    );
    notMapped.push({
      path,
      note: `skipped, the site could not show it: ${reasons.join('; ')}`,
    });
    return [];
  });
}

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

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

/** An optional field written as "" (common in JSON Resume files) is simply absent. */
const given = (value: string | undefined) => (value?.trim() ? value : undefined);

const listOf = <T>(list: T[] | undefined) => list ?? [];

/** The skill group for skills a résumé lists one by one, without keywords. */
const singlesGroup = 'Skills';

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
function profileUrl(
  name: Link['name'],
  profile: { url?: string; username?: string },
): { url: string | undefined; change?: string } {
  const url = given(profile.url);
  const homePage = url !== undefined && URL.canParse(url) && new URL(url).pathname.replace(/\/+$/, '') === '';
  const pattern = profileUrlPatterns[name];
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

export function fromJsonResume(resume: JsonResume): ImportResult {
  const notMapped: ImportNote[] = [];
  const derived: ImportNote[] = [];
  const adjusted: ImportNote[] = [];
  const basics = resume.basics ?? {};

  for (const [section, value] of Object.entries(resume)) {
    if (!(mapped.top as readonly string[]).includes(section) && !isEmpty(value)) {
      const count = Array.isArray(value) ? ` (${value.length} entr${value.length === 1 ? 'y' : 'ies'})` : '';
      notMapped.push({ path: section, note: `the site has no section for it${count}` });
    }
  }
  notMapped.push(
    ...unmappedFields(basics, mapped.basics, 'basics').map((note) =>
      // The site's photo is a file in content/, not an address the importer could fetch offline.
      note.path === 'basics.image'
        ? { ...note, note: 'is an address: save the photo in content/ and name it in site.json photo' }
        : note,
    ),
  );
  // The address is used only when there is no city, region or country to show.
  const addressOnly = fromLocation({ ...basics.location, address: undefined }) === undefined;
  const locationFields = addressOnly ? [...mapped.location, 'address'] : mapped.location;
  notMapped.push(...unmappedFields(basics.location, locationFields, 'basics.location'));

  const links: Link[] = [];
  listOf(basics.profiles).forEach((profile, index) => {
    const name = linkNameOf(profile.network);
    if (!name) {
      const network = given(profile.network)
        ? `the site has no icon for network ${JSON.stringify(profile.network)}`
        : 'it names no network';
      notMapped.push({
        path: `basics.profiles[${index}]`,
        note: `${network}; the site links ${knownNetworks}`,
      });
      return;
    }
    notMapped.push(...unmappedFields(profile, mapped.profile, `basics.profiles[${index}]`));
    const { url, change } = profileUrl(name, profile);
    const kept = keepValid(
      [{ name, url }],
      linkSchema,
      sourceFields.profile,
      () => `basics.profiles[${index}]`,
      notMapped,
    );
    if (change && kept.length > 0) adjusted.push({ path: `basics.profiles[${index}].url`, note: change });
    links.push(...kept);
  });

  const work = listOf(resume.work).map((job, index) => {
    notMapped.push(...unmappedFields(job, mapped.work, `work[${index}]`));
    return {
      title: job.position,
      organization: job.name,
      startDate: job.startDate,
      ...(given(job.endDate) && { endDate: job.endDate }),
      ...(given(job.summary) && { description: job.summary }),
      achievements: job.highlights ?? [],
    };
  });

  const degrees = listOf(resume.education).map((entry, index) => {
    // Without a summary, the score (often a grade or thesis title) becomes the description.
    const educationFields = given(entry.summary) ? mapped.education : [...mapped.education, 'score'];
    notMapped.push(...unmappedFields(entry, educationFields, `education[${index}]`));
    const degree = [entry.studyType, entry.area].filter(Boolean).join(' in ');
    const description =
      given(entry.summary) ?? given(entry.score === undefined ? undefined : String(entry.score));
    // Without an endDate the degree is in progress, as a job without one is current.
    const endYear = yearOf(given(entry.endDate));
    return {
      type: 'degree',
      degree,
      college: entry.institution,
      startYear: yearOf(entry.startDate),
      ...(endYear !== undefined && { endYear }),
      ...(description && { description }),
      relevantCoursework: entry.courses ?? [],
    };
  });

  const certificates = listOf(resume.certificates).map((entry, index) => {
    notMapped.push(...unmappedFields(entry, mapped.certificate, `certificates[${index}]`));
    return {
      type: 'certification',
      certificateName: entry.name,
      issuingOrganization: entry.issuer,
      year: yearOf(entry.date),
    };
  });

  const skillEntries = listOf(resume.skills);
  skillEntries.forEach((entry, index) => {
    notMapped.push(...unmappedFields(entry, mapped.skill, `skills[${index}]`));
  });
  // Many résumés list skills one by one (a name and a level, no keywords): those become one group.
  const single = skillEntries.filter((entry) => listOf(entry.keywords).length === 0 && given(entry.name));
  // The others keep their place in the résumé, so a dropped one is named by its own index.
  const grouped = skillEntries.flatMap((entry, index) =>
    single.includes(entry) ? [] : [{ index, group: { category: entry.name, skills: entry.keywords ?? [] } }],
  );
  const singles = single.map((entry) => entry.name as string);
  if (singles.length > 0) {
    adjusted.push({
      path: 'skills',
      note: `${singles.length} without keywords listed as one group "${singlesGroup}": ${singles.join(', ')}`,
    });
  }

  const projects = listOf(resume.projects).map((entry, index) => {
    notMapped.push(...unmappedFields(entry, mapped.project, `projects[${index}]`));
    // A url on GitHub (without another repository) is the source, not a live demo: one GitHub link,
    // not two. toJsonResume writes such a project's source as its url too, so the round trip holds.
    const url = given(entry.url);
    const repository = given(entry.repository);
    const onGitHub = url !== undefined && URL.parse(url, 'https://x.invalid')?.hostname === 'github.com';
    const githubLink = repository ?? (onGitHub ? url : undefined);
    const liveLink = onGitHub && (repository === undefined || repository === url) ? undefined : url;
    return {
      title: entry.name,
      description: entry.description,
      techStack: entry.keywords ?? [],
      ...(liveLink !== undefined && { liveLink }),
      ...(githubLink !== undefined && { githubLink }),
    };
  });

  const name = basics.name ?? '';
  const jobTitle = basics.label ?? '';
  const location = fromLocation(basics.location) ?? '';
  const siteDefaults = {
    initials: initialsFromName(name),
    heroTitle: `Hi, I'm ${name}`,
    tagline: jobTitle,
    description: `${name}: ${jobTitle}${location ? ` in ${location}` : ''}.`.slice(0, 160),
    pitch: "Have a project in mind or a role to fill? I'd love to hear about it.",
    resumePath: `/downloads/${slug(name) || 'resume'}-resume.pdf`,
  };
  // Initials never stop an import: when the name gives none the site could show (no name, or no
  // letter in it), site.json has none and the problem, if any, is the name's.
  const initials = siteSchema.shape.initials.safeParse(siteDefaults.initials).success
    ? siteDefaults.initials
    : undefined;
  for (const [field, value] of Object.entries(siteDefaults)) {
    if (field === 'initials' && initials === undefined) {
      if (name.trim())
        derived.push({
          path: 'site.initials',
          note: 'left out: basics.name has no letter to take them from',
        });
      continue;
    }
    derived.push({ path: `site.${field}`, note: `set to ${JSON.stringify(value)}` });
  }

  const content = {
    about: {
      content: (basics.summary ?? '')
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean),
    },
    workExperience: keepValid<WorkExperienceItem>(
      work,
      workExperienceItemSchema,
      sourceFields.work,
      (index) => `work[${index}]`,
      notMapped,
    ),
    skills: [
      ...keepValid<SkillGroup>(
        grouped.map(({ group }) => group),
        skillGroupSchema,
        sourceFields.skill,
        (index) => `skills[${grouped[index].index}]`,
        notMapped,
      ),
      ...(singles.length > 0 ? [{ category: singlesGroup, skills: singles }] : []),
    ],
    projects: keepValid<Project>(
      projects,
      projectSchema,
      // githubLink comes from repository when the résumé has one, else from a url on GitHub.
      (index) => ({
        ...sourceFields.project,
        ...(given(resume.projects?.[index]?.repository) && { githubLink: 'repository' }),
      }),
      (index) => `projects[${index}]`,
      notMapped,
    ),
    education: [
      ...keepValid<Degree>(
        degrees,
        degreeSchema,
        sourceFields.education,
        (index) => `education[${index}]`,
        notMapped,
      ),
      ...keepValid<Certification>(
        certificates,
        certificationSchema,
        sourceFields.certificate,
        (index) => `certificates[${index}]`,
        notMapped,
      ),
    ],
    links,
    // Same field order as the shipped content/site.json, so an import reads as a small diff.
    site: {
      ownerName: basics.name as string,
      ...(initials !== undefined && { initials }),
      heroTitle: siteDefaults.heroTitle,
      tagline: siteDefaults.tagline,
      jobTitle: basics.label as string,
      description: siteDefaults.description,
      email: basics.email as string,
      location: fromLocation(basics.location) as string,
      pitch: siteDefaults.pitch,
      resumePath: siteDefaults.resumePath,
      siteUrl: basics.url as string,
    },
  } satisfies Content;
  return { content, notMapped, derived, adjusted };
}
