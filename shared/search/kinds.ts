/**
 * What the search covers: every collection of the registry (shared/content-files.ts, an entry with
 * `pages`) and these sections of the portfolio. Each has its name in every language (shared/texts/search.ts),
 * and the build reads each its own way (builder/search/searchable.ts), both checked against this list.
 */
import type { CollectionKey, ContentKey } from '../content-files.ts';

export const searchedSections = [
  'about',
  'workExperience',
  'projects',
  'talks',
] as const satisfies ContentKey[];
export type SearchedSection = (typeof searchedSections)[number];
export type SearchedKind = CollectionKey | SearchedSection;
