/**
 * Each collection's place in a JSON Resume (../json-resume/collection-part.ts), from its own folder:
 * the export and the import loop over these, and name no collection. A list apart from the
 * definitions (./index.ts), since the import needs these alone: the definitions bring their page
 * code (Markdown, code colours, share images), about 390 modules more, which took
 * `npm run import:jsonresume` from 4.4 s to 8.0 s. A collection it leaves out has no place in a
 * résumé (the owner's own pages are the site's), so a new one costs no edit here unless it has one.
 */
import { type CollectionKey, collectionKeys } from '../../shared/content-files.ts';
import type { JsonResumePart, JsonResumeParts } from '../json-resume/collection-part.ts';
import { caseStudiesInJsonResume } from './case-studies/json-resume.ts';
import { postsInJsonResume } from './posts/json-resume.ts';

const parts: Partial<Record<CollectionKey, JsonResumePart>> = {
  posts: postsInJsonResume,
  caseStudies: caseStudiesInJsonResume,
};

/** The parts of the collections that have one, in the registry's order. */
export const jsonResumeParts: JsonResumeParts = collectionKeys.flatMap((key) => {
  const part = parts[key];
  return part ? [{ key, part }] : [];
});
