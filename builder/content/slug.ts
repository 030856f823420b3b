/**
 * File names made from text in any script, since an owner may write their name in any: प्रिया शर्मा becomes
 * "priya-sharma", 陳美玲 "chen-mei-ling", Дмитрий Иванов "dmitriy-ivanov". A build and owner-command
 * helper: any-ascii's tables never reach the page or the Worker.
 */
import anyAscii from 'any-ascii';

/**
 * The Indic scripts that share ISCII's layout, each a 128-code-point block with its consonants,
 * vowel signs and virama at the same offsets: Devanagari, Bengali, Gurmukhi, Gujarati, Oriya,
 * Tamil, Telugu, Kannada, Malayalam.
 */
const indicBlocks = [0x900, 0x980, 0xa00, 0xa80, 0xb00, 0xb80, 0xc00, 0xc80, 0xd00];
/** A character class of these offsets (or ranges of them) in every block. */
const inEachBlock = (...offsets: (number | [from: number, to: number])[]) =>
  `[${indicBlocks
    .flatMap((block) =>
      offsets.map((offset) => {
        const [from, to] = typeof offset === 'number' ? [offset, offset] : offset;
        return `\\u{${(block + from).toString(16)}}-\\u{${(block + to).toString(16)}}`;
      }),
    )
    .join('')}]`;
const nukta = inEachBlock(0x3c);
const consonant = `${inEachBlock([0x15, 0x39], [0x58, 0x5f])}${nukta}?`;
/** What follows a consonant in its syllable: a vowel sign, the virama, a nukta. */
const dependentSign = inEachBlock([0x3a, 0x3c], [0x3e, 0x4f], [0x55, 0x57], [0x62, 0x63]);
const indicCharacter = inEachBlock([0, 0x7f]);
const virama = inEachBlock(0x4d);

/**
 * These scripts write a consonant's vowel "a" by writing no vowel sign, and any-ascii (like every
 * transliterator tried) writes none for it: शर्मा comes out "srma". So a bare consonant within a
 * word gets its "a"; at a word's end it is silent, as Hindi and Bengali speak it (राजेश कुमार,
 * "rajesh kumar"), except after a cluster (मिश्र, "mishra").
 */
const finalCluster = new RegExp(`(${virama}${consonant})(?!${indicCharacter})`, 'gu');
const inherentVowel = new RegExp(`(${consonant})(?=(?!${dependentSign})${indicCharacter})`, 'gu');

/**
 * Letters, by their offset in each block, that any-ascii writes as ISO 15919 without its marks
 * ("s" for श, "c" for च, "m" for every anusvara), spelled instead as Indian names are in Latin
 * letters: Shankar, Chandra, Krishna, Sanjay, Zoya, Farhan.
 */
const spellings = new Map([
  [0x01, 'n'], // candrabindu
  [0x02, 'n'], // anusvara; "m" before p, ph, b, bh and m ("Champa"), below
  [0x0b, 'ri'],
  [0x43, 'ri'],
  [0x1a, 'ch'],
  [0x1b, 'chh'],
  [0x36, 'sh'],
  [0x37, 'sh'],
]);
/** With a nukta: ज़ and फ़. */
const nuktaSpellings = new Map([
  [0x1c, 'z'],
  [0x2b, 'f'],
]);
const labialAnusvara = new RegExp(`${inEachBlock(0x02)}(?=${inEachBlock([0x2a, 0x2e])})`, 'gu');
const spelledLetter = new RegExp(
  `${inEachBlock(...nuktaSpellings.keys())}${nukta}|${inEachBlock(...spellings.keys())}`,
  'gu',
);
const spell = (letter: string) => {
  const offset = ((letter.codePointAt(0) ?? 0) - indicBlocks[0]) % 0x80;
  return (letter.length === 2 ? nuktaSpellings : spellings).get(offset) ?? letter;
};

/** Han and Hangul: one syllable each, which any-ascii runs together ("ChenMeiLing"). */
const syllabicCharacter = /[\p{Script=Han}\p{Script=Hangul}]/gu;

/** `text` as lowercase ASCII words joined by hyphens; empty when it has no letter or digit. */
export function slugOf(text: string): string {
  const spelled = text
    .normalize('NFC')
    // Gurmukhi's tippi is its other anusvara ("ਸਿੰਘ", "singh").
    .replace(/\u0a70/gu, '\u0a02')
    .replace(finalCluster, '$1a')
    .replace(inherentVowel, '$1a')
    .replace(labialAnusvara, 'm')
    .replace(spelledLetter, spell)
    .replace(syllabicCharacter, '$& ')
    // Greek ου is one vowel, "ou" (Papadopoulos), which any-ascii writes letter by letter, "oy".
    .replace(/[οΟ][υύΥ]/gu, 'ou');
  return (
    anyAscii(spelled)
      .toLowerCase()
      // An apostrophe is part of its word: "O'Brien" is "obrien", not "o-brien".
      .replace(/['’]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
  );
}
