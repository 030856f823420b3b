/**
 * One import, whatever its source (a JSON Resume, a LinkedIn export): read the source, map it over
 * the owner's files (keeping what the owner wrote), refuse what cannot be imported, check every
 * file against its schema, report, write, and run the content check on the result. Each source is
 * an adapter (`Importer`) that reads and maps; what the owner sees is said here, at the same
 * moments for both.
 */
import { access, mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  type ContentProblem,
  checkContentFile,
  formatWarningIn,
  warnContentFile,
} from '../../builder/content/check.ts';
import { ContentFolder, ownersContentDir } from '../../builder/content/content-folder.ts';
import { overlayFolders } from '../../builder/content/overlays.ts';
import {
  contentFileOf,
  contentFilesOf,
  entryFileOf,
  type FileKey,
  fileKeys,
  type MarkdownEntry,
  serializeContent,
  serializeEntry,
} from '../../builder/content/sources.ts';
import {
  type CollectionKey,
  collectionKeys,
  noFileWhenEmpty,
  nounOf,
  picturesNamedIn,
} from '../../shared/content-files.ts';
import { localesOf } from '../../shared/locales.ts';
import type { Site } from '../../shared/schema.ts';
import { inWords, replacementRefused } from './another-owner.ts';
import { checkImported } from './check-imported.ts';
import { dataOf, formatWritten, type OwnerFiles, readOwnerFiles, whereOf } from './content-folder.ts';
import { lineDiff } from './line-diff.ts';
import { replacedOwnerValues } from './replaced.ts';
import type { ImportReport } from './report.ts';

/** Entries of collections an import makes, by collection. */
export type MadeEntries = { [Key in CollectionKey]?: MarkdownEntry[] };

/** What a source gives over the owner's files: its content, by kind, and the report. */
export type Imported = {
  /** The content the source speaks for; a kind it gives nothing of is absent (the owner's stays). */
  content: Partial<Record<FileKey, unknown>>;
  /**
   * Entries of collections it makes (a résumé's publications, as posts): each written unless an
   * entry of that name is there.
   */
  entries?: MadeEntries;
  report: ImportReport;
};

/** A content file the import would write: its text, and the owner's before it. */
export type PlannedFile = {
  key: FileKey;
  file: string;
  text: string;
  /** The owner's, serialized as the import serializes (the formatter may lay the file out otherwise). */
  before?: string;
};

/** What the report speaks of: the import, the owner's files, and what was written and removed. */
export type ImportFacts = Imported & {
  /** The folder as messages name it. */
  where: string;
  owners: OwnerFiles;
  files: PlannedFile[];
  /** The files whose text changes. */
  changed: PlannedFile[];
  /** The owner's values it replaces, each `where/file what`. */
  replaced: string[];
  /** Kinds neither the source nor the folder had, written empty. */
  emptied: string[];
};

/** What writing did beyond the files: another person's translations and entries removed, the entries made written or kept. */
export type Written = {
  removedTranslations: string[];
  /** Another person's entries of each collection, as removed: a folder (`writing/`) or its files. */
  removedEntries: RemovedEntries[];
  /** Each file of an entry it made, and whether the owner's was there and kept. */
  entryFiles: { key: CollectionKey; file: string; kept: boolean }[];
};

export type Importer = {
  /**
   * What "Cannot import …; nothing was written" names: the export, or, for a source whose only
   * refusal of this kind is the owner's unreadable files, "over files that cannot be read".
   */
  name: string;
  /**
   * 'every file': the source stands for the whole site (a résumé), so every file is written, any
   * file that cannot be read is refused first, and the report follows the writing.
   * 'what changed': the source speaks for some files (an export), so only those that change are
   * written, and the report comes first (all that --dry-run shows).
   */
  writes: 'every file' | 'what changed';
  map: (owners: OwnerFiles) => Imported;
  /** What the source lacks, when a file it makes would fail its schema: the lines, to stderr. */
  lacks: (problems: ContentProblem[], where: string) => string[];
  /** The report's lines before writing ('what changed'), and after. */
  reportPlan?: (facts: ImportFacts) => void;
  reportWritten: (facts: ImportFacts & Written) => void;
  /** What to do about translations the imported content no longer fits, after "Correct the translations in …". */
  translationsAdvice: string;
  /** Said when the content check passes over a site with translations. */
  translationsNote?: (folders: string) => string;
};

export type ImportOptions = { outDir: string; replace: boolean; dryRun?: boolean };

/** The arguments every import command takes (node:util parseArgs options): where to write, and --replace. */
export const importArguments = {
  out: { type: 'string', default: ownersContentDir },
  replace: { type: 'boolean', default: false },
} as const;

const mend = ': mend it or remove it, then import again';

