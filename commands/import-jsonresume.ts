/**
 * `npm run import:jsonresume -- FILE [--out DIR]`: turns a JSON Resume (v1.0.0) document into the
 * files of content/ (or DIR), and lists what it could not carry over and which site fields it
 * made up. Nothing is written unless every file it would write passes the content schemas. Over
 * the owner's own content it keeps what JSON Resume has no place for (commands/import-shared/:
 * the site's languages, photo, theme and own words, a project's picture) and names every value of
 * theirs it replaces; then it runs the content check, translations included.
 * With `--locale TAG`, the résumé is a translation: it becomes the overlay content/TAG/
 * (commands/import-jsonresume/translation.ts).
 */
import { access, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkContentFile, formatProblemIn } from '../builder/content/check.ts';
import { ownersContentDir } from '../builder/content/content-folder.ts';
import { overlayFolders } from '../builder/content/overlays.ts';
import {
  contentFileOf,
  fileKeys,
  postFileOf,
  serializeContent,
  serializePost,
} from '../builder/content/sources.ts';
import type { JsonResume } from '../builder/resume/json-resume/types.ts';
import { localesOf } from '../shared/locales.ts';
import { type Site, siteSchema } from '../shared/schema.ts';
import { resumeProblemsOf } from './import-jsonresume/diagnostics.ts';
import { derivedSiteFields, fromJsonResume } from './import-jsonresume/import.ts';
import { importTranslation } from './import-jsonresume/translation.ts';
import { replacementRefused, samePerson } from './import-shared/another-owner.ts';
import { checkImported } from './import-shared/check-imported.ts';
import { dataOf, formatWritten, readOwnerFiles, whereOf } from './import-shared/content-folder.ts';
import { inSchemaOrder, type KeptSite, keepEntryFields, keepOwnersSite } from './import-shared/keep-owner.ts';
import { replacedOwnerValues } from './import-shared/replaced.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string', default: ownersContentDir },
    locale: { type: 'string' },
    replace: { type: 'boolean', default: false },
  },
});
if (positionals.length !== 1) {
  console.error('Usage: npm run import:jsonresume -- [--locale TAG] FILE [--out DIR] [--replace]');
  process.exit(2);
}
const inputFile = resolve(positionals[0]);
const outDir = resolve(values.out);

let resume: JsonResume;
try {
  resume = JSON.parse(await readFile(inputFile, 'utf8'));
} catch (error) {
  console.error(`Cannot read ${inputFile}: ${(error as Error).message}`);
  process.exit(1);
}

// The official validator, so an owner learns about a malformed résumé before its gaps in content/.
const { validate } = createRequire(import.meta.url)('@jsonresume/schema') as {
  validate: (resume: unknown, done: (errors: { stack: string }[] | null, valid: boolean) => void) => void;
};
let schemaErrors: string[] = [];
validate(resume, (errors) => {
  schemaErrors = (errors ?? []).map((error) => error.stack.replace(/^instance/, '$'));
});
if (schemaErrors.length > 0) {
  console.error(`${relative(process.cwd(), inputFile)} is not a valid JSON Resume (v1.0.0):`);
  for (const error of schemaErrors) console.error(`  ${error}`);
  process.exit(1);
}

// Every message names the files as they would be written, in --out's directory when given.
const where = whereOf(outDir);
const format = (written: string[]) => formatWritten(outDir, written);

if (values.locale !== undefined)
  process.exit(await importTranslation({ resume, tag: values.locale, dir: outDir, where, format }));

const { content: imported, notMapped, derived, adjusted } = fromJsonResume(resume);

