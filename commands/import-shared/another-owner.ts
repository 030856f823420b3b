/**
 * Whether an import is another person's (a new owner replacing the sample), which replaces the
 * whole site, its translations and every collection's entries included, or the owner's own again,
 * which keeps them.
 */
import { collectionKeys, nounOf } from '../../shared/content-files.ts';
import { placeholderOf } from '../placeholder-site-urls.ts';

/** A list as a sentence says it: "translations, posts, and case studies". */
export const inWords = (words: string[]): string =>
  new Intl.ListFormat('en', { type: 'conjunction' }).format(words);

/** A name's words, compared as a reader would: any case, accents composed, no dots or commas. */
const wordsOf = (name: string) =>
  name.normalize('NFKC').toLocaleLowerCase('und').replace(/[.,]/gu, ' ').split(/\s+/u).filter(Boolean);

/**
 * The same person under two spellings: the same words, or one name's words all in the other's
 * ("Jane Doe" and "Dr. Jane Q. Doe"), as a profile and a hand-edited site.json often differ.
 */
export function samePerson(one: string, other: string): boolean {
  const [shorter, longer] = [wordsOf(one), wordsOf(other)].sort((a, b) => a.length - b.length);
  if (shorter.length === 0) return false;
  if (shorter.length === 1) return shorter.join() === longer.join();
  return shorter.every((word) => longer.includes(word));
}

/**
 * Why another person's import may not replace this site unasked, or undefined when it may: the
 * sample (its siteUrl still the sample's) goes freely, an owner's own site only with --replace.
 */
export function replacementRefused(
  replaced: { ownerName?: unknown; siteUrl?: unknown },
  importedName: string,
  where: string,
): string | undefined {
  if (typeof replaced.siteUrl === 'string' && placeholderOf(replaced.siteUrl) === "the sample's") return;
  return [
    `${where}/site.json is ${String(replaced.ownerName)}'s site, and this is ${importedName}'s: importing it would replace the whole site, and remove its ${inWords(['translations', ...collectionKeys.map((key) => nounOf(key).many)])}. Nothing was written.`,
    `  If both are you, set "ownerName" in ${where}/site.json to ${JSON.stringify(importedName)} and import again: your site's own fields, languages and posts are then kept.`,
    `  To replace the site with ${importedName}'s, import again with --replace.`,
  ].join('\n');
}
