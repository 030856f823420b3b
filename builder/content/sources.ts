/**
 * How each format of content (the registry's `source`, shared/content-files.ts) is read from a
 * content folder and written back: the one place that knows a kind is a JSON file or a folder of
 * Markdown files. The folder snapshot, the checker, the translations and the importers ask it.
 */
import { join, relative } from 'node:path';
import { VFile } from 'vfile';
import { matter } from 'vfile-matter';
import { z } from 'zod';
import {
  type CollectionKey,
  type ContentKey,
  type ContentSource,
  contentFiles,
} from '../../shared/content-files.ts';

/** What a reader asks of the content folder (builder/content/content-folder.ts reads each file once). */
export type FolderReads = {
  /** A file's text (`file` relative to the folder, with `/`), or undefined when there is none. */
  text(file: string): string | undefined;
  /** The names of the files in a folder, sorted, or undefined when there is no such folder. */
  filesIn(folder: string): string[] | undefined;
};

/** A file of a content folder that is not of its kind's format: where, and why in the owner's words. */
export class UnreadableFile extends Error {
  readonly file: string;
  /** The line of the file the problem is on. */
  readonly line: number;
  constructor(file: string, line: number, reason: string) {
    super(reason);
    this.file = file;
    this.line = line;
  }
}

type SourceReader<Source extends ContentSource> = {
  /** Where the kind is kept in the default language (`tag` undefined) or a translation: its file or folder. */
  placeOf: (source: Source, tag?: string) => string;
  /** The kind's files in a language, as paths in the content folder. */
  filesOf: (source: Source, folder: FolderReads, tag?: string) => string[];
  /** Whether a file (relative to the content folder, with `/`) is one of the kind's in that language. */
  holds: (source: Source, file: string, tag?: string) => boolean;
  /**
   * The kind's data in a language; undefined when the language has none of it; throws on a file
   * that is not of the format.
   */
  read: (source: Source, folder: FolderReads, tag?: string) => unknown;
};

const inLanguage = (place: string, tag?: string) => (tag === undefined ? place : `${tag}/${place}`);

/** The Markdown files of a folder's listing (an editor's hidden backups aside). */
const markdownNames = (names: string[] | undefined) =>
  names?.filter((name) => /\.md$/i.test(name) && !name.startsWith('.'));

/** A post's slug: its file's name without `.md`. */
export const slugOfFile = (name: string): string => name.replace(/\.md$/i, '');

const readers: {
  [Format in ContentSource['format']]: SourceReader<Extract<ContentSource, { format: Format }>>;
} = {
  'json-file': {
    placeOf: ({ file }, tag) => inLanguage(file, tag),
    filesOf: ({ file }, _folder, tag) => [inLanguage(file, tag)],
    holds: ({ file }, path, tag) => path === inLanguage(file, tag),
    read: ({ file }, folder, tag) => {
      const text = folder.text(inLanguage(file, tag));
      return text === undefined ? undefined : dataOfJson(JSON.parse(text));
    },
  },
  'markdown-folder': {
    placeOf: ({ folder }, tag) => inLanguage(folder, tag),
    filesOf: ({ folder }, reads, tag) => {
      const place = inLanguage(folder, tag);
      return (markdownNames(reads.filesIn(place)) ?? []).map((name) => `${place}/${name}`);
    },
    holds: ({ folder }, path, tag) => {
      const place = `${inLanguage(folder, tag)}/`;
      const name = path.slice(place.length);
      // The folder's own files only, as the reader lists them (a subfolder's are no posts).
      return path.startsWith(place) && !name.includes('/') && markdownNames([name])?.length === 1;
    },
    read: ({ folder }, reads, tag) => {
      const place = inLanguage(folder, tag);
      const names = markdownNames(reads.filesIn(place));
      // No folder, no posts: the default language has none yet; a translation translates none.
      if (names === undefined) return tag === undefined ? [] : undefined;
      return names.map((name) => {
        const file = `${place}/${name}`;
        const { frontMatter, body, bodyLine } = parseMarkdown(file, reads.text(file) ?? '');
        const { slug: _slug, body: _body, bodyLine: _line, ...fields } = frontMatter;
        // A translation that leaves the text out keeps the default's.
        const text = tag === undefined || body.trim() !== '' ? { body, bodyLine } : {};
        return { slug: slugOfFile(name), ...fields, ...text };
      });
    },
  },
};

