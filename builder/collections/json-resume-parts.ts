/**
 * Each collection's place in a JSON Resume (../json-resume/collection-part.ts), from its own folder:
 * the export and the import loop over these, and name no collection. A list apart from the
 * definitions (./index.ts), since the import needs these alone: the definitions bring their page
 * code (Markdown, code colours, share images), about 390 modules more, which took
 * `npm run import:jsonresume` from 4.4 s to 8.0 s. Every collection is asked: the compiler names
 * one this list leaves out, and one with no place in a résumé says so.
 */
import { type CollectionKey, collectionKeys } from '../../shared/content-files.ts';
import type { JsonResumePart, JsonResumeParts } from '../json-resume/collection-part.ts';
import { caseStudiesInJsonResume } from './case-studies/json-resume.ts';
import { postsInJsonResume } from './posts/json-resume.ts';

const parts: Record<CollectionKey, JsonResumePart | undefined> = {
  posts: postsInJsonResume,
  caseStudies: caseStudiesInJsonResume,
  // The owner's own pages are the site's, not the résumé's.
  pages: undefined,
};

/** The parts of the collections that have one, in the registry's order. */
export const jsonResumeParts: JsonResumeParts = collectionKeys.flatMap((key) => {
  const part = parts[key];
  return part ? [{ key, part }] : [];
});
