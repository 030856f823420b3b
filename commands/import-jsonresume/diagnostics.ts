/**
 * What the import tells the owner about a résumé: the fields no table reads, and what the résumé
 * must add or correct, named by its own fields rather than the content fields they become.
 */
import type { z } from 'zod';
import type { ContentProblem } from '../../builder/content/check.ts';
import { contentFileOf } from '../../builder/content/sources.ts';
import { basicsFields } from '../../builder/json-resume/basics.ts';
import type { Field } from '../../builder/json-resume/fields.ts';
import type { JsonResume } from '../../builder/json-resume/types.ts';
import type { ImportNote } from '../import-shared/report.ts';

/** What the résumé must add or correct for the import to pass the content schemas. */
export type ResumeProblem = {
  /** The résumé's field, or undefined for a problem the importer itself made (a bug). */
  field: string | undefined;
  reason: string;
  /** The content problems it causes: one résumé field may feed several content fields. */
  problems: ContentProblem[];
};

/** An empty value says nothing: not a field left unread, and a field the résumé leaves out. */
export const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && value !== null && Object.keys(value).length === 0);

/** How a message names a row's résumé fields in this entry. */
export const fieldName = <Entry>(field: Field<never, Entry>, entry: Entry) =>
  typeof field.named === 'function' ? field.named(entry) : (field.named ?? field.resume.join(' and '));

/**
 * A problem with a field made from basics is told as the résumé's own field, and as missing when
 * the résumé leaves that field out.
 */
export function resumeProblemsOf(resume: JsonResume, problems: ContentProblem[]): ResumeProblem[] {
  const basics = resume.basics ?? {};
  const found = new Map<string, ResumeProblem>();
  for (const problem of problems) {
    const source = basicsFields.find(
      (field) =>
        field.resume.length > 0 &&
        contentFileOf(field.file) === problem.file &&
        `$.${field.content}` === problem.path,
    );
    const value = source?.read?.(basics);
    const missing = isEmpty(typeof value === 'string' ? value.trim() : value);
    const reason = source && missing ? 'is missing' : problem.reason;
    const field = source && `basics.${fieldName(source, basics)}`;
    const key = field ? `${field}: ${reason}` : `${problem.file} ${problem.path}: ${reason}`;
    const entry = found.get(key) ?? { field, reason, problems: [] };
    entry.problems.push(problem);
    found.set(key, entry);
  }
  return [...found.values()];
}

/** The fields of a résumé entry no row reads (nor `readElsewhere`), each with why it is left out. */
export function unreadFields<Entry extends object>(
  entry: Entry | undefined,
  fields: readonly Field<never, Entry>[],
  path: string,
  readElsewhere: readonly string[] = [],
): ImportNote[] {
  if (!entry) return [];
  return Object.entries(entry).flatMap(([key, value]) => {
    if (isEmpty(value) || readElsewhere.includes(key)) return [];
    const rows = fields.filter((field) =>
      [...field.resume, ...(field.alsoReads?.(entry) ?? [])].includes(key),
    );
    if (rows.some((row) => row.read)) return [];
    return [
      { path: `${path}.${key}`, note: rows.find((row) => row.unread)?.unread ?? 'no matching content field' },
    ];
  });
}

/** One schema issue, reworded in the résumé's terms: "education[0].endDate: is missing". */
export function describeInResumeTerms(
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