// A file the import would merge into (or replace unnamed) but cannot read is the owner's to mend
// first: what it holds could be neither kept nor listed as replaced.
const owners = await readOwnerFiles(outDir);
const unreadable = fileKeys.flatMap((key) => {
  const owner = owners[key];
  return owner && 'unreadable' in owner ? [`${where}/${contentFileOf(key)} ${owner.unreadable}`] : [];
});
if (unreadable.length > 0) {
  console.error(`Cannot import over files that cannot be read; nothing was written to ${where}/:`);
  for (const line of unreadable) console.error(`  ${line}: mend it or remove it, then import again`);
  process.exit(1);
}
/** The site.json the import replaces; none when there is none. */
const replaced = (dataOf(owners.site) ?? {}) as Record<string, unknown>;
// Another person's résumé (a new owner replacing the sample): the translations in the folder
// translate the résumé it replaces, so they go with it, as its seven files do. The owner's own
// résumé again (the same name) keeps what JSON Resume has no place for: the site's languages and
// their translations, the photo, the theme, the site's own words, a project's picture.
const anotherOwner =
  typeof replaced.ownerName === 'string' && !samePerson(replaced.ownerName, imported.site.ownerName);
const refused =
  anotherOwner && !values.replace && replacementRefused(replaced, imported.site.ownerName, where);
if (refused) {
  console.error(refused);
  process.exit(1);
}
const { site, languages, kept }: KeptSite = anotherOwner
  ? { site: imported.site, languages: [], kept: [] }
  : keepOwnersSite(imported.site, replaced, derivedSiteFields);
const { entries: projects, kept: keptInProjects } = anotherOwner
  ? { entries: imported.projects, kept: [] }
  : keepEntryFields(
      imported.projects,
      dataOf(owners.projects),
      (project) => (typeof project.title === 'string' ? project.title : undefined),
      ['image', 'imageAlt'],
    );
const content = { ...imported, projects, site: inSchemaOrder(siteSchema.shape, site) as Site };
// What the owner had that the import replaces, file by file: none of it goes unsaid.
const replacedValues = fileKeys.flatMap((key) =>
  replacedOwnerValues(dataOf(owners[key]), content[key]).map(
    (line) => `${where}/${contentFileOf(key)} ${line}`,
  ),
);

// The JSON files, then the résumé's publications as posts.
const files = fileKeys.map((key) => ({
  key,
  file: contentFileOf(key),
  text: serializeContent(key, content[key], { contentDir: outDir }),
}));
const problems = files.flatMap(({ key, text }) => checkContentFile(key, text));
if (problems.length > 0) {
  console.error(`The résumé lacks what the site needs; nothing was written to ${where}/:`);
  for (const { field, reason, problems: causes } of resumeProblemsOf(resume, problems)) {
    if (field === undefined) {
      for (const problem of causes) console.error(`  ${formatProblemIn(where)(problem)}`);
      continue;
    }
    const becomes = causes.map((problem) => `${where}/${problem.file} ${problem.path}`).join(', ');
    console.error(`  ${field}: ${reason} (for ${becomes})`);
  }
  console.error(
    'Add or correct these fields of the résumé (see docs/owner-guide.md, "Import a JSON Resume") and run again.',
  );
  process.exit(1);
}

await mkdir(outDir, { recursive: true });
const removedTranslations = anotherOwner ? overlayFolders(outDir) : [];
for (const tag of removedTranslations) await rm(join(outDir, tag), { recursive: true });
// Their posts go with them too: the sample's must not be published under a new owner's name.
const postsFolder = join(outDir, dirname(postFileOf('_')));
const removedPosts =
  anotherOwner &&
  (await access(postsFolder).then(
    () => true,
    () => false,
  ));
if (removedPosts) await rm(postsFolder, { recursive: true });
for (const { file, text } of files) await writeFile(join(outDir, file), text);
await format(files.map(({ file }) => join(outDir, file)));
// A publication becomes a post unless a post of that name is there: an owner's post is never replaced.
const posts = await Promise.all(
  content.posts.map(async (post) => {
    const file = postFileOf(post.slug);
    const kept = await access(join(outDir, file)).then(
      () => true,
      () => false,
    );
    if (!kept) {
      await mkdir(dirname(join(outDir, file)), { recursive: true });
      await writeFile(join(outDir, file), serializePost(post));
    }
    return { file, kept };
  }),
);

