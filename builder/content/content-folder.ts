/**
 * One read of a content folder. Every file of it is read from disk at most once and parsed at most
 * once, and everything a build makes (the check, the translations, the pictures, the answers, the
 * pages) reads this one snapshot, the way Astro caches a collection's entries instead of running
 * its schema in each plugin. `npm run dev` takes a new snapshot after each save
 * (readSettledContentFolder), so no reader can see half of a save.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type ContentKey, contentFiles, isRequired } from '../../shared/content-files.ts';
import { contentFileOf, type FolderReads, readContent } from './sources.ts';

const repositoryDir = join(import.meta.dirname, '..', '..');

/**
 * The owner's folder, where the owner's commands (the importers) write: content/, or the folder
 * CONTENT_DIR names. A release never writes there (docs/updates.md).
 */
export const ownersContentDir = resolve(process.env.CONTENT_DIR ?? join(repositoryDir, 'content'));

/** The product's sample portfolio, which a fresh clone shows until the owner's folder holds content. */
export const sampleContentDir = join(repositoryDir, 'sample');

/**
 * Whether a folder holds any content: a file or folder other than its README, hidden ones (an
 * editor's, git's, macOS's) and Windows Explorer's. A fresh clone's content/ holds only its README.
 */
export const holdsAnyContent = (dir: string): boolean =>
  existsSync(dir) && readdirSync(dir).some((name) => !name.startsWith('.') && !notContent.has(name));

/** Files a folder may hold that are no one's content: its README, and Windows Explorer's own. */
const notContent = new Set(['README.md', 'Thumbs.db', 'desktop.ini']);

/**
 * The folder the site is made from: the owner's, or, while it holds nothing (a fresh clone), the
 * sample. The build and the dev server take theirs as the Vite plugin's `contentDir` option
 * (builder/vite-plugin/index.ts); CONTENT_DIR names one outright.
 */
export const contentDir =
  process.env.CONTENT_DIR !== undefined || holdsAnyContent(ownersContentDir)
    ? ownersContentDir
    : sampleContentDir;

/**
 * How long `npm run dev` gives a save it caught half done to finish. An editor that saves in place
 * truncates the file and then writes it; one that saves atomically removes it and renames a new
 * one in. Either can be read in between, and no further change may follow to read it again.
 */
export const saveSettleMs = 100;

export { contentFileOf } from './sources.ts';

export class ContentFolder implements FolderReads {
  readonly dir: string;
  private readonly texts = new Map<string, string | undefined>();
  private readonly parsed = new Map<string, unknown>();
  private readonly pictures = new Map<string, Promise<Buffer>>();
  private readonly derived = new Map<string, unknown>();
  private subfolders: string[] | undefined;
  private readonly listings = new Map<string, string[] | undefined>();

  constructor(dir: string) {
    this.dir = dir;
  }

  /** A file's text (`file` relative to the folder, with `/`), or undefined when there is none. */
  text(file: string): string | undefined {
    if (!this.texts.has(file)) {
      const path = join(this.dir, ...file.split('/'));
      this.texts.set(file, existsSync(path) ? readFileSync(path, 'utf8') : undefined);
    }
    return this.texts.get(file);
  }

  /** Whether a file is there, without reading it (a PDF résumé, a picture). */
  has(file: string): boolean {
    return this.texts.get(file) !== undefined || existsSync(join(this.dir, ...file.split('/')));
  }

  /**
   * A content kind's data in the default language or a translation, parsed once; undefined when
   * the language has no file of it; throws on a file that cannot be parsed (the check says why).
   */
  data(key: ContentKey, tag?: string): unknown {
    const place = contentFileOf(key, tag);
    if (!this.parsed.has(place)) this.parsed.set(place, readContent(key, this, tag));
    return this.parsed.get(place);
  }

  /** The names of the files in a folder of it (`folder` relative, with `/`), sorted; undefined when there is none. */
  filesIn(folder: string): string[] | undefined {
    if (!this.listings.has(folder)) {
      const path = join(this.dir, ...folder.split('/'));
      this.listings.set(
        folder,
        existsSync(path) && statSync(path).isDirectory()
          ? readdirSync(path, { withFileTypes: true })
              .filter((entry) => entry.isFile())
              .map((entry) => entry.name)
              .sort()
          : undefined,
      );
    }
    return this.listings.get(folder);
  }

  /** A picture's bytes (`name` as the content names it), read once however many plans need them. */
  picture(name: string): Promise<Buffer> {
    let bytes = this.pictures.get(name);
    if (!bytes) {
      bytes = Promise.resolve().then(() => readFileSync(join(this.dir, name)));
      this.pictures.set(name, bytes);
    }
    return bytes;
  }

  /** The folder's subfolders, sorted. */
  folders(): string[] {
    this.subfolders ??= existsSync(this.dir)
      ? readdirSync(this.dir)
          .filter((name) => statSync(join(this.dir, name)).isDirectory())
          .sort()
      : [];
    return this.subfolders;
  }

  /** What is made from this snapshot (checked content, planned pictures), made once and kept with it. */
  once<T>(name: string, make: () => T): T {
    if (!this.derived.has(name)) this.derived.set(name, make());
    return this.derived.get(name) as T;
  }

  /**
   * Whether every content file there is reads whole: none cut short by a save, and none missing
   * that must be there (site.json) or that `previous`, the snapshot before, had: an editor's
   * atomic save removes a file before it renames the new one in. Any other kind may be absent.
   */
  isWhole(previous?: ContentFolder): boolean {
    const keys = Object.keys(contentFiles) as ContentKey[];
    const languages = [undefined, ...this.folders()];
    return languages.every((tag) =>
      keys.every((key) => {
        try {
          // A translation need not translate every kind.
          if (readContent(key, this, tag) !== undefined || tag !== undefined) return true;
          return !isRequired(key) && previous?.texts.get(contentFileOf(key)) === undefined;
        } catch {
          return false;
        }
      }),
    );
  }
}

/** A folder or its path: the owner's commands and the tests pass a path, the build its snapshot. */
export type ContentFrom = ContentFolder | string;

export const contentFolderOf = (from: ContentFrom = contentDir): ContentFolder =>
  typeof from === 'string' ? new ContentFolder(from) : from;

/**
 * The kinds the owner has no file of in content/ (a folder of posts is never one: no folder, no
 * posts). Each reads as empty (shared/content-files.ts `absentContent`), and the page leaves out
 * the part that shows it; a translation cannot bring one back.
 */
export function absentKinds(from?: ContentFrom): ContentKey[] {
  const folder = contentFolderOf(from);
  const isAbsent = (key: ContentKey) => {
    try {
      return folder.data(key) === undefined;
    } catch {
      return false; // There, but not JSON: the check says so.
    }
  };
  return (Object.keys(contentFiles) as ContentKey[]).filter((key) => !isRequired(key) && isAbsent(key));
}

/**
 * A snapshot for `npm run dev`: when a file is caught half saved (missing, or not whole JSON yet),
 * the folder is read once more a moment later (saveSettleMs). `previous`, the snapshot before,
 * tells a file being saved from a kind the owner has none of. Whatever is still wrong then is the
 * owner's mistake, which the content check reports.
 */
export async function readSettledContentFolder(
  dir: string,
  previous?: ContentFolder,
): Promise<ContentFolder> {
  const folder = new ContentFolder(dir);
  if (folder.isWhole(previous)) return folder;
  await sleep(saveSettleMs);
  return new ContentFolder(dir);
}
