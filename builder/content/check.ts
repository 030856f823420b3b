/** Validates content files and reports every problem as "file: JSON path: reason". */
import { z } from 'zod';
import { type ContentWarning, contentFiles } from '../../shared/content-files.ts';
import { xmlForbiddenIn } from '../escape-markup.ts';
import {
  contentFileOf,
  dataPathIn,
  type FileKey,
  isWrappedList,
  listField,
  parseContent,
  unreadableContent,
} from './sources.ts';

export type ContentProblem = { file: string; path: string; reason: string };

/**
 * JSON path in the familiar `$.a[0].b` notation; `start`: where the data sits in its file
 * (`$.items` in a list's file naming its schema, sources.ts `dataPathIn`).
 */
export function jsonPath(path: readonly PropertyKey[], start = '$'): string {
  return path.reduce<string>(
    (out, key) => (typeof key === 'number' ? `${out}[${key}]` : `${out}.${String(key)}`),
    start,
  );
}

export function checkContentFile(key: FileKey, raw: string): ContentProblem[] {
  const { schema } = contentFiles[key];
  const file = contentFileOf(key);
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    return [{ file, path: '$', reason: unreadableContent(key, error) }];
  }
  // A list's file naming its schema is checked as written, so a problem's path is its place in the file.
  if (isWrappedList(key, json))
    return checkData(z.strictObject({ $schema: z.string().optional(), [listField]: schema }), json, file);
  return checkData(schema, parseContent(key, raw), file);
}

/** Each problem of data read from `file` (a JSON file, a Markdown file's front matter) against its schema. */
export function checkData(schema: z.ZodType, data: unknown, file: string): ContentProblem[] {
  const characters = forbiddenCharacters(data).map(({ path, reason }) => ({
    file,
    path: jsonPath(path),
    reason,
  }));
  const result = schema.safeParse(data, { reportInput: true, error: inOwnersWords });
  if (result.success) return characters;
  return [
    ...result.error.issues.flatMap(describeIssue).map(({ path, reason }) => ({
      file,
      path: jsonPath(path),
      reason,
    })),
    ...characters,
  ];
}

/**
 * Why a text cannot be written as it is, when it holds a character XML forbids (a control
 * character, U+FFFE, U+FFFF, half a surrogate pair): the feeds and the sitemap would not parse.
 */
