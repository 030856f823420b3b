/**
 * `npm run import:linkedin -- FILE.zip|FOLDER [--out DIR] [--dry-run]`: turns LinkedIn's "Get a
 * copy of your data" export into the files of content/ (or DIR), and reports which of its files it
 * found, the rows it imported and skipped (in the CSV's words), what it made up, kept and replaced.
 * A file the export lacks leaves its part of content/ as it was. Nothing is written unless every
 * file it would write passes the content schemas; with --dry-run, nothing at all: it shows the
 * change. No network: everything comes from the export (docs/import-linkedin.md).
 */
import { existsSync } from 'node:fs';
import { access, mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  checkContentFile,
  formatProblemIn,
  formatWarningIn,
  warnContentFile,
} from '../builder/content/check.ts';
import { ownersContentDir } from '../builder/content/content-folder.ts';
import { overlayFolders } from '../builder/content/overlays.ts';
import {
  contentFileOf,
  type FileKey,
  fileKeys,
  postFileOf,
  serializeContent,
} from '../builder/content/sources.ts';
import { picturesNamedIn } from '../shared/content-files.ts';
import { localesOf } from '../shared/locales.ts';
import type { Site } from '../shared/schema.ts';
import { ExportError, type LinkedInFile, linkedInFiles, readExport } from './import-linkedin/archive.ts';
import { CsvError, type CsvTable, parseLinkedInCsv } from './import-linkedin/csv.ts';
import { fromLinkedIn } from './import-linkedin/import.ts';
import { replacementRefused } from './import-shared/another-owner.ts';
import { checkImported } from './import-shared/check-imported.ts';
import { dataOf, formatWritten, readOwnerFiles, whereOf } from './import-shared/content-folder.ts';
import { lineDiff } from './import-shared/line-diff.ts';
import { replacedOwnerValues } from './import-shared/replaced.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string', default: ownersContentDir },
    'dry-run': { type: 'boolean', default: false },
    replace: { type: 'boolean', default: false },
  },
});
if (positionals.length !== 1) {
  console.error('Usage: npm run import:linkedin -- FILE.zip|FOLDER [--out DIR] [--dry-run] [--replace]');
  process.exit(2);
}
const input = resolve(positionals[0]);
const outDir = resolve(values.out);
const dryRun = values['dry-run'];
const where = whereOf(outDir);
const exportName = whereOf(input);

let texts: Map<LinkedInFile, string>;
try {
  texts = await readExport(input);
} catch (error) {
  if (!(error instanceof ExportError)) throw error;
  console.error(`${error.message}. Nothing was written.`);
  process.exit(1);
}

// Every file is read before anything is decided: all the files that cannot be read are named at once.
const tables = new Map<LinkedInFile, CsvTable>();
const unreadable: string[] = [];
for (const [file, text] of texts) {
  try {
    tables.set(file, parseLinkedInCsv(file, text));
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    unreadable.push(error.message);
  }
}
if (unreadable.length > 0) {
  console.error(`${exportName}: cannot read what it holds; nothing was written to ${where}/:`);
  for (const message of unreadable) console.error(`  ${message}`);
  process.exit(1);
}
// A file with a header and no rows is taken for a partial export, not for a history deleted:
// its part of content/ stays (a first import writes it empty).
const emptyFiles = [...tables.values()].filter((table) => table.rows.length === 0).map(({ file }) => file);
for (const file of emptyFiles) tables.delete(file);
if (tables.size === 0 && emptyFiles.length === 0) {
  console.error(
    `${exportName} holds none of the files the import reads (${linkedInFiles.join(', ')}): is it LinkedIn's "Get a copy of your data" export? Nothing was written.`,
  );
  process.exit(1);
}

const owners = await readOwnerFiles(outDir);
const result = fromLinkedIn(
  tables,
  Object.fromEntries(Object.entries(owners).map(([key, file]) => [key, dataOf(file)])),
);
const refused =
  result.anotherOwner !== undefined &&
  !values.replace &&
  replacementRefused(
    dataOf(owners.site) as { ownerName?: unknown; siteUrl?: unknown },
    String((result.content.site as { ownerName?: string } | undefined)?.ownerName),
    where,
  );
