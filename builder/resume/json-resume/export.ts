/** Content as a JSON Resume v1.0.0 document: the build's /resume.json (builder/resume/build-resume.ts). */
import type { Content } from '../../../shared/content-files.ts';
import { defaultLocaleOf } from '../../../shared/locales.ts';
import { publishedPosts } from '../../../shared/posts.ts';
import type { Certification, Degree } from '../../../shared/schema.ts';
import { collectionEntryPath, isShown } from '../../collection-entries.ts';
import { postPath } from '../../collections/posts/posts-by-language.ts';
import { basicsFields } from './basics.ts';
import type { Field } from './fields.ts';
import { profileFields } from './profiles.ts';
import {
  caseStudyType,
  certificateFields,
  degreeFields,
  projectFields,
  publicationFields,
  skillFields,
  talkFields,
  workFields,
} from './tables.ts';
import type { JsonResume } from './types.ts';

export const jsonResumeSchemaUrl =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

const writeEntry = <Source, Entry>(fields: readonly Field<Source, Entry>[], source: Source): Entry =>
  Object.assign({}, ...fields.map((field) => field.write?.(source)));

function publicationsOf({ posts, site }: Content) {
  const chosen = publishedPosts(posts).filter((post) => post.resume);
  if (chosen.length === 0) return {};
  // The post's page in the site's own language: the résumé of every language links the same.
  const home = defaultLocaleOf(site);
  return {
    publications: chosen.map((post) =>
      writeEntry(publicationFields, {
        ...post,
        external:
          post.external ?? post.canonical ?? new URL(postPath(post.slug, home, home), site.siteUrl).href,
      }),
    ),
  };
}

/**
 * The projects with their case studies (builder/collections/case-studies/): a project's page is its url when it
 * has no live site; a case study no project names is a project of its own, after them.
 */
function projectsOf({ projects, caseStudies, site }: Content) {
  const home = defaultLocaleOf(site);
  const shown = caseStudies.filter((study) => isShown('caseStudies', study, {}));
  const pageOf = (slug: string) =>
    new URL(collectionEntryPath('caseStudies', slug, home, home), site.siteUrl).href;
  const named = new Set(projects.map(({ caseStudy }) => caseStudy));
  return [
    ...projects.map((project) => {
      const entry = writeEntry(projectFields, project);
      const study = shown.find(({ slug }) => slug === project.caseStudy);
      return study && !project.liveLink ? { ...entry, url: pageOf(study.slug) } : entry;
    }),
    ...shown
      .filter(({ slug }) => !named.has(slug))
      .map((study) => ({
        name: study.title,
        description: study.summary,
        startDate: study.date,
        ...(study.end && study.end !== 'present' && { endDate: study.end }),
        ...(study.role && { roles: [study.role] }),
        ...(study.stack && { keywords: study.stack }),
        url: pageOf(study.slug),
        type: caseStudyType,
      })),
  ];
}

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
    // The talks after the projects, as projects of the type "talk" (tables.ts, talkFields).
    projects: [...projectsOf(content), ...content.talks.map((talk) => writeEntry(talkFields, talk))],
    // The published posts marked for the résumé; none, and the document has no publications.
    ...publicationsOf(content),
    meta: { canonical: new URL('/resume.json', content.site.siteUrl).href, version: 'v1.0.0' },
  };
}