/** Runs the import of a source read; the exit code: 0 done (or nothing to do), 1 refused or the check failed. */
export async function runImport(
  importer: Importer,
  { outDir, replace, dryRun = false }: ImportOptions,
): Promise<number> {
  const where = whereOf(outDir);
  const owners = await readOwnerFiles(outDir);
  const { content: given, entries = {}, report } = importer.map(owners);
  // A file the import would merge into (or replace unnamed) but cannot read is the owner's to mend
  // first: what it holds could be neither kept nor listed as replaced.
  const unreadable = (keys: FileKey[]) =>
    keys.flatMap((key) => {
      const owner = owners[key];
      return owner && 'unreadable' in owner
        ? [`${where}/${contentFileOf(key)} ${owner.unreadable}${mend}`]
        : [];
    });
  const cannotImport = (reasons: string[]) =>
    refuse([
      `Cannot import ${importer.name}; nothing was written to ${where}/:`,
      ...reasons.map((reason) => `  ${reason}`),
    ]);
  const everyFile = importer.writes === 'every file';
  if (everyFile && unreadable(fileKeys).length > 0) return cannotImport(unreadable(fileKeys));
  const importedName = String((given.site as { ownerName?: string } | undefined)?.ownerName);
  const refused =
    report.anotherOwner !== undefined &&
    !replace &&
    replacementRefused(dataOf(owners.site) as { ownerName?: unknown }, importedName, where);
  if (refused) return refuse([refused]);
  const errors = [
    ...report.errors,
    ...(everyFile || report.anotherOwner ? [] : unreadable(Object.keys(given) as FileKey[])),
  ];
  if (errors.length > 0) return cannotImport(errors);

  // A kind that neither the source nor the folder has starts empty, so the site has all its files;
  // but for a kind beyond the spec, whose section a page without its file leaves out (talks).
  const none = (key: FileKey) =>
    given[key] === undefined || (Array.isArray(given[key]) && given[key].length === 0);
  const leftOut = fileKeys.filter((key) => noFileWhenEmpty(key) && owners[key] === undefined && none(key));
  const emptied = fileKeys.filter(
    (key) =>
      given[key] === undefined &&
      owners[key] === undefined &&
      key !== 'site' &&
      key !== 'about' &&
      !leftOut.includes(key),
  );
  const content = {
    ...Object.fromEntries(Object.entries(given).filter(([key]) => !leftOut.includes(key as FileKey))),
    ...Object.fromEntries(emptied.map((key) => [key, []])),
  } as typeof given;
  const files = fileKeys
    .filter((key) => content[key] !== undefined)
    .map((key) => {
      const before = dataOf(owners[key]);
      return {
        key,
        file: contentFileOf(key),
        text: serializeContent(key, content[key], { contentDir: outDir }),
        before: before === undefined ? undefined : serializeContent(key, before, { contentDir: outDir }),
      };
    });
  const problems = files.flatMap(({ key, text }) => checkContentFile(key, text));
  if (problems.length > 0) return refuse(importer.lacks(problems, where));
  const changed = files.filter(({ text, before }) => text !== before);
  const facts: ImportFacts = {
    content,
    entries,
    report,
    where,
    owners,
    files,
    changed,
    replaced: changed.flatMap(({ key, file }) =>
      replacedOwnerValues(dataOf(owners[key]), content[key]).map((line) => `${where}/${file} ${line}`),
    ),
    emptied: emptied.map((key) => contentFileOf(key)),
  };

  if (!everyFile) {
    importer.reportPlan?.(facts);
    if (changed.length === 0) {
      console.log(`\nNothing changed: ${where}/ already holds what this export gives.`);
      return 0;
    }
    if (dryRun) return showDryRun(facts, outDir);
  }
  const written = await write(everyFile ? files : changed, entries, facts, outDir);
  importer.reportWritten({ ...facts, ...written });

  // The content check on the result, translations included: what the page will not show of what
  // was imported (e.g. a second degree), each language's untranslated fields, and a translation
  // that no longer fits the new content, as check:content says them.
  const checked = await checkImported(outDir, where);
  const folders = overlayFolders(outDir)
    .map((tag) => `${where}/${tag}/`)
    .join(', ');
  if (checked.length > 0) {
    if (folders)
      console.error(
        `Correct the translations in ${folders} to fit the imported content${importer.translationsAdvice}, and run npm run check:content.`,
      );
    return 1;
  }
  if (folders && importer.translationsNote) console.log(`\n${importer.translationsNote(folders)}`);
  const site = (content.site ?? dataOf(owners.site)) as Site;
  console.log(`\nContent check passed: ${where}/ in ${localesOf(site).join(', ')}`);
  return 0;
}

/** Says why nothing was imported (to stderr); the exit code, 1. */
export function refuse(lines: string[]): number {
  for (const line of lines) console.error(line);
  return 1;
}

type RemovedEntries = { key: CollectionKey; paths: string[] };