export function forbiddenCharacterReason(text: string): { index: number; reason: string } | undefined {
  const found = xmlForbiddenIn(text);
  if (!found) return undefined;
  const code = `U+${found.codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
  return {
    index: found.index,
    reason: `holds the invisible character ${code}, which no feed may carry: delete it (retyping the text around it is enough)`,
  };
}

/** Each text in the data that holds a character XML forbids, by its path. */
function forbiddenCharacters(data: unknown, path: PropertyKey[] = []): Described[] {
  if (typeof data === 'string') {
    const found = forbiddenCharacterReason(data);
    return found ? [{ path, reason: found.reason }] : [];
  }
  if (Array.isArray(data)) return data.flatMap((item, index) => forbiddenCharacters(item, [...path, index]));
  if (data !== null && typeof data === 'object')
    return Object.entries(data).flatMap(([key, value]) => forbiddenCharacters(value, [...path, key]));
  return [];
}

/**
 * What the page will not show as written in a valid file (the rules are the registry's,
 * shared/content-files.ts): each a warning, never a failure. An invalid file gets none; its
 * problems say enough.
 */
export function warnContentFile(key: FileKey, raw: string): ContentProblem[] {
  const entry = contentFiles[key];
  if (!('warnings' in entry)) return [];
  let data: unknown;
  try {
    data = parseContent(key, raw);
  } catch {
    return [];
  }
  const result = (entry.schema as z.ZodType).safeParse(data);
  if (!result.success) return [];
  const warnings = (entry.warnings as (data: unknown) => ContentWarning[])(result.data);
  const start = dataPathIn(key, raw);
  return warnings.map(({ path, reason }) => ({
    file: contentFileOf(key),
    path: jsonPath(path, start),
    reason,
  }));
}

/** A warning line, as `npm run check:content` and the build print it. */
export const formatWarning = (warning: ContentProblem) => formatWarningIn('content')(warning);

/** A warning line naming the file in `directory`: where the importer would write it (--out). */
export const formatWarningIn = (directory: string) => (warning: ContentProblem) =>
  `warning: ${formatProblemIn(directory)(warning)}`;

/** What each JSON type looks like, in the words of someone editing the file. */
const jsonTypes: Record<string, string> = {
  string: 'text in double quotes',
  number: 'a number',
  boolean: 'true or false, without quotes',
  array: 'a list in square brackets, [ … ]',
  object: 'an object in curly braces, { … }',
};

/** `"a"`, `"a" or "b"`, `one of "a", "b", "c"`: the values as they are written in JSON. */
const oneOf = (values: readonly unknown[]) => {
  const quoted = values.map((value) => JSON.stringify(value));
  if (quoted.length <= 2) return quoted.join(' or ');
  return `one of ${quoted.join(', ')}`;
};

/**
 * Zod's messages in the owner's words, for every check the schema gives no message of its own
 * (shared/schema.ts words its dates and years itself). A type's message is always "must be …":
 * describeIssue turns it into "is missing: add …" for a field left out.
 */
function inOwnersWords(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === 'invalid_type' && issue.expected in jsonTypes)
    return `must be ${jsonTypes[issue.expected]}`;
  if (issue.code === 'invalid_value') {
    const meant = closest(issue.input, issue.values.map(String));
    return `must be ${oneOf(issue.values)}${meant === undefined ? '' : `; did you mean "${meant}"?`}`;
  }
  if (issue.code === 'unrecognized_keys') {
    const fields = issue.inst instanceof z.ZodObject ? Object.keys(issue.inst.shape) : [];
    const meant = issue.keys.map((key) => closest(key, fields));
    const named = issue.keys.map((key, index) =>
      meant[index] === undefined ? `"${key}"` : `"${key}" (did you mean "${meant[index]}"?)`,
    );
    const allowed =
      meant.includes(undefined) && fields.length > 0
        ? `; the fields here are ${fields.map((field) => `"${field}"`).join(', ')}`
        : '';
    return `unexpected field${issue.keys.length > 1 ? 's' : ''} ${named.join(', ')}${allowed}`;
  }
  return undefined;
}

type Described = { path: PropertyKey[]; reason: string };

/** One issue as the owner reads it; a record of an unknown kind gives its other problems too. */
function describeIssue(issue: z.core.$ZodIssue): Described[] {
  if (issue.code === 'invalid_union') {
    const kind = unknownKind(issue);
    if (kind) return kind;
  }
  const missing =
    (issue.code === 'invalid_type' || issue.code === 'invalid_value') && issue.input === undefined;
  const asked = issue.message.replace(/^must be /, 'is missing: add ');
  const reason = !missing ? issue.message : asked === issue.message ? 'is missing' : asked;
  return [{ path: issue.path, reason }];
}

/**
 * A record whose kind (a link's `name`, an education record's `type`) names none of the kinds: it
 * is said with the kind the owner most likely meant, and the rest of the record is checked as that
 * kind, so its other problems are listed at once (zod's discriminated union stops at the kind; the
 * schema's unionFallback checks it as every kind). The kind meant is the one spelled alike, or
 * else the one the rest of the record fits best; on a tie, the last and most lenient.
 */
function unknownKind(issue: z.core.$ZodIssueInvalidUnion): Described[] | undefined {
  const kinds = issue.errors.map((issues) => {
    const tag = issues.find((inner) => inner.code === 'invalid_value' && inner.path.length === 1);
    if (tag?.code !== 'invalid_value' || tag.values.length !== 1) return undefined;
    return { field: tag.path[0], value: tag.values[0], rest: issues.filter((inner) => inner !== tag) };
  });
  if (kinds.length === 0 || !kinds.every((kind) => kind !== undefined)) return undefined;
  const field = kinds[0].field;
  if (kinds.some((kind) => kind.field !== field)) return undefined;
  const given = (issue.input as Record<PropertyKey, unknown> | undefined)?.[field];

  const values = kinds.map((kind) => kind.value);
  const spelledAlike = closest(given, values.map(String));
  const fewest = Math.min(...kinds.map((kind) => kind.rest.length));
  const fitting = kinds.filter((kind) => kind.rest.length === fewest);
  const meant =
    kinds.find((kind) => kind.value === spelledAlike) ??
    (fewest === 0 ? fitting[0] : fitting[fitting.length - 1]);
  const sure = spelledAlike !== undefined || fewest === 0 || fitting.length === 1;

  const named = JSON.stringify(meant.value);
  const suggestion = !sure
    ? ''
    : given === undefined
      ? `; ${named} fits the rest of this entry`
      : `; did you mean ${named}?`;
  const kindProblem = {
    path: [...issue.path, field],
    reason: `${given === undefined ? 'is missing: add' : 'must be'} ${oneOf(values)}${suggestion}`,
  };
  const rest = meant.rest.flatMap(describeIssue).map(({ path, reason }) => ({
    path: [...issue.path, ...path],
    reason,
  }));
  return [kindProblem, ...rest];
}

/** Levenshtein distance: the fewest single-character edits that turn one word into the other. */
function editDistance(from: string, to: string): number {
  let previous = Array.from({ length: to.length + 1 }, (_, index) => index);
  for (let i = 1; i <= from.length; i++) {
    const current = [i];
    for (let j = 1; j <= to.length; j++)
      current[j] = Math.min(
        previous[j] + 1,
        current[j - 1] + 1,
        previous[j - 1] + (from[i - 1] === to[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[to.length];
}

/**
 * The candidate an owner most likely meant by `given`: the same but for case, spaces and
 * punctuation ("Linkedin", "Stackoverflow"), or a typo away (one edit in four letters).
 */
function closest(given: unknown, candidates: readonly string[]): string | undefined {
  if (typeof given !== 'string') return undefined;
  const plain = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  const ranked = candidates
    .map((candidate) => ({ candidate, distance: editDistance(plain(given), plain(candidate)) }))
    .filter(({ candidate, distance }) => distance <= Math.floor(plain(candidate).length / 4))
    .sort((a, b) => a.distance - b.distance);
  return ranked[0]?.candidate;
}

export const formatProblem = (problem: ContentProblem) => formatProblemIn('content')(problem);

/** A problem line naming the file in `directory`: where the importer would write it (--out). */
export const formatProblemIn = (directory: string) => (problem: ContentProblem) =>
  problem.file.endsWith('/')
    ? `${directory}/${problem.file}: ${problem.reason}`
    : `${directory}/${problem.file}: ${problem.path}: ${problem.reason}`;

/** The whole report, worded as `npm run check:content` prints it (also the dev server's overlay). */
export function describeProblems(problems: ContentProblem[]): string {
  const count = `${problems.length} problem${problems.length > 1 ? 's' : ''}`;
  return [`Content check failed with ${count}:`, ...problems.map((p) => `  ${formatProblem(p)}`)].join('\n');
}