if (refused) {
  console.error(refused);
  process.exit(1);
}
// A file the import must merge into (or keep) but cannot read is the owner's to mend first.
for (const key of Object.keys(result.content) as FileKey[]) {
  const owner = owners[key];
  if (owner && 'unreadable' in owner && !result.anotherOwner)
    result.errors.push(
      `${where}/${contentFileOf(key)} ${owner.unreadable}: mend it or remove it, then import again`,
    );
}
if (result.errors.length > 0) {
  console.error(`Cannot import ${exportName}; nothing was written to ${where}/:`);
  for (const error of result.errors) console.error(`  ${error}`);
  process.exit(1);
}

// A kind that neither the export nor the folder has starts empty, so the site has all its files.
const firstImport = Object.keys(owners).length === 0;
const emptied: string[] = [];
for (const key of fileKeys)
  if (result.content[key] === undefined && owners[key] === undefined && key !== 'site' && key !== 'about') {
    result.content[key] = [];
    emptied.push(contentFileOf(key));
  }

const files = (Object.keys(result.content) as FileKey[])
  .sort((a, b) => fileKeys.indexOf(a) - fileKeys.indexOf(b))
  .map((key) => {
    const before = dataOf(owners[key]);
    return {
      key,
      file: contentFileOf(key),
      text: serializeContent(key, result.content[key], { contentDir: outDir }),
      // Compared as serialized, never as the file's text: the formatter may lay it out otherwise.
      before: before === undefined ? undefined : serializeContent(key, before, { contentDir: outDir }),
      replaced: replacedOwnerValues(before, result.content[key]),
    };
  });
const problems = files.flatMap(({ key, text }) => checkContentFile(key, text));
if (problems.length > 0) {
  console.error(`The export lacks what the site needs; nothing was written to ${where}/:`);
  for (const problem of problems) console.error(`  ${formatProblemIn(where)(problem)}`);
  if (!tables.has('Email Addresses.csv') && problems.some(({ path }) => path === '$.email')) {
    console.error(
      'Your e-mail address, which the contact details need, comes from Email Addresses.csv, which this export lacks: import the complete export when LinkedIn sends it (within a day), or one where you ticked "Email addresses" (docs/import-linkedin.md).',
    );
    process.exit(1);
  }
  console.error('Add what is missing on LinkedIn and import again (docs/import-linkedin.md).');
  process.exit(1);
}
const changed = files.filter(({ text, before }) => text !== before);

// What it found and read.
console.log(`Read ${exportName}:`);
for (const file of linkedInFiles) {
  const table = tables.get(file);
  if (!table) continue;
  const imported = result.imported.get(file) ?? 0;
  const skipped = result.skipped.filter(
    (line) => line.startsWith(`${file} `) && line.includes(': skipped,'),
  ).length;
  console.log(
    `  ${file}: ${imported} of ${table.rows.length} row${table.rows.length === 1 ? '' : 's'} imported${skipped > 0 ? `, ${skipped} skipped` : ''}`,
  );
}
for (const file of emptyFiles) console.log(`  ${file}: no rows after its header, so it is read as missing`);
const missing = linkedInFiles.filter((file) => !tables.has(file));
if (missing.length > 0)
  console.log(
    `  Not in the export, so their part of ${where}/ is ${firstImport ? 'empty' : 'left as it was'}: ${missing.join(', ')}`,
  );
const section = (title: string, lines: string[]) => {
  if (lines.length === 0) return;
  console.log(`\n${title}`);
  for (const line of lines) console.log(`  ${line}`);
};
section('Skipped, or imported without a value:', result.skipped);
section(`Changed on the way in (review them in ${where}/):`, result.adjusted);
section('Not imported, the site has no place for it:', result.notMapped);
section(
  `Filled in with defaults, since LinkedIn has no place for them (review ${where}/site.json):`,
  result.derived.map(({ path, note }) => `${path}: ${note}`),
);
const listed = (fields: string[]) => new Intl.ListFormat('en').format(fields.map((field) => `"${field}"`));
section('Kept what you wrote, which LinkedIn has no place for:', [
  ...(result.keptSite.languages.length > 0
    ? [
        `site.json ${listed(result.keptSite.languages)}: the site stays in ${localesOf(result.content.site as Site).join(', ')}`,
      ]
    : []),
  ...(result.keptSite.kept.length > 0 ? [`site.json ${listed(result.keptSite.kept)}`] : []),
  ...result.keptInEntries,
]);
if (result.anotherOwner) {
  const named = (data: (key: FileKey) => unknown) =>
    new Set(fileKeys.flatMap((key) => picturesNamedIn(key, data(key) ?? []).map(({ name }) => name)));
  const nowNamed = named((key) => result.content[key] ?? dataOf(owners[key]));
  const leftPictures = [...named((key) => dataOf(owners[key]))].filter((name) => !nowNamed.has(name));
  const replacedFiles = files.filter(({ before }) => before !== undefined).map(({ file }) => file);
  const left = fileKeys
    .filter((key) => owners[key] && result.content[key] === undefined)
    .map((key) => contentFileOf(key));
  section(`Another person's export: ${result.anotherOwner}'s site is replaced, nothing of it kept:`, [
    ...(replacedFiles.length > 0
      ? [`replaced ${replacedFiles.map((file) => `${where}/${file}`).join(', ')}`]
      : []),
    ...(left.length > 0
      ? [
          `still ${result.anotherOwner}'s, the export has nothing for them: ${left.map((file) => `${where}/${file}`).join(', ')}`,
        ]
      : []),
    ...(leftPictures.length > 0
      ? [
          `left in ${where}/, named by ${result.anotherOwner}'s site and by nothing now: ${leftPictures.join(', ')} (delete them unless they are yours)`,
        ]
      : []),
  ]);
} else
  section(
    `Replaced what ${where}/ held before (by the export, or gone from it):`,
    changed.flatMap(({ file, replaced }) => replaced.map((line) => `${where}/${file} ${line}`)),
  );

