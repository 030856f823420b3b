/** Résumé entries read into content entries through their table, each checked by its schema. */
import type { z } from 'zod';
import type { Field } from '../../builder/json-resume/fields.ts';
import type { ImportNote } from '../import-shared/report.ts';
import { describeInResumeTerms, fieldName } from './diagnostics.ts';

/** The content entry a résumé entry gives, before its schema checks it. */
export function readEntry<Entry>(
  fields: readonly Field<never, Entry>[],
  entry: Entry,
): Record<string, unknown> {
  return Object.fromEntries(
    fields.flatMap((field) => {
      const value = field.read?.(entry);
      return value === undefined ? [] : [[field.content, value]];
    }),
  );
}

/**
 * Reads résumé entries, each with its index in the résumé's list, and keeps those that satisfy
 * their content schema; a dropped one is noted with why, in the résumé's own field names.
 */
export function readEntries<Entry, T>(
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
