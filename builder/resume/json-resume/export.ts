/** Content as a JSON Resume v1.0.0 document: the build's /resume.json (builder/resume/build-resume.ts). */
import type { Content } from '../../../shared/content-files.ts';
import type { Certification, Degree } from '../../../shared/schema.ts';
import { jsonResumeParts } from '../../collections/json-resume-parts.ts';
import { basicsFields } from '../../json-resume/basics.ts';
import type { CollectionSections, JsonResumeParts } from '../../json-resume/collection-part.ts';
import { writeEntry } from '../../json-resume/fields.ts';
import { profileFields } from '../../json-resume/profiles.ts';
import {
  certificateFields,
  degreeFields,
  projectFields,
  skillFields,
  talkFields,
  workFields,
} from '../../json-resume/tables.ts';
import type { JsonResume } from '../../json-resume/types.ts';

export const jsonResumeSchemaUrl =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

/** Every collection's entries, by section, in the order of the collections' list. */
function collectionSections(content: Content, collections: JsonResumeParts): CollectionSections {
  const sections: Record<string, unknown[]> = {};
  for (const { part } of collections)
    for (const [section, entries] of Object.entries(part.write(content)))
      sections[section] = [...(sections[section] ?? []), ...entries];
  return sections;
}

/**
 * The project cards: a card with no live site that names an entry of a collection (a case study)
 * has that entry's page as its url.
 */
const cardsOf = (content: Content, collections: JsonResumeParts) =>
  content.projects.map((card) => {
    const entry = writeEntry(projectFields, card);
    const page = card.liveLink
      ? undefined
      : collections.map(({ part }) => part.cardUrl?.(card, content)).find(Boolean);
    return page ? { ...entry, url: page } : entry;
  });

/**
 * The document; `collections` are the JSON Resume parts of the collections' definitions
 * (builder/collections/), a test's own in a test.
 */
export function toJsonResume(
  content: Content,
  { image, collections = jsonResumeParts }: { image?: string; collections?: JsonResumeParts } = {},
): JsonResume {
  const degrees = content.education.filter((record): record is Degree => record.type === 'degree');
  const certifications = content.education.filter(
    (record): record is Certification => record.type === 'certification',
  );
  const { projects = [], ...sections } = collectionSections(content, collections);
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
    // The collections' projects after the cards (a case study no card names), then the talks, as
    // projects of the type "talk" (json-resume/tables.ts, talkFields).
    projects: [
      ...cardsOf(content, collections),
      ...projects,
      ...content.talks.map((talk) => writeEntry(talkFields, talk)),
    ],
    // A section only collections write (the posts' publications) is left out when it has no entries.
    ...Object.fromEntries(Object.entries(sections).filter(([, entries]) => entries.length > 0)),
    meta: { canonical: new URL('/resume.json', content.site.siteUrl).href, version: 'v1.0.0' },
  };
}
