/**
 * The owner's initials, spec §2's logo text, from a name in any script: the top bar's logo, the
 * favicon and the share image all show `siteInitials(site)`, so a site.json without initials shows
 * the same letters everywhere, derived from the name.
 */
// Made on first use: building a segmenter loads ICU data, a cost paid on a phone's main thread.
let graphemeSegmenter: Intl.Segmenter | undefined;

/**
 * User-perceived characters: a Devanagari conjunct such as "प्रि" (four code points) is one, as is
 * an accented Latin letter written with a combining mark.
 */
export function graphemesOf(text: string): string[] {
  graphemeSegmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(graphemeSegmenter.segment(text), (part) => part.segment);
}

export const isLetterOrDigit = (text: string) => /^[\p{L}\p{N}]/u.test(text);

/** Whether the script of this character has capital letters (Latin, Greek, Cyrillic… but not Han). */
const hasCase = (grapheme: string) => grapheme.toLocaleUpperCase() !== grapheme.toLocaleLowerCase();

/**
 * Generational suffixes and the degrees people write after their name: never an initial. Only
 * unambiguous ones: "Ma", "Do" or "Md" are also family names, so those count as suffixes only
 * after a comma.
 */
const suffix = /^(jr|sr|ii|iii|iv|phd|esq|mba|cpa|dds|pe)\.?$/i;

/**
 * The name without what follows it: "Jane Doe, PhD, MD" and "Maria Garcia III" are Jane Doe and
 * Maria Garcia. A comma after two words or more starts the suffixes; one word before a comma is a
 * family name written first ("Doe, Jane"), which keeps its words.
 */
function withoutSuffixes(name: string): string {
  const [beforeComma, ...afterComma] = name.split(',');
  const base = afterComma.length > 0 && beforeComma.trim().split(/\s+/).length >= 2 ? beforeComma : name;
  const words = base.split(/\s+/).filter(Boolean);
  while (words.length > 1 && suffix.test(words[words.length - 1].replace(/,$/, ''))) words.pop();
  return words.join(' ');
}

/**
 * The first character of the first and the last word, upper-cased where the script has case:
 * "Aarav Sharma" gives "AS", "प्रिया शर्मा" gives "प्रिश", "Jane Doe, PhD" gives "JD". Words that are not a name (a title
 * such as "Dr.", an initial such as "J.") are skipped unless nothing else is left; so are words
 * that start with neither a letter nor a digit (an emoji), so the result is always valid initials
 * or, for a name with no letter at all, empty.
 *
 * A one-word name in a script without case (王伟, 김민준) gives its first two characters: there,
 * a character is a whole syllable, so two of them are what a monogram of such a name shows and
 * as long as the spec's two initials; one (王) would be just the family name, shared by millions.
 * A one-word name in a cased script (Madonna) gives its one capital, as "MA" would read as two names.
 */
export function initialsFromName(name: string): string {
  const lettered = withoutSuffixes(name).split(/\s+/).filter(isLetterOrDigit);
  const nameWords = lettered.filter((word) => !word.endsWith('.'));
  const words = nameWords.length > 0 ? nameWords : lettered;
  if (words.length === 0) return '';
  const first = graphemesOf(words[0]);
  if (words.length === 1) {
    if (hasCase(first[0])) return first[0].toLocaleUpperCase();
    return first
      .slice(0, 2)
      .filter((character) => isLetterOrDigit(character))
      .join('');
  }
  return [first[0], graphemesOf(words[words.length - 1])[0]]
    .map((letter) => letter.toLocaleUpperCase())
    .join('');
}

/** The initials the site shows: the owner's own choice in site.json, else derived from the name. */
export const siteInitials = (site: { ownerName: string; initials?: string }) =>
  site.initials ?? initialsFromName(site.ownerName);
