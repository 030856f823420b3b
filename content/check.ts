/** Validates content files and reports every problem as "file: JSON path: reason". */
import type { z } from 'zod';
import { type ContentKey, contentFiles } from './schema.ts';

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

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') {
    return `unexpected field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
  }
  if (issue.code === 'invalid_type' && issue.input === undefined) return `missing required ${issue.expected}`;
  return issue.message;
}

export function formatProblem(problem: ContentProblem): string {
  return `content/${problem.file}: ${problem.path}: ${problem.reason}`;
}

/** The whole report, worded as `npm run check:content` prints it (also the dev server's overlay). */
export function describeProblems(problems: ContentProblem[]): string {
  const count = `${problems.length} problem${problems.length > 1 ? 's' : ''}`;
  return [`Content check failed with ${count}:`, ...problems.map((p) => `  ${formatProblem(p)}`)].join('\n');
}
