/**
 * `npm run import:jsonresume -- --locale TAG FILE [--out DIR]`: a translated JSON Resume becomes
 * the overlay DIR/<TAG>/ (content/ by default), holding only what differs from the default
 * language's content in DIR, and TAG joins site.json's `locales`.
 * Nothing is written when the résumé has an entry or field the default lacks, or when a file would
 * fail its schema; once written, the content check runs on the result.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ContentProblem, checkContentFile, formatProblemIn } from '../../builder/content/check.ts';
import { absentKinds, loadContent } from '../../builder/content/load.ts';
import { localizedFile, readOverlayFile } from '../../builder/content/overlays.ts';
import {
  contentFileOf,
  type FileKey,
  fileKeys,
  isFileKey,
  serializeContent,
  writtenDataPath,
} from '../../builder/content/sources.ts';
import type { JsonResume } from '../../builder/json-resume/types.ts';
import { type Content, type ContentKey, contentFiles, isRequired } from '../../shared/content-files.ts';
import { defaultLocaleOf } from '../../shared/locales.ts';
import { languageTag } from '../../shared/schema.ts';
import { builtInTexts, resolveTexts, type Texts } from '../../shared/texts/index.ts';
import { checkImported } from '../import-shared/check-imported.ts';
import { derivedSiteFields, fromJsonResume } from './import.ts';
import { translationOverlay, withLocale } from './translation-overlay.ts';

// The JSON files: a résumé translates no post.
const contentKeys = fileKeys;

type Options = {
  resume: JsonResume;
  tag: string;
  /** The content folder: the default language's files, and the overlay's folder in it. */
  dir: string;
  /** `dir` as messages name it. */
  where: string;
  /** Formats the files written, as the default import does. */
  format: (files: string[]) => Promise<void>;
};

