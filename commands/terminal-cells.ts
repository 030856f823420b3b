/** Text laid out in terminal cells, for the owner's commands that print tables. */
import stringWidth from 'string-width';

const graphemes = new Intl.Segmenter();

/**
 * What acts on a terminal or on how text reads, rather than being read: the C0 and C1 controls (a
 * stranger's ESC or CSI could write the owner's clipboard, disguise a link or clear the screen)
 * the bidi controls (U+202E shows "exe.pdf" as "fdp.exe"), and the line and paragraph separators.
 */
const acting = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\u2028\u2029]/gu;

const codeOf = (character: string) =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * Text for a terminal with every such character shown as its code ("[U+001B]"), but for the line
 * breaks and tabs `keep` names: nothing a visitor wrote runs or reorders on the owner's screen.
 */
export const inertText = (value: string, keep = ''): string =>
  value.replace(acting, (character) => (keep.includes(character) ? character : `[${codeOf(character)}]`));

/**
 * JSON whose strings carry no C1 or bidi control, and no line or paragraph separator, raw: each
 * is written as its \u escape, the same string to a JSON reader (JSON.stringify escapes C0 itself).
 */
export const inertJson = (value: unknown): string =>
  JSON.stringify(value, null, 2).replace(
    /[\u0080-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\u2028\u2029]/g,
    (character) => `\\u${(character.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`,
  );

/**
 * A field as one line of plain text: white space runs become one space, and any character that
 * acts on a terminal or reorders text becomes U+FFFD.
 */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim().replace(acting, '\uFFFD');
}

/** The longest run of whole characters (grapheme clusters) that a terminal draws in `width` cells. */
export function headWithin(line: string, width: number): string {
  let head = '';
  let used = 0;
  for (const { segment } of graphemes.segment(line)) {
    used += stringWidth(segment);
    if (used > width) break;
    head += segment;
  }
  return head;
}

/**
 * A cell exactly `width` terminal cells wide: a Chinese character or an emoji takes two, a
 * combining mark none. A longer value is cut between characters and ends with "…".
 */
export function fitCell(value: string, width: number): string {
  const line = oneLine(value);
  const fitted = stringWidth(line) <= width ? line : `${headWithin(line, width - 1).trimEnd()}…`;
  return fitted + ' '.repeat(width - stringWidth(fitted));
}
