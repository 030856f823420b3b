/**
 * A LinkedIn export as import-shared/run-import.ts takes a source: its CSV files read, mapped over
 * the owner's files (import.ts), and reported in the CSV's own words: which files it found, the
 * rows it imported and skipped, what it made up, kept and replaced.
 */
import { formatProblemIn } from '../../builder/content/check.ts';
import { contentFileOf, type FileKey, fileKeys } from '../../builder/content/sources.ts';
import { picturesNamedIn } from '../../shared/content-files.ts';
import { localesOf } from '../../shared/locales.ts';
import type { Site } from '../../shared/schema.ts';
import { dataOf, ownerData, whereOf } from '../import-shared/content-folder.ts';
import { listed, noteLine, section } from '../import-shared/report.ts';
import { type Importer, type ImportFacts, sayRemoved, type Written } from '../import-shared/run-import.ts';
import { ExportError, type LinkedInFile, linkedInFiles, readExport } from './archive.ts';
import { CsvError, type CsvTable, parseLinkedInCsv } from './csv.ts';
import { fromLinkedIn } from './import.ts';

/**
 * The importer of the export at `input` (a zip or a folder), or why it cannot be read. Every file
 * is read before anything is decided: all the files that cannot be read are named at once.
 */
export async function readLinkedInExport(input: string, where: string): Promise<Importer | string[]> {
  const exportName = whereOf(input);
  let texts: Map<LinkedInFile, string>;
  try {
    texts = await readExport(input);
  } catch (error) {
    if (!(error instanceof ExportError)) throw error;
    return [`${error.message}. Nothing was written.`];
  }
  const tables = new Map<LinkedInFile, CsvTable>();
  const unreadable: string[] = [];
  for (const [file, text] of texts) {
    try {
      tables.set(file, parseLinkedInCsv(file, text));
    } catch (error) {
      if (!(error instanceof CsvError)) throw error;
      unreadable.push(`  ${error.message}`);
    }
  }
  if (unreadable.length > 0)
    return [`${exportName}: cannot read what it holds; nothing was written to ${where}/:`, ...unreadable];
  // A file with a header and no rows is taken for a partial export, not for a history deleted:
  // its part of content/ stays (a first import writes it empty).
  const emptyFiles = [...tables.values()].filter((table) => table.rows.length === 0).map(({ file }) => file);
  for (const file of emptyFiles) tables.delete(file);
  if (tables.size === 0 && emptyFiles.length === 0)
    return [
      `${exportName} holds none of the files the import reads (${linkedInFiles.join(', ')}): is it LinkedIn's "Get a copy of your data" export? Nothing was written.`,
    ];
  return linkedInImporter(exportName, where, tables, emptyFiles);
}

function linkedInImporter(
  exportName: string,
  where: string,
  tables: Map<LinkedInFile, CsvTable>,
  emptyFiles: LinkedInFile[],
): Importer {
  return {
    name: exportName,
    writes: 'what changed',
    map(owners) {
      const { content, imported, report } = fromLinkedIn(tables, ownerData(owners));
      // What it found and read.
      const rows = linkedInFiles.flatMap((file) => {
        const table = tables.get(file);
        if (!table) return [];
        const skipped = report.skipped.filter(
          (line) => line.startsWith(`${file} `) && line.includes(': skipped,'),
        ).length;
        const count = table.rows.length;
        return [
          `  ${file}: ${imported.get(file) ?? 0} of ${count} row${count === 1 ? '' : 's'} imported${skipped > 0 ? `, ${skipped} skipped` : ''}`,
        ];
      });
      const empty = emptyFiles.map((file) => `  ${file}: no rows after its header, so it is read as missing`);
      const missing = linkedInFiles.filter((file) => !tables.has(file));
      const firstImport = Object.keys(owners).length === 0;
      const notThere =
        missing.length > 0
          ? [
              `  Not in the export, so their part of ${where}/ is ${firstImport ? 'empty' : 'left as it was'}: ${missing.join(', ')}`,
            ]
          : [];
      return {
        content,
        report: { ...report, read: [`Read ${exportName}:`, ...rows, ...empty, ...notThere] },
      };
    },
    lacks: (problems) => [
      `The export lacks what the site needs; nothing was written to ${where}/:`,
      ...problems.map((problem) => `  ${formatProblemIn(where)(problem)}`),
      !tables.has('Email Addresses.csv') && problems.some(({ path }) => path === '$.email')
        ? 'Your e-mail address, which the contact details need, comes from Email Addresses.csv, which this export lacks: import the complete export when LinkedIn sends it (within a day), or one where you ticked "Email addresses" (docs/import-linkedin.md).'
        : 'Add what is missing on LinkedIn and import again (docs/import-linkedin.md).',
    ],
    reportPlan,
    reportWritten,
    translationsAdvice: '',
  };
}

/** What it read, skipped, changed, made up, kept and replaced: all before anything is written. */
function reportPlan({ report, where, content, owners, files, replaced }: ImportFacts) {
  for (const line of report.read) console.log(line);
  section('Skipped, or imported without a value:', report.skipped);
  section(`Changed on the way in (review them in ${where}/):`, report.adjusted);
  section('Not imported, the site has no place for it:', report.notMapped);
  section(
    `Filled in with defaults, since LinkedIn has no place for them (review ${where}/site.json):`,
    report.derived.map(noteLine),
  );
  const { languages, kept } = report.keptSite;
  section('Kept what you wrote, which LinkedIn has no place for:', [
    ...(languages.length > 0
      ? [`site.json ${listed(languages)}: the site stays in ${localesOf(content.site as Site).join(', ')}`]
      : []),
    ...(kept.length > 0 ? [`site.json ${listed(kept)}`] : []),
    ...report.keptInEntries.map(({ file, entry }) => `${file} ${entry}`),
  ]);
  const name = report.anotherOwner;
  if (!name) {
    section(`Replaced what ${where}/ held before (by the export, or gone from it):`, replaced);
    return;
  }
  const named = (data: (key: FileKey) => unknown) =>
    new Set(fileKeys.flatMap((key) => picturesNamedIn(key, data(key) ?? []).map(({ name }) => name)));
  const nowNamed = named((key) => content[key] ?? dataOf(owners[key]));
  const leftPictures = [...named((key) => dataOf(owners[key]))].filter((picture) => !nowNamed.has(picture));
  const replacedFiles = files.filter(({ before }) => before !== undefined).map(({ file }) => file);
  const left = fileKeys
    .filter((key) => owners[key] && content[key] === undefined)
    .map((key) => contentFileOf(key));
  const inFolder = (names: string[]) => names.map((file) => `${where}/${file}`).join(', ');
  section(`Another person's export: ${name}'s site is replaced, nothing of it kept:`, [
    ...(replacedFiles.length > 0 ? [`replaced ${inFolder(replacedFiles)}`] : []),
    ...(left.length > 0 ? [`still ${name}'s, the export has nothing for them: ${inFolder(left)}`] : []),
    ...(leftPictures.length > 0
      ? [
          `left in ${where}/, named by ${name}'s site and by nothing now: ${leftPictures.join(', ')} (delete them unless they are yours)`,
        ]
      : []),
  ]);
}

function reportWritten(facts: ImportFacts & Written) {
  const { changed, where, emptied } = facts;
  console.log(
    `\nWrote ${changed.length} file${changed.length === 1 ? '' : 's'} to ${where}/: ${changed.map(({ file }) => file).join(', ')}`,
  );
  if (emptied.length > 0)
    console.log(`  Written empty, the export has nothing for them: ${emptied.join(', ')}`);
  sayRemoved(facts, 'site');
}