/**
 * Another person's entries of every collection (their posts, their case studies): they speak for
 * the site replaced, and the sample's must not be published under a new owner's name. A
 * collection's folder goes whole, unless a file of the old site keeps pictures in it (the cards
 * of projects.json theirs in projects/): then its entries alone, and the pictures are listed with
 * the old site's others.
 */
function anotherOwnersEntries(outDir: string, owners: OwnerFiles): RemovedEntries[] {
  const folder = new ContentFolder(outDir);
  const pictures = fileKeys.flatMap((key) =>
    picturesNamedIn(key, dataOf(owners[key]) ?? []).map(({ name }) => name),
  );
  return collectionKeys.flatMap((key) => {
    const entries = contentFilesOf(key, folder);
    if (entries.length === 0) return [];
    const place = `${contentFileOf(key)}/`;
    return [{ key, paths: pictures.some((name) => name.startsWith(place)) ? entries : [place] }];
  });
}

const removedOf = (removed: RemovedEntries[], where: string) =>
  removed.flatMap(({ paths }) => paths.map((path) => `${where}/${path}`)).join(', ');

/** --dry-run: what would be written and removed, what the check would warn of, and each file's diff. */
function showDryRun({ changed, report, where, owners }: ImportFacts, outDir: string): number {
  console.log(
    `\n--dry-run: would write ${changed.length} file${changed.length === 1 ? '' : 's'} to ${where}/ (nothing was written):`,
  );
  // What would go first: the diffs below can be long.
  const translations = report.anotherOwner ? overlayFolders(outDir) : [];
  const entries = report.anotherOwner ? anotherOwnersEntries(outDir, owners) : [];
  if (translations.length + entries.length > 0)
    console.log(
      `Would remove ${report.anotherOwner}'s ${inWords(['translations', ...entries.map(({ key }) => nounOf(key).many)])}: ${[
        ...translations.map((folder) => `${where}/${folder}/`),
        removedOf(entries, where),
      ]
        .filter(Boolean)
        .join(', ')}`,
    );
  // What the page would not show of it, as the check would warn after writing.
  const warnings = changed.flatMap(({ key, text }) => warnContentFile(key, text));
  if (warnings.length > 0) console.log(`The content check would warn:`);
  for (const warning of warnings) console.log(`  ${formatWarningIn(where)(warning)}`);
  for (const { file, text, before } of changed)
    console.log(`\n${lineDiff(`${where}/${file}`, before, text)}`);
  return 0;
}

/** Writes the files and entries; another person's translations and entries go with their site. */
async function write(
  files: PlannedFile[],
  entries: MadeEntries,
  { report: { anotherOwner }, owners }: ImportFacts,
  outDir: string,
): Promise<Written> {
  const exists = (path: string) =>
    access(join(outDir, path)).then(
      () => true,
      () => false,
    );
  await mkdir(outDir, { recursive: true });
  // Their translations translate, and their entries speak for, the site replaced: the sample's must
  // not be published under a new owner's name.
  const removedTranslations = anotherOwner ? overlayFolders(outDir) : [];
  for (const tag of removedTranslations) await rm(join(outDir, tag), { recursive: true });
  const removedEntries = anotherOwner ? anotherOwnersEntries(outDir, owners) : [];
  for (const path of removedEntries.flatMap(({ paths }) => paths))
    await rm(join(outDir, path), { recursive: true });
  for (const { file, text } of files) await writeFile(join(outDir, file), text);
  await formatWritten(
    outDir,
    files.map(({ file }) => join(outDir, file)),
  );
  // An entry is written unless one of that name is there: an owner's post is never replaced.
  const entryFiles = await Promise.all(
    collectionKeys.flatMap((key) =>
      (entries[key] ?? []).map(async (entry) => {
        const file = entryFileOf(key, entry.slug);
        const kept = await exists(file);
        if (!kept) {
          await mkdir(dirname(join(outDir, file)), { recursive: true });
          await writeFile(join(outDir, file), serializeEntry(entry));
        }
        return { key, file, kept };
      }),
    ),
  );
  return { removedTranslations, removedEntries, entryFiles };
}

/**
 * Says what writing removed of another person's site: its entries (posts, case studies), and its
 * translations (of their `whose`: "résumé", "site"), then `advice`.
 */
export function sayRemoved(
  { report, where, removedEntries, removedTranslations }: ImportFacts & Written,
  whose: string,
  advice = '',
): void {
  if (removedEntries.length > 0)
    console.log(
      `  Removed the ${inWords(removedEntries.map(({ key }) => nounOf(key).many))} of ${report.anotherOwner}'s site it replaced: ${removedOf(removedEntries, where)}.`,
    );
  if (removedTranslations.length > 0)
    console.log(
      `  Removed the translations of ${report.anotherOwner}'s ${whose} it replaced: ${removedTranslations.map((tag) => `${where}/${tag}/`).join(', ')}.${advice}`,
    );
}
