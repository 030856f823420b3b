/**
 * `npm run import:jsonresume -- FILE [--out DIR]`: turns a JSON Resume (v1.0.0) document into the
 * files of content/ (or DIR), and lists what it could not carry over and which site fields it
 * made up. Nothing is written unless every file it would write passes the content schemas. Over
 * the owner's own content it keeps what JSON Resume has no place for (commands/import-shared/:
 * the site's languages, photo, theme and own words, a project's picture) and names every value of
 * theirs it replaces; then it runs the content check, translations included. The steps are
 * import-shared/run-import.ts's; the résumé's part is import-jsonresume/adapter.ts.
 * With `--locale TAG`, the résumé is a translation: it becomes the overlay content/TAG/
 * (commands/import-jsonresume/translation.ts).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { jsonResumeImporter, readResume } from './import-jsonresume/adapter.ts';
import { importTranslation } from './import-jsonresume/translation.ts';
import { formatWritten, whereOf } from './import-shared/content-folder.ts';
import { importArguments, refuse, runImport } from './import-shared/run-import.ts';

/** Runs the command with these arguments (process.argv's after the script); its exit code. */
export async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { ...importArguments, locale: { type: 'string' } },
  });
  if (positionals.length !== 1) {
    console.error('Usage: npm run import:jsonresume -- [--locale TAG] FILE [--out DIR] [--replace]');
    return 2;
  }
  const outDir = resolve(values.out);
  const resume = await readResume(resolve(positionals[0]));
  if (Array.isArray(resume)) return refuse(resume);
  if (values.locale === undefined)
    return runImport(jsonResumeImporter(resume), { outDir, replace: values.replace });
  // Every message names the files as they would be written, in --out's directory when given.
  return importTranslation({
    resume,
    tag: values.locale,
    dir: outDir,
    where: whereOf(outDir),
    format: (written) => formatWritten(outDir, written),
  });
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
