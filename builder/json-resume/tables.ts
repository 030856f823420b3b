/**
 * The one mapping between content/'s JSON files and JSON Resume v1.0.0 (https://jsonresume.org/schema),
 * used both ways: the build writes /resume.json with `toJsonResume` (builder/resume/json-resume/),
 * and `npm run import:jsonresume` reads a résumé with `fromJsonResume`
 * (commands/import-jsonresume/import.ts). Both read one table of fields per content type, so the
 * round trip (import, then export) keeps every field that has a place on both sides, and a new
 * field is one row. The tables of basics and profiles sit beside their conversions (basics.ts,
 * profiles.ts); a collection's, in its own folder (./collection-part.ts).
 */
import type {
  Certification,
  Degree,
  Project,
  SkillGroup,
  Talk,
  WorkExperienceItem,
} from '../../shared/schema.ts';
import { type Field, field, listed, nonBlankText, optional, recordType, yearFromDate } from './fields.ts';
import type { Certificate, Education, JsonResumeProject, Skill, Work } from './types.ts';

/** "B.Tech in Computer Science" ↔ studyType "B.Tech", area "Computer Science". */
function splitDegree(degree: string): Pick<Education, 'studyType' | 'area'> {
  const at = degree.indexOf(' in ');
  return at > 0 ? { studyType: degree.slice(0, at), area: degree.slice(at + 4) } : { studyType: degree };
}

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
  yearFromDate('startYear', 'startDate'),
  // Without an endDate the degree is in progress, as a job without one is current.
  yearFromDate('endYear', 'endDate', { optional: true }),
  listed('relevantCoursework', 'courses'),
  {
    content: 'description',
    resume: ['summary'],
    // Without a summary, the score (often a grade or thesis title) becomes the description.
    alsoReads: (entry) => (nonBlankText(entry.summary) ? [] : ['score']),
    write: (degree) => (degree.description ? { summary: degree.description } : {}),
    read: (entry) =>
      nonBlankText(entry.summary) ??
      nonBlankText(entry.score === undefined ? undefined : String(entry.score)),
  },
];

export const certificateFields: Field<Certification, Certificate>[] = [
  recordType('certification'),
  field('certificateName', 'name'),
  field('issuingOrganization', 'issuer'),
  yearFromDate('year', 'date'),
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
  const url = nonBlankText(entry.url);
  const repository = nonBlankText(entry.repository);
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
    named: (entry) => (nonBlankText(entry.repository) ? 'repository' : 'url'),
    write: ({ githubLink }) => (githubLink ? { repository: githubLink } : {}),
    read: (entry) => projectLinks(entry).githubLink,
  },
];

/**
 * JSON Resume has no talks: a talk is its nearest entry, a project whose `type` is "talk" (the
 * schema's own example), its event the project's `entity`, its date the `startDate`. Its place and
 * its links go in two fields the schema does not have (it allows extra fields, as `repository`),
 * and `url`, for other readers, is its video, else its recording, slides or paper. Read back, a
 * talk with only a `url` has it as its video.
 */
export const talkType = 'talk';
const talkLinkOrder = ['video', 'recording', 'slides', 'paper'] as const;
export const talkFields: Field<Talk, JsonResumeProject>[] = [
  field('title', 'name'),
  field('event', 'entity'),
  field('date', 'startDate'),
  optional('place', 'location'),
  {
    content: 'links',
    resume: ['url', 'links'],
    write: ({ links }) => {
      const first = talkLinkOrder.map((name) => links?.[name]).find(Boolean);
      return first ? { url: first, links } : {};
    },
    read: (entry) => {
      if (entry.links && typeof entry.links === 'object') return entry.links;
      const url = nonBlankText(entry.url);
      return url ? { video: url } : undefined;
    },
  },
  // Read by `isTalk`, which tells a talk from a project.
  { content: 'type', resume: ['type'], write: () => ({ type: talkType }), read: () => undefined },
];

/** Whether a JSON Resume project is of this type, however its résumé spells it ("Talk"). */
export const projectOfType = (type: string) => (entry: { [field: string]: unknown }) =>
  typeof entry.type === 'string' && entry.type.toLowerCase() === type;

/** Whether a JSON Resume project is a talk (`talkFields`). */
export const isTalk = projectOfType(talkType);
