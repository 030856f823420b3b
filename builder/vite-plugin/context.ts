/**
 * What the project's Vite plugins share, as the Cloudflare plugin's one PluginContext: the content
 * folder (an option of `portfolio()`, never a variable of the process), the current snapshot of it,
 * which saved files are content, and the problems of the last check. In a build the snapshot is
 * read once; in `npm run dev` each content save starts a new one, read settled
 * (builder/content/content-folder.ts), so a plugin never reads a file half saved.
 */
import { relative, resolve, sep } from 'node:path';
import { normalizePath, type Plugin } from 'vite';
import { type ContentKey, contentFiles } from '../../shared/content-files.ts';
import type { ContentProblem } from '../content/check.ts';
import { ContentFolder, readSettledContentFolder } from '../content/content-folder.ts';
import { namedPictures } from '../content/load.ts';
import { holdsContent } from '../content/sources.ts';

const contentKeys = Object.keys(contentFiles) as ContentKey[];

export class PortfolioContext {
  readonly contentDir: string;
  /** `vite build`: content is read once and never changes while the build runs. */
  building = false;
  /** The last content check's problems (none until it has run). */
  problems: ContentProblem[] = [];
  private snapshot: Promise<ContentFolder> | undefined;
  /** The snapshot last read, for the questions asked while a save is arriving. */
  private last: ContentFolder;
  private lastSave: number | undefined;

  constructor(contentDir: string) {
    this.contentDir = resolve(contentDir);
    this.last = new ContentFolder(this.contentDir);
  }

  /** The content as it is now: the build's one read, or the dev server's read since the last save. */
  content(): Promise<ContentFolder> {
    this.snapshot ??= (
      this.building ? Promise.resolve(this.last) : readSettledContentFolder(this.contentDir, this.last)
    ).then((folder) => {
      this.last = folder;
      return folder;
    });
    return this.snapshot;
  }

  /** A save of a content file (Vite's timestamp): the next reader takes a new snapshot. */
  saved(timestamp: number): void {
    if (this.lastSave === timestamp) return;
    this.lastSave = timestamp;
    this.snapshot = undefined;
  }

  private path = (file: string) => normalizePath(resolve(this.contentDir, file));

  /** A saved file as a path in the content folder, with `/` (`..` first when it is outside). */
  private inContent = (file: string) => relative(this.contentDir, file).split(sep).join('/');

  /** Whether a saved file is a content file of `key` in the default language (its JSON file, or one of its posts). */
  isContentFile(key: ContentKey): (file: string) => boolean {
    return (file) => holdsContent(key, this.inContent(file));
  }

  /** Whether a saved file is the content file of `key` or a picture it names (the photo, a project's). */
  isContentFileOrPicture(key: ContentKey): (file: string) => boolean {
    return (file) =>
      this.isContentFile(key)(file) ||
      // Vite reports every file of the project: only one in content/ is worth looking up.
      (file.startsWith(`${normalizePath(this.contentDir)}/`) &&
        namedPictures(key, this.last).some((name) => this.path(name) === file));
  }

  /** Whether a saved file is a content file of `key` in any language: its own, or a translation of it. */
  isContentFileInAnyLanguage(key: ContentKey): (file: string) => boolean {
    return (file) => {
      const path = this.inContent(file);
      return (
        holdsContent(key, path) || (!path.startsWith('../') && holdsContent(key, path, path.split('/')[0]))
      );
    };
  }

  /**
   * Whether a saved file is a translation of a content file, <dir>/<tag>/<file>, or of a Markdown
   * entry, <dir>/<tag>/<folder>/<slug>.md (builder/content/overlays.ts).
   */
  isTranslation = (file: string): boolean => {
    const path = this.inContent(file);
    const tag = path.split('/')[0];
    return tag !== '..' && contentKeys.some((key) => holdsContent(key, path, tag));
  };

  /** A content file, a translation of one, or a picture one names. */
  isContentSave = (file: string): boolean =>
    this.isTranslation(file) || contentKeys.some((key) => this.isContentFileOrPicture(key)(file));

  /**
   * For a module made from content/ (the API's answers, the accent's CSS, the font, the photo): a
   * `hotUpdate` hook that, in `npm run dev`, updates it in the same update as the file it is made
   * from, in the page and in the Worker alike. Both are then read again together on the next
   * request, from one snapshot.
   */
  updateWithContent(moduleId: string, madeFrom: (file: string) => boolean): NonNullable<Plugin['hotUpdate']> {
    return function hotUpdate({ file, modules }) {
      if (!madeFrom(normalizePath(file))) return;
      const module = this.environment.moduleGraph.getModuleById(moduleId);
      if (!module || modules.includes(module)) return;
      return [...modules, module];
    };
  }
}