/** A Markdown file read: its front matter's fields, the text after them, and the line that text starts on. */
export type MarkdownFile = { frontMatter: Record<string, unknown>; body: string; bodyLine: number };

/**
 * A Markdown file's YAML front matter (vfile-matter with `yaml`, YAML 1.2: `date: 2025-03-14` stays
 * the text written, never a Date shifted by a time zone) and its body. Throws an UnreadableFile,
 * with its line, on a file whose front matter is missing, unclosed or not YAML fields.
 */
export function parseMarkdown(file: string, raw: string): MarkdownFile {
  const text = raw.replace(/^\uFEFF/, '');
  if (!/^---[ \t]*(\r?\n|\r|$)/.test(text))
    throw new UnreadableFile(
      file,
      1,
      'has no front matter: start the file with a line ---, then its fields (title:, description:, date:), then another line ---',
    );
  const vfile = new VFile(text.replace(/^---[ \t]+/, '---'));
  try {
    matter(vfile, { strip: true, yaml: { logLevel: 'error' } });
  } catch (error) {
    const { linePos, message } = error as Error & { linePos?: [{ line: number }] };
    // The front matter starts on the file's second line.
    const line = (linePos?.[0].line ?? 0) + 1;
    const reason = message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
    throw new UnreadableFile(
      file,
      line,
      `the front matter is not valid YAML (${reason}): put text holding ": " or " #" in double quotes, like title: "Why: a story"`,
    );
  }
  const body = String(vfile);
  if (body === text)
    throw new UnreadableFile(file, 1, 'the front matter is not closed: add a line --- after its fields');
  const frontMatter = vfile.data.matter;
  if (typeof frontMatter !== 'object' || frontMatter === null || Array.isArray(frontMatter))
    throw new UnreadableFile(
      file,
      2,
      'the front matter must be fields, one "name: value" a line (title:, description:, date:)',
    );
  const bodyLine = (text.slice(0, text.length - body.length).match(/\r\n|\r|\n/g)?.length ?? 0) + 1;
  return { frontMatter: frontMatter as Record<string, unknown>, body, bodyLine };
}

const sourceOf = (key: ContentKey) => contentFiles[key].source;
const readerOf = (key: ContentKey) => readers[sourceOf(key).format] as SourceReader<ContentSource>;

/** The kinds kept in one file each (the JSON files): what the importers write and Vite loads. */
export type FileKey = {
  [K in ContentKey]: (typeof contentFiles)[K]['source']['format'] extends 'json-file' ? K : never;
}[ContentKey];
export const isFileKey = (key: ContentKey): key is FileKey => sourceOf(key).format === 'json-file';
export const fileKeys = (Object.keys(contentFiles) as ContentKey[]).filter(isFileKey);

/** Where a content kind is kept in the default language (`tag` undefined) or a translation: its file or folder. */
export const contentFileOf = (key: ContentKey, tag?: string): string =>
  readerOf(key).placeOf(sourceOf(key), tag);

/** The files a content kind has in a language, as paths in the content folder. */
export const contentFilesOf = (key: ContentKey, folder: FolderReads, tag?: string): string[] =>
  readerOf(key).filesOf(sourceOf(key), folder, tag);

/** Whether a file of the content folder (relative, with `/`) is one of a kind's in a language. */
export const holdsContent = (key: ContentKey, file: string, tag?: string): boolean =>
  readerOf(key).holds(sourceOf(key), file, tag);

/** A content kind's data in a language; undefined when the language has none; throws on a file not of its format. */
export const readContent = (key: ContentKey, folder: FolderReads, tag?: string): unknown =>
  readerOf(key).read(sourceOf(key), folder, tag);

/**
 * A JSON file's data: a file may name its JSON Schema with "$schema", which is no content, and a
 * list's file, since a JSON list cannot hold "$schema", may hold the list as "items" beside it.
 * A file as the spec's lists (a bare list) reads the same.
 */
function dataOfJson(json: unknown): unknown {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return json;
  const { $schema: _, ...data } = json as Record<string, unknown>;
  return Object.keys(data).length === 1 && listField in data ? data[listField] : data;
}