if (changed.length === 0) {
  console.log(`\nNothing changed: ${where}/ already holds what this export gives.`);
  process.exit(0);
}
if (dryRun) {
  console.log(
    `\n--dry-run: would write ${changed.length} file${changed.length === 1 ? '' : 's'} to ${where}/ (nothing was written):`,
  );
  // What would go first: the diffs below can be long.
  const translations = result.anotherOwner ? overlayFolders(outDir) : [];
  const posts = result.anotherOwner !== undefined && existsSync(join(outDir, dirname(postFileOf('_'))));
  const removed = [...translations, ...(posts ? [dirname(postFileOf('_'))] : [])];
  if (removed.length > 0)
    console.log(
      `Would remove ${result.anotherOwner}'s translations and posts: ${removed.map((folder) => `${where}/${folder}/`).join(', ')}`,
    );
  // What the page would not show of it, as the check would warn after writing.
  const warnings = changed.flatMap(({ key, text }) => warnContentFile(key, text));
  if (warnings.length > 0) console.log(`The content check would warn:`);
  for (const warning of warnings) console.log(`  ${formatWarningIn(where)(warning)}`);
  for (const { file, text, before } of changed)
    console.log(`\n${lineDiff(`${where}/${file}`, before, text)}`);
  process.exit(0);
}

await mkdir(outDir, { recursive: true });
// Another person's site: its translations and posts translate and speak for them, so they go, as with import:jsonresume.
const removedTranslations = result.anotherOwner ? overlayFolders(outDir) : [];
for (const tag of removedTranslations) await rm(join(outDir, tag), { recursive: true });
const postsFolder = join(outDir, dirname(postFileOf('_')));
const removedPosts =
  result.anotherOwner !== undefined &&
  (await access(postsFolder).then(
    () => true,
    () => false,
  ));
if (removedPosts) await rm(postsFolder, { recursive: true });
for (const { file, text } of changed) await writeFile(join(outDir, file), text);
await formatWritten(
  outDir,
  changed.map(({ file }) => join(outDir, file)),
);

console.log(
  `\nWrote ${changed.length} file${changed.length === 1 ? '' : 's'} to ${where}/: ${changed.map(({ file }) => file).join(', ')}`,
);
if (emptied.length > 0)
  console.log(`  Written empty, the export has nothing for them: ${emptied.join(', ')}`);
if (removedPosts)
  console.log(
    `  Removed the posts of ${result.anotherOwner}'s site it replaced: ${where}/${dirname(postFileOf('_'))}/.`,
  );
if (removedTranslations.length > 0)
  console.log(
    `  Removed the translations of ${result.anotherOwner}'s site it replaced: ${removedTranslations.map((tag) => `${where}/${tag}/`).join(', ')}.`,
  );

// The content check on the result, translations included, as check:content says it.
const checked = await checkImported(outDir, where);
if (checked.length > 0) {
  const translations = overlayFolders(outDir);
  if (translations.length > 0)
    console.error(
      `Correct the translations in ${translations.map((tag) => `${where}/${tag}/`).join(', ')} to fit the imported content, and run npm run check:content.`,
    );
  process.exit(1);
}
console.log(
  `\nContent check passed: ${where}/ in ${localesOf((result.content.site ?? dataOf(owners.site)) as Site).join(', ')}`,
);