console.log(`Wrote ${files.length} files to ${where}/: ${files.map(({ file }) => file).join(', ')}`);
const written = posts.filter(({ kept }) => !kept).map(({ file }) => file);
const keptPosts = posts.filter(({ kept }) => kept).map(({ file }) => `${where}/${file}`);
if (written.length > 0)
  console.log(`Wrote ${written.length} link-only posts from its publications: ${written.join(', ')}`);
if (keptPosts.length > 0)
  console.log(`  Kept the posts already there, not replaced by its publications: ${keptPosts.join(', ')}`);
console.log(
  `  ${content.workExperience.length} jobs, ${content.skills.length} skill groups, ${content.projects.length} projects, ${content.education.length} education records, ${content.links.length} links`,
);
if (removedPosts)
  console.log(
    `  Removed the posts of ${replaced.ownerName}'s site it replaced: ${where}/${dirname(postFileOf('_'))}/.`,
  );
if (removedTranslations.length > 0)
  console.log(
    `  Removed the translations of ${replaced.ownerName}'s résumé it replaced: ${removedTranslations.map((tag) => `${where}/${tag}/`).join(', ')}. Import yours with --locale (README, "Your languages").`,
  );
const listed = (fields: string[]) => new Intl.ListFormat('en').format(fields.map((field) => `"${field}"`));
if (languages.length > 0)
  console.log(
    `  Kept ${listed(languages)} from the site.json it replaced: the site stays in ${localesOf(site).join(', ')}.`,
  );
// A value an earlier import made, as this one would again, is not listed as the owner's.
const ownValues = kept.filter(
  (field) => JSON.stringify(replaced[field]) !== JSON.stringify(imported.site[field as keyof Site]),
);
if (ownValues.length > 0)
  console.log(
    `  Kept ${listed(ownValues)} from the site.json it replaced: JSON Resume has no place for them.`,
  );
if (keptInProjects.length > 0)
  console.log(`  Kept from the projects.json it replaced: ${keptInProjects.join('; ')}.`);
const madeUp = derived.filter(({ path }) => !kept.includes(path.replace(/^site\./, '')));
if (madeUp.length > 0) {
  console.log(
    `\nFilled in with defaults, since JSON Resume has no place for them (review ${where}/site.json):`,
  );
  for (const { path, note } of madeUp) console.log(`  ${path}: ${note}`);
}
if (replacedValues.length > 0 && anotherOwner) {
  // Another person's site is replaced whole: its files are named, not each of its values.
  const files = fileKeys.filter((key) => owners[key] !== undefined).map((key) => contentFileOf(key));
  console.log(`\nReplaced ${replaced.ownerName}'s content in ${where}/: ${files.join(', ')}.`);
} else if (replacedValues.length > 0) {
  console.log(`\nReplaced what ${where}/ held before (from the résumé, or gone from it):`);
  for (const line of replacedValues) console.log(`  ${line}`);
}
if (adjusted.length > 0) {
  console.log(`\nChanged on the way in (review them in ${where}/):`);
  for (const { path, note } of adjusted) console.log(`  ${path}: ${note}`);
}
if (notMapped.length > 0) {
  console.log('\nNot imported:');
  for (const { path, note } of notMapped) console.log(`  ${path}: ${note}`);
}
// The content check on the result, translations included: what the page will not show of what
// was imported (e.g. a second degree), each language's untranslated fields, and a translation
// that no longer fits the new content, as check:content says them.
const checked = await checkImported(outDir, where);
const translations = overlayFolders(outDir);
const folders = translations.map((tag) => `${where}/${tag}/`).join(', ');
if (checked.length > 0) {
  if (translations.length > 0)
    console.error(
      `Correct the translations in ${folders} to fit the imported content (or import each translated résumé again with --locale), and run npm run check:content.`,
    );
  process.exit(1);
}
if (translations.length > 0)
  console.log(
    `\nThe translations in ${folders} match the imported entries by position: if the résumé added, removed or reordered entries, review them.`,
  );
console.log(`\nContent check passed: ${where}/ in ${localesOf(site).join(', ')}`);