/** Imports the translation and reports; the exit code. */
export async function importTranslation({ resume, tag, dir, where, format }: Options): Promise<number> {
  const defaultProblems = await Promise.all(
    contentKeys.map(async (key) => {
      const raw = await readFile(join(dir, contentFileOf(key)), 'utf8').catch(() => null);
      // A kind the site has no file of is absent, and left out of the translation too (below).
      if (raw === null)
        return isRequired(key) ? [{ file: contentFileOf(key), path: '$', reason: 'file is missing' }] : [];
      return checkContentFile(key, raw);
    }),
  );
  if (defaultProblems.flat().length > 0) {
    console.error(
      `A translation is imported against the default language's content, and ${where}/ fails its check:`,
    );
    for (const problem of defaultProblems.flat()) console.error(`  ${formatProblemIn(where)(problem)}`);
    console.error('Import the default résumé first (without --locale), or correct these files.');
    return 1;
  }
  const base = loadContent(dir);
  const defaultLocale = defaultLocaleOf(base.site);

  const tagCheck = languageTag.safeParse(tag);
  if (!tagCheck.success) {
    const canonical = (() => {
      try {
        return Intl.getCanonicalLocales(tag)[0];
      } catch {
        return undefined;
      }
    })();
    console.error(`--locale ${JSON.stringify(tag)} ${tagCheck.error.issues[0].message}.`);
    if (canonical) console.error(`Did you mean "${canonical}"?`);
    console.error('Nothing was written.');
    return 1;
  }
  if (tag === defaultLocale) {
    console.error(
      `--locale "${tag}" is the default language, the content of ${where}/ itself (site.json "locale"): import its résumé without --locale. Nothing was written.`,
    );
    return 1;
  }

  let existing: Partial<Record<ContentKey, unknown>>;
  try {
    existing = Object.fromEntries(contentKeys.map((key) => [key, readOverlayFile(dir, tag, key)]));
  } catch (error) {
    console.error(`Cannot read the translation already in ${where}/${tag}/: ${(error as Error).message}`);
    return 1;
  }

  // A language the site has no fixed texts for (or a mistyped tag) would fail the build: said now,
  // before any file is written, rather than by the check afterwards.
  const site = existing.site as { texts?: Partial<Texts> } | undefined;
  const { missing } = resolveTexts(tag, site?.texts);
  if (missing.length > 0) {
    console.error(
      `--locale "${tag}": the site has no built-in fixed texts for it (it has them for ${Object.keys(builtInTexts).join(', ')}), and ${where}/${tag}/site.json does not give them under "texts". Is the tag right? For another language, add its ${missing.length} missing texts (the keys of shared/texts/en.ts) to ${where}/${tag}/site.json under "texts", and run again. Nothing was written.`,
    );
    return 1;
  }

  const { content: fromResume, notMapped, adjusted } = fromJsonResume(resume);
  // A résumé holds no GitHub snapshot, nor entries of a collection but its publications (posts):
  // the default's stand, so there is nothing of them to translate.
  const imported = { ...base, ...fromResume };
  // What the résumé gives of a kind the site has no file of has nothing to translate: no page shows it.
  const absent = absentKinds(dir).filter(isFileKey);
  const leftOut = absent.filter((key) => JSON.stringify(imported[key]) !== JSON.stringify(base[key]));
  const translated = { ...imported, ...Object.fromEntries(absent.map((key) => [key, base[key]])) };
  const { files, extras, unusual } = translationOverlay(tag, base, translated, existing);
  const named = formatProblemIn(where);
  if (extras.length > 0) {
    console.error(
      `The résumé has entries or fields the default language's content does not; nothing was written to ${where}/${tag}/:`,
    );
    for (const problem of extras) console.error(`  ${named(problem)}`);
    console.error(
      "A translation matches the default's entries by position: give the résumé the same entries, in the same order, as the default language's résumé (add an entry to the default language first), and run again.",
    );
    return 1;
  }
  const written = contentKeys.filter((key) => files[key] !== undefined);
  if (written.length === 0) {
    console.error(
      `Nothing in the résumé differs from the default language's content in ${where}/: nothing was written. Is it the translated résumé?`,
    );
    return 1;
  }
  // A translated date or link must still be one: the language's whole files, checked before writing.
  const invalid: ContentProblem[] = written.flatMap((key) =>
    checkContentFile(key, JSON.stringify(localizedFile(key, base[key], files[key]))).map((problem) => ({
      ...problem,
      file: `${tag}/${problem.file}`,
      path: writtenDataPath(key as FileKey) + problem.path.slice(1),
    })),
  );
  if (invalid.length > 0) {
    console.error(
      `The translation would not pass the content check; nothing was written to ${where}/${tag}/:`,
    );
    for (const problem of invalid) console.error(`  ${named(problem)}`);
    return 1;
  }

  await mkdir(join(dir, tag), { recursive: true });
  const paths = written.map((key) => join(dir, contentFileOf(key, tag)));
  for (const [index, key] of written.entries())
    await writeFile(paths[index], serializeContent(key, files[key], { contentDir: dir, tag }));
  const siteFile = join(dir, contentFileOf('site'));
  const listed = base.site.locales?.includes(tag) ?? false;
  if (!listed) await writeFile(siteFile, withLocale(await readFile(siteFile, 'utf8'), tag));
  await format(listed ? paths : [...paths, siteFile]);

  console.log(
    `Wrote the ${tag} translation to ${where}/${tag}/: ${written.map((key) => contentFileOf(key)).join(', ')}`,
  );
  console.log(
    listed
      ? `  "${tag}" is already in ${where}/site.json "locales".`
      : `  Added "${tag}" to ${where}/site.json "locales".`,
  );
  report(tag, where, { base, files, existing, notMapped, adjusted, unusual });
  if (leftOut.length > 0)
    console.log(
      `\nLeft out, since ${where}/ has no file of them for the page to show: the résumé's ${leftOut.map((key) => contentFileOf(key)).join(', ')}.`,
    );

  // The content check on the result: its problems, and the fields left in the default language.
  if ((await checkImported(dir, where)).length > 0) return 1;
  console.log(
    `\nContent check passed: ${where}/ in ${[defaultLocale, ...(base.site.locales ?? []), ...(listed ? [] : [tag])].join(', ')}`,
  );
  return 0;
}

type Notes = {
  base: Content;
  files: Partial<Record<ContentKey, unknown>>;
  existing: Partial<Record<ContentKey, unknown>>;
  notMapped: { path: string; note: string }[];
  adjusted: { path: string; note: string }[];
  unusual: ContentProblem[];
};

function report(tag: string, where: string, { base, files, existing, notMapped, adjusted, unusual }: Notes) {
  if (unusual.length > 0) {
    console.log(
      "\nDifferent from the default although translations rarely change them (are the résumé's entries in the default's order?):",
    );
    for (const problem of unusual) console.log(`  ${formatProblemIn(where)(problem)}`);
  }
  // The site texts JSON Resume has no place for: to translate by hand, unless already done.
  const site = (files.site ?? existing.site ?? {}) as Record<string, unknown>;
  const notTranslated: readonly string[] = contentFiles.site.notTranslated;
  const byHand = derivedSiteFields.filter(
    (field) => field in base.site && !notTranslated.includes(field) && !(field in site),
  );
  if (byHand.length > 0)
    console.log(
      `\nJSON Resume has no place for site.json's ${byHand.join(', ')}: translate them in ${where}/${tag}/site.json.`,
    );
  if (adjusted.length > 0) {
    console.log(`\nChanged on the way in (review them in ${where}/${tag}/):`);
    for (const { path, note } of adjusted) console.log(`  ${path}: ${note}`);
  }
  if (notMapped.length > 0) {
    console.log('\nNot imported:');
    for (const { path, note } of notMapped) console.log(`  ${path}: ${note}`);
  }
}
