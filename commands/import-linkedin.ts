/**
 * `npm run import:linkedin -- FILE.zip|FOLDER [--out DIR] [--dry-run]`: turns LinkedIn's "Get a
 * copy of your data" export into the files of content/ (or DIR), and reports which of its files it
 * found, the rows it imported and skipped (in the CSV's words), what it made up, kept and replaced.
 * A file the export lacks leaves its part of content/ as it was. Nothing is written unless every
 * file it would write passes the content schemas; with --dry-run, nothing at all: it shows the
 * change. No network: everything comes from the export (docs/import-linkedin.md). The steps are
 * import-shared/run-import.ts's; the export's part is import-linkedin/adapter.ts.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readLinkedInExport } from './import-linkedin/adapter.ts';
import { whereOf } from './import-shared/content-folder.ts';
import { importArguments, refuse, runImport } from './import-shared/run-import.ts';

/** Runs the command with these arguments (process.argv's after the script); its exit code. */
export async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { ...importArguments, 'dry-run': { type: 'boolean', default: false } },
  });
  if (positionals.length !== 1) {
    console.error('Usage: npm run import:linkedin -- FILE.zip|FOLDER [--out DIR] [--dry-run] [--replace]');
    return 2;
  }
  const outDir = resolve(values.out);
  const importer = await readLinkedInExport(resolve(positionals[0]), whereOf(outDir));
  if (Array.isArray(importer)) return refuse(importer);
  return runImport(importer, { outDir, replace: values.replace, dryRun: values['dry-run'] });
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
