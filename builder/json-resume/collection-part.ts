/**
 * A collection's place in a JSON Resume document, both ways: each in its collection's folder
 * (builder/collections/<name>/json-resume.ts, listed in builder/collections/json-resume-parts.ts),
 * and the export (builder/resume/json-resume/export.ts)
 * and the import (commands/import-jsonresume/import.ts) ask each collection's by the same
 * questions, never one collection by name. A collection without one is not in the résumé.
 */
import type { z } from 'zod';
import type { CollectionKey, Content } from '../../shared/content-files.ts';
import type { Project } from '../../shared/schema.ts';
import type { MarkdownEntry } from '../content/sources.ts';
import type { Field } from './fields.ts';
import type { JsonResume, JsonResumeProject, Publication } from './types.ts';

/** The résumé's sections a collection writes entries into. */
export type CollectionSections = { projects?: JsonResumeProject[]; publications?: Publication[] };
export type CollectionSection = keyof CollectionSections;
type EntryOf<Section extends CollectionSection> = NonNullable<CollectionSections[Section]>[number];

/** A section a collection reads back as entries of its own, each a new file beside the owner's. */
type SectionRead<Section extends CollectionSection> = {
  section: Section;
  /** The section's table: a field of an entry no row reads is reported. */
  fields: readonly Field<never, EntryOf<Section>>[];
  /** What the owner is told they are: "link-only posts" (from its publications). */
  made: string;
  entries(resume: JsonResume, reader: ResumeReader): MarkdownEntry[];
};

/**
 * How a collection reads résumé entries, given by the import: through a table, each checked by its
 * schema (a dropped one is reported in the résumé's own words), and a value changed on the way in,
 * said to the owner.
 */
export type ResumeReader = {
  entries<Entry, T>(
    section: string,
    entries: [index: number, entry: Entry][],
    fields: readonly Field<never, Entry>[],
    schema: z.ZodType<T>,
  ): T[];
  adjusted(path: string, note: string): void;
};

export type JsonResumePart = {
  /** Its entries in the résumé, by section, after the owner's own of that section. */
  write(content: Content): CollectionSections;
  /**
   * The url of a project card with no live site that names one of its entries: that entry's
   * page. Undefined when the card names none of its shown entries.
   */
  cardUrl?(card: Project, content: Content): string | undefined;
  /** A card read back from the résumé, naming its entry again where its url is that entry's page. */
  readCard?(card: Project, resume: JsonResume): Project;
  /**
   * Whether a résumé entry is one it wrote of its own, which stays in its files: the import reads
   * nothing of it, and reports none of its fields.
   */
  leaves?(section: string, entry: { [field: string]: unknown }): boolean;
  reads?: { [Section in CollectionSection]: SectionRead<Section> }[CollectionSection];
};

/** The JSON Resume parts of the collections that have one, by their registry key, in the list's order. */
export type JsonResumeParts = { key: CollectionKey; part: JsonResumePart }[];