/** The field a list's file holds its list in, beside "$schema". */
export const listField = 'items';

/** Whether a JSON kind is a list (work-experience.json) rather than an object of fields (site.json). */
export const isListKind = (key: FileKey): boolean => contentFiles[key].schema instanceof z.ZodArray;

/**
 * Whether a file's JSON is a list's file holding it as "items", `{ "$schema": …, "items": [ … ] }`
 * (an object with either field where the kind is a list), whose problems are found at `$.items`.
 */
export const isWrappedList = (key: FileKey, json: unknown): json is Record<string, unknown> =>
  isListKind(key) &&
  typeof json === 'object' &&
  json !== null &&
  !Array.isArray(json) &&
  ('$schema' in json || listField in json);

/** Where a JSON file's data sits in it, as a JSON path's start: `$.items` in a wrapped list's file, `$` otherwise. */
export function dataPathIn(key: FileKey, text: string | undefined): string {
  try {
    return text !== undefined && isWrappedList(key, JSON.parse(text)) ? `$.${listField}` : '$';
  } catch {
    return '$';
  }
}

/** Where `serializeContent` puts a kind's data in the file it writes: a list at `$.items`. */
export const writtenDataPath = (key: FileKey): string => (isListKind(key) ? `$.${listField}` : '$');

/** A JSON content file's data from its text, whatever its kind; throws on text that is not JSON. */
export const jsonContentOf = (text: string): unknown => dataOfJson(JSON.parse(text));

/** A JSON kind's data from its file's text; throws on text that is not JSON. */
export const parseContent = (_key: FileKey, text: string): unknown => jsonContentOf(text);

/** The folder of the JSON Schemas of the content files (written by `npm run schemas`). */
export const schemasDir = join(import.meta.dirname, '..', '..', 'schemas');

/**
 * A JSON kind's schema file in schemas/: the default language's (every required field), or a
 * translation's (content/<tag>/: any field it translates, and none every language shares).
 */
export const schemaFileOf = (key: FileKey, translation = false): string =>
  `${translation ? 'translations/' : ''}${contentFileOf(key).replace(/\.json$/, '.schema.json')}`;

/** What the checker says of a content file that cannot be parsed. */
export const unreadableContent = (_key: ContentKey, error: unknown): string =>
  error instanceof UnreadableFile ? error.message : `is not valid JSON (${(error as Error).message})`;

/**
 * The text of a JSON kind's file for its data, as the importers write it: naming its JSON Schema,
 * so an editor completes and checks its fields (`contentDir`: the folder it goes in, the
 * project's content/ by default; `tag`: a translation's language).
 */
export function serializeContent(
  key: FileKey,
  data: unknown,
  { contentDir = join(schemasDir, '..', 'content'), tag }: { contentDir?: string; tag?: string } = {},
): string {
  const fileDir = join(contentDir, contentFileOf(key, tag), '..');
  const $schema = relative(fileDir, join(schemasDir, schemaFileOf(key, tag !== undefined))).replaceAll(
    '\\',
    '/',
  );
  const json = isListKind(key) ? { $schema, [listField]: data } : { $schema, ...(data as object) };
  return `${JSON.stringify(json, null, 2)}\n`;
}

/** An entry of a collection as read from its file: its slug, its front matter's fields, its Markdown body. */
export type MarkdownEntry = { slug: string; body: string; bodyLine: number; [field: string]: unknown };

/**
 * An entry's file (a post's), as the importers write it: its front matter's fields (each string as
 * a JSON string, which YAML reads as the same text, whatever quotes or colons it holds), then its
 * text. Where it goes: `entryFileOf`.
 */
export function serializeEntry({ slug: _slug, body, bodyLine: _line, ...fields }: MarkdownEntry): string {
  const lines = Object.entries(fields).map(
    ([field, value]) =>
      `${field}: ${field === 'date' || field === 'updated' ? value : JSON.stringify(value)}`,
  );
  return `---\n${lines.join('\n')}\n---\n${body}`;
}

/** An entry's file of a collection in content/ (the default language's, or a translation's). */
export const entryFileOf = (key: CollectionKey, slug: string, tag?: string): string =>
  inLanguage(`${contentFiles[key].source.folder}/${slug}.md`, tag);
