/**
 * The kinds kept as a folder of Markdown files (the collections, content/<folder>/<slug>.md): their check,
 * file by file, as `content/<folder>/<file>.md: <line N or $.field or file name>: <reason>`, and how
 * a translation (content/<tag>/<folder>/<slug>.md) merges with the entry it translates.
 */
import type { z } from 'zod';
import { type CollectionKey, contentFiles, type Noun, nounOf } from '../../shared/content-files.ts';
import { addressesTaken } from './addresses-taken.ts';
import { type ContentProblem, checkData, forbiddenCharacterReason } from './check.ts';
import type { ContentFolder } from './content-folder.ts';
import { isOnAnotherSite, pictureNameOf, picturesInMarkdown } from './markdown-pictures.ts';
import { pictureProblem } from './picture-check.ts';
import {
  contentFileOf,
  contentFilesOf,
  type MarkdownFile,
  parseMarkdown,
  slugOfFile,
  UnreadableFile,
} from './sources.ts';

type FolderEntry = {
  frontMatter: z.ZodType;
  translatedFrontMatter: z.ZodType;
  defaultOnly: readonly string[];
  /** Where its pages are (empty: at the root), and the front matter's field naming an entry's own picture. */
  pages?: { path: string; picture?: string };
};
const entryOf = (key: CollectionKey) => contentFiles[key] as unknown as FolderEntry;

const nameOf = (file: string) => file.slice(file.lastIndexOf('/') + 1);

/** Letters a–z, digits and single hyphens between them: the part of an entry's address it names. */
const urlSafe = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The URL-safe name nearest a slug: accents dropped, lower case, anything else a hyphen. */
export const urlSafeSlug = (slug: string): string =>
  slug
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * A file name that cannot be an entry's address, or that gives the address of another file's
 * entry: each said with the name to rename it to, one no other file has.
 */
function nameProblems(files: string[], noun: Noun): ContentProblem[] {
  const claimed = new Map<string, string>();
  const late: string[] = [];
  // my-post.md keeps its name before My-Post.md or my-post.MD, whatever the order of the listing.
  const ordered = [...files].sort((a, b) => Number(!a.endsWith('.md')) - Number(!b.endsWith('.md')));
  for (const file of ordered) {
    const slug = slugOfFile(nameOf(file));
    if (urlSafe.test(slug) && !claimed.has(slug)) claimed.set(slug, file);
    else late.push(file);
  }
  return late.map((file) => {
    const slug = slugOfFile(nameOf(file));
    const nearest = urlSafeSlug(slug);
    const holder = claimed.get(nearest);
    let free = nearest;
    for (let number = 2; claimed.has(free); number++) free = `${nearest}-${number}`;
    if (free !== '') claimed.set(free, file);
    const rename =
      free === ''
        ? `rename it with lowercase letters a–z, digits and hyphens, like my-first-${urlSafeSlug(noun.one)}.md`
        : `rename it to ${free}.md`;
    const reason =
      holder !== undefined && nearest === slug
        ? `gives the same address as content/${holder} (a ${noun.one}'s address is its file's name): ${rename}`
        : `is not a safe web address for the ${noun.one} (lowercase letters a–z, digits and hyphens only): ${rename}${holder ? ` (content/${holder} has the name ${nearest}.md)` : ''}`;
    return { file, path: 'file name', reason };
  });
}

/**
 * A file of a collection at the root whose entry's address, /<slug>/, the site already uses: the
 * entry would hide it, or be hidden (./addresses-taken.ts). Its translations have its name.
 */
function shadowingProblems(files: readonly { file: string }[], tags: readonly string[]): ContentProblem[] {
  const taken = addressesTaken(tags);
  return files.flatMap(({ file }) => {
    const slug = slugOfFile(nameOf(file));
    const user = taken.get(slug);
    return user
      ? [{ file, path: 'file name', reason: `gives the address /${slug}/, ${user}: rename it` }]
      : [];
  });
}

type Read = { file: string; read?: MarkdownFile; problems: ContentProblem[] };

/** Each file parsed, or the problem of one that is not Markdown with front matter. */
function readFiles(folder: ContentFolder, files: string[]): Read[] {
  return files.map((file) => {
    try {
      return { file, read: parseMarkdown(file, folder.text(file) ?? ''), problems: [] };
    } catch (error) {
      if (!(error instanceof UnreadableFile)) throw error;
      return { file, problems: [{ file, path: `line ${error.line}`, reason: error.message }] };
    }
  });
}

/**
 * Every problem of a folder kind's files: the default language's, then each translation's in
 * `tags` (their folders content/<tag>/). A missing folder has no files, so no problems.
 */
