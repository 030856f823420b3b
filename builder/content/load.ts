/**
 * Reads content/ in Node (the build, the dev server, the owner's commands, the tests) through one
 * snapshot (./content-folder.ts); the Worker bundles what the build made of it instead.
 */
import {
  absentContent,
  type Content,
  type ContentKey,
  contentFiles,
  entriesNamedIn,
  isRequired,
  picturesNamedIn,
} from '../../shared/content-files.ts';
import { type ContentProblem, checkContentFile, warnContentFile } from './check.ts';
import {
  absentKinds,
  type ContentFolder,
  type ContentFrom,
  contentFileOf,
  contentFolderOf,
} from './content-folder.ts';
import { checkFolderKind } from './markdown-folder.ts';
import {
  absentKindTranslations,
  checkOverlays,
  type LocalizedContent,
  localizeContent,
  localizedFile,
  overlayFolders,
  readOverlayFile,
  untranslatedWarnings,
} from './overlays.ts';
import { pictureProblem } from './picture-check.ts';
import { dataPathIn, type FileKey, fileKeys, isFileKey, parseContent } from './sources.ts';

export { absentKinds, type ContentFrom, contentDir, saveSettleMs } from './content-folder.ts';

const contentKeys = Object.keys(contentFiles) as ContentKey[];

/** A value made on first use, then kept; one that throws is made again when next asked for. */
export function lazily<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}

/**
 * What is read of a snapshot whatever the build makes of it: its content, its translations, its
 * problems. Each is made when first asked for, then kept with the snapshot; all else a build makes
 * is the build's model (builder/build-model.ts).
 */
const readOf = (folder: ContentFolder) =>
  folder.once('content', () => {
    const content = lazily(
      () => Object.fromEntries(contentKeys.map((key) => [key, loadContentFile(key, folder)])) as Content,
    );
    return {
      content,
      localized: lazily(() => localizeContent(content(), folder)),
      problems: lazily(() => problemsOf(folder)),
    };
  });

export function loadContent(from?: ContentFrom): Content {
  return readOf(contentFolderOf(from)).content();
}

/** The content in every language of site.json (builder/content/overlays.ts), parsed (not checked). */
export function loadLocalizedContent(from?: ContentFrom): LocalizedContent {
  return readOf(contentFolderOf(from)).localized();
}

/**
 * One content kind in the default language, parsed (not checked): an absent kind's empty content
 * (shared/content-files.ts `absentContent`); throws when a required file (site.json) is missing.
 */
export function loadContentFile<Key extends ContentKey>(key: Key, from?: ContentFrom): Content[Key] {
  const data = contentFolderOf(from).data(key);
  if (data !== undefined) return data as Content[Key];
  if (isRequired(key)) throw new Error(`content/${contentFileOf(key)} is missing`);
  return absentContent(key);
}

/**
 * The line `npm run check:content` and the build print for the kinds with no file (none when every
 * kind has one): informational, since nothing fails, but a misnamed file would otherwise vanish
 * from the page unexplained.
 */
export function absentKindsLine(from?: ContentFrom): string | undefined {
  // A file a command writes (github.json) is absent by choice, not misnamed.
  const files = absentKinds(from)
    .filter((key) => !('writtenBy' in contentFiles[key]))
    .map((key) => contentFileOf(key));
  return files.length > 0
    ? `Not there, so left out of the page: ${files.join(', ')} (add one to show it)`
    : undefined;
}

/** Checks every content file: each problem of each file, a missing required file (site.json) included. */
export function checkAllContent(from?: ContentFrom): Promise<ContentProblem[]> {
  return readOf(contentFolderOf(from)).problems();
}

