/**
 * How each format of content (the registry's `source`, shared/content-files.ts) is read from a
 * content folder and written back: the one place that knows a kind is a JSON file. The folder
 * snapshot, the checker, the translations and the importers ask it; a folder of Markdown posts
 * would be one more reader here, not a change to them.
 */
import { type ContentKey, type ContentSource, contentFiles } from '../../shared/content-files.ts';

type SourceReader<Source extends ContentSource> = {
  /** The file holding the kind in the default language (`tag` undefined), or in a translation's folder. */
  fileOf: (source: Source, tag?: string) => string;
  /** The kind's data from the file's text; throws on text that is not of the format. */
  parse: (text: string) => unknown;
  /** What the checker says of a file `parse` refused, in the owner's words. */
  unreadable: (error: Error) => string;
  /** The file's text for the kind's data, as the importers write it. */
  serialize: (data: unknown) => string;
};

const readers: {
  [Format in ContentSource['format']]: SourceReader<Extract<ContentSource, { format: Format }>>;
} = {
  'json-file': {
    fileOf: ({ file }, tag) => (tag === undefined ? file : `${tag}/${file}`),
    parse: (text) => JSON.parse(text),
    unreadable: (error) => `is not valid JSON (${error.message})`,
    serialize: (data) => `${JSON.stringify(data, null, 2)}\n`,
  },
};

const sourceOf = (key: ContentKey) => contentFiles[key].source;

/** The file of a content kind in the default language (`tag` undefined) or in a translation's folder. */
export const contentFileOf = (key: ContentKey, tag?: string): string =>
  readers[sourceOf(key).format].fileOf(sourceOf(key), tag);

/** A content kind's data from its file's text; throws on text that is not of its format. */
export const parseContent = (key: ContentKey, text: string): unknown =>
  readers[sourceOf(key).format].parse(text);

/** What the checker says of a content kind's file that cannot be parsed. */
export const unreadableContent = (key: ContentKey, error: unknown): string =>
  readers[sourceOf(key).format].unreadable(error as Error);

/** The text of a content kind's file for its data. */
export const serializeContent = (key: ContentKey, data: unknown): string =>
  readers[sourceOf(key).format].serialize(data);