export async function checkFolderKind(
  key: CollectionKey,
  folder: ContentFolder,
  tags: readonly string[],
): Promise<ContentProblem[]> {
  const entry = entryOf(key);
  const noun = nounOf(key);
  const problems: ContentProblem[] = [];
  const files = readFiles(folder, contentFilesOf(key, folder));
  const named = nameProblems(
    files.map(({ file }) => file),
    noun,
  );
  /** The default's valid front matter, by slug: what a translation translates. */
  const valid = new Map<string, Record<string, unknown>>();
  const slugs = new Set(files.map(({ file }) => slugOfFile(nameOf(file))));
  const shadowing = entry.pages?.path === '' ? shadowingProblems(files, tags) : [];
  for (const { file, read, problems: unreadable } of files) {
    problems.push(...named.filter((problem) => problem.file === file), ...unreadable);
    problems.push(...shadowing.filter((problem) => problem.file === file));
    if (!read) continue;
    problems.push(...bodyCharacterProblems(file, read));
    const fieldProblems = checkData(entry.frontMatter, read.frontMatter, file);
    problems.push(...fieldProblems);
    if (fieldProblems.length > 0) continue;
    valid.set(slugOfFile(nameOf(file)), read.frontMatter);
    problems.push(...(await bodyPictureProblems(folder, file, read, noun)));
    const field = entry.pages?.picture;
    const image = field === undefined ? undefined : read.frontMatter[field];
    if (typeof image !== 'string') continue;
    const reason = await pictureProblem(folder, image);
    if (reason) problems.push({ file, path: `$.${field}`, reason });
  }

  for (const tag of tags)
    for (const { file, read, problems: unreadable } of readFiles(folder, contentFilesOf(key, folder, tag))) {
      const slug = slugOfFile(nameOf(file));
      const original = `content/${contentFileOf(key)}/${nameOf(file)}`;
      if (!slugs.has(slug)) {
        problems.push({
          file,
          path: 'file name',
          reason: `translates ${original}, which does not exist: give the file the name of the ${noun.one} it translates, or add that ${noun.one}`,
        });
        continue;
      }
      problems.push(...unreadable);
      if (!read) continue;
      problems.push(...bodyCharacterProblems(file, read));
      problems.push(...(await bodyPictureProblems(folder, file, read, noun)));
      const shared = Object.keys(read.frontMatter).filter((field) => entry.defaultOnly.includes(field));
      problems.push(
        ...shared.map((field) => ({
          file,
          path: `$.${field}`,
          reason: `is the same in every language: set it in ${original} only`,
        })),
      );
      const own = Object.fromEntries(
        Object.entries(read.frontMatter).filter(([field]) => !shared.includes(field)),
      );
      const fieldProblems = checkData(entry.translatedFrontMatter, own, file);
      problems.push(...fieldProblems);
      const base = valid.get(slug);
      if (shared.length > 0 || fieldProblems.length > 0 || base === undefined) continue;
      // The language's whole entry, checked as the default's is (an `updated` before the date).
      problems.push(...checkData(entry.frontMatter, { ...base, ...own }, file));
    }
  return problems;
}

/** Each line of an entry's Markdown that holds a character XML forbids: its feeds would not parse. */
function bodyCharacterProblems(file: string, { body, bodyLine }: MarkdownFile): ContentProblem[] {
  return body.split('\n').flatMap((text, index) => {
    const found = forbiddenCharacterReason(text);
    return found ? [{ file, path: `line ${bodyLine + index}`, reason: found.reason }] : [];
  });
}

/** Each picture an entry's Markdown names that the build cannot show, by the line it is on. */
async function bodyPictureProblems(
  folder: ContentFolder,
  file: string,
  { body, bodyLine }: MarkdownFile,
  noun: Noun,
): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = [];
  const place = file.slice(0, file.lastIndexOf('/'));
  for (const { url, line } of picturesInMarkdown(body)) {
    const path = `line ${bodyLine + line - 1}`;
    if (isOnAnotherSite(url)) {
      problems.push({
        file,
        path,
        reason: `shows the picture ${url} from another address, which the page's security policy does not load: save it in content/${place}/ beside the ${noun.one} and name the file, like ![What it shows](diagram.png)`,
      });
      continue;
    }
    const name = pictureNameOf(folder, file, url);
    const reason = name
      ? await pictureProblem(folder, name)
      : `names the picture ${url}, which is not in content/${place}/: put the file beside the ${noun.one}, or correct its name (it is relative to the ${noun.one}'s file)`;
    if (reason) problems.push({ file, path, reason });
  }
  return problems;
}

type Entry = { slug: string; body?: string; bodyLine?: number } & Record<string, unknown>;

/**
 * A language's entries: each of the default's with its translation's fields on top (its body, when
 * it has one, replaces the default's); an entry it does not translate stays the default's.
 */
export function localizedEntries(base: unknown, overlay: unknown): unknown {
  if (!Array.isArray(overlay) || !Array.isArray(base)) return base;
  const bySlug = new Map((overlay as Entry[]).map((entry) => [entry.slug, entry]));
  return (base as Entry[]).map((entry) => ({ ...entry, ...bySlug.get(entry.slug) }));
}