async function problemsOf(folder: ContentFolder): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = [];
  for (const key of contentKeys) {
    // A folder of posts is checked file by file, each translation's with it.
    if (!isFileKey(key)) {
      problems.push(...(await checkFolderKind(key, folder, overlayFolders(folder))));
      continue;
    }
    const file = contentFileOf(key);
    const raw = folder.text(file);
    // Any other kind may be absent: it is empty, and the page leaves it out.
    if (raw === undefined && isRequired(key)) problems.push({ file, path: '$', reason: 'file is missing' });
    else if (raw !== undefined)
      problems.push(
        ...checkContentFile(key, raw),
        ...(await missingFiles(key, raw, folder)),
        ...missingEntries(key, raw, folder),
      );
  }
  // The translations are checked against a default that checks out.
  if (problems.length > 0) return problems;
  const overlays = checkOverlays(folder);
  if (overlays.length > 0) return overlays;
  // A picture a translation names instead of the default's must be there too.
  for (const tag of overlayFolders(folder))
    for (const key of fileKeys) {
      const overlay = readOverlayFile(folder, tag, key);
      // A translation of an absent kind shows nothing: a warning says so (warnAllContent).
      if (overlay === undefined || folder.data(key) === undefined) continue;
      const merged = JSON.stringify(localizedFile(key, loadContentFile(key, folder), overlay));
      const file = contentFileOf(key, tag);
      const start = dataPathIn(key, folder.text(file));
      problems.push(
        ...(await missingFiles(key, merged, folder)).map((problem) => ({
          ...problem,
          file,
          path: start + problem.path.slice(1),
        })),
      );
    }
  return problems;
}

/** The pictures content/<key's file> names now (none if it cannot be read), by their names in content/. */
export function namedPictures(key: ContentKey, from?: ContentFrom): string[] {
  // Asked on every save in `npm run dev`: a file whose fields name no pictures is not read.
  if (!('pictures' in contentFiles[key])) return [];
  try {
    return picturesNamedIn(key, loadContentFile(key, from)).map(({ name }) => name);
  } catch {
    return [];
  }
}

/** A valid file may still name an entry of a collection that has no file (a project's case study). */
function missingEntries(key: FileKey, raw: string, folder: ContentFolder): ContentProblem[] {
  if (checkContentFile(key, raw).length > 0) return [];
  const start = dataPathIn(key, raw);
  return entriesNamedIn(key, parseContent(key, raw)).flatMap(({ path, collection, slug }) => {
    let entries: { slug: string }[];
    try {
      entries = (folder.data(collection) ?? []) as { slug: string }[];
    } catch {
      return []; // An entry that cannot be read: the collection's own check names it.
    }
    if (entries.some((entry) => entry.slug === slug)) return [];
    const file = `content/${contentFileOf(collection)}/${slug}.md`;
    return [
      {
        file: contentFileOf(key),
        path: start + path.slice(1),
        reason: `names ${file}, which does not exist: add the file, or correct the name`,
      },
    ];
  });
}

/** A valid file may still name an image that is not there, or is not an image. */
async function missingFiles(key: FileKey, raw: string, from: ContentFrom): Promise<ContentProblem[]> {
  if (checkContentFile(key, raw).length > 0) return [];
  const folder = contentFolderOf(from);
  const problems: ContentProblem[] = [];
  const start = dataPathIn(key, raw);
  for (const { path, name } of picturesNamedIn(key, parseContent(key, raw))) {
    const reason = await pictureProblem(folder, name);
    if (reason) problems.push({ file: contentFileOf(key), path: start + path.slice(1), reason });
  }
  return problems;
}

/** Warnings for every content file that exists and is valid: what the page will not show. */
export async function warnAllContent(from?: ContentFrom): Promise<ContentProblem[]> {
  const folder = contentFolderOf(from);
  const warnings: ContentProblem[] = [];
  for (const key of fileKeys) {
    const raw = folder.text(contentFileOf(key));
    if (raw !== undefined) warnings.push(...warnContentFile(key, raw));
  }
  warnings.push(...absentKindTranslations(folder));
  // Each translation's untranslated fields, summed per language, once the translations fit the
  // default (checkOverlays reads no image, unlike checkAllContent, which every caller runs itself).
  try {
    if (checkOverlays(folder).length === 0)
      warnings.push(...untranslatedWarnings(folder, loadContent(folder)));
  } catch {
    // A file that is not JSON, or is missing: the content check says so.
  }
  return warnings;
}
