/** Validates content files and reports every problem as "file: JSON path: reason". */
import type { z } from 'zod';
import { type ContentKey, type ContentWarning, contentFiles } from '../../shared/schema.ts';

export type ContentProblem = { file: string; path: string; reason: string };

/** JSON path in the familiar `$.a[0].b` notation. */
export function jsonPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) => (typeof key === 'number' ? `${out}[${key}]` : `${out}.${String(key)}`),
    '$',
  );
}

export function checkContentFile(key: ContentKey, raw: string): ContentProblem[] {
  const { file, schema } = contentFiles[key];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (error) {
    return [{ file, path: '$', reason: `is not valid JSON (${(error as Error).message})` }];
  }
  const result = (schema as z.ZodType).safeParse(data, { reportInput: true });
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    file,
    path: jsonPath(issue.path),
    reason: describeIssue(issue),
  }));
}

/**
 * What the page will not show as written in a valid file (the rules are the schema's, content/
 * schema.ts): each a warning, never a failure. An invalid file gets none; its problems say enough.
 */
export function warnContentFile(key: ContentKey, raw: string): ContentProblem[] {
  const entry = contentFiles[key];
  if (!('warnings' in entry)) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  const result = (entry.schema as z.ZodType).safeParse(data);
  if (!result.success) return [];
  const warnings = (entry.warnings as (data: unknown) => ContentWarning[])(result.data);
  return warnings.map(({ path, reason }) => ({ file: entry.file, path: jsonPath(path), reason }));
}

/** A warning line, as `npm run check:content` and the build print it. */
export const formatWarning = (warning: ContentProblem) => formatWarningIn('content')(warning);

/** A warning line naming the file in `directory`: where the importer would write it (--out). */
export const formatWarningIn = (directory: string) => (warning: ContentProblem) =>
  `warning: ${formatProblemIn(directory)(warning)}`;

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') {
    return `unexpected field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
  }
  if (issue.code === 'invalid_type' && issue.input === undefined) return `missing required ${issue.expected}`;
  return issue.message;
}

export const formatProblem = (problem: ContentProblem) => formatProblemIn('content')(problem);

/** A problem line naming the file in `directory`: where the importer would write it (--out). */
export const formatProblemIn = (directory: string) => (problem: ContentProblem) =>
  `${directory}/${problem.file}: ${problem.path}: ${problem.reason}`;

/** The whole report, worded as `npm run check:content` prints it (also the dev server's overlay). */
export function describeProblems(problems: ContentProblem[]): string {
  const count = `${problems.length} problem${problems.length > 1 ? 's' : ''}`;
  return [`Content check failed with ${count}:`, ...problems.map((p) => `  ${formatProblem(p)}`)].join('\n');
}
