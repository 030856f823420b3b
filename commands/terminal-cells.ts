/** Text laid out in terminal cells, for the owner's commands that print tables. */
import stringWidth from 'string-width';

const graphemes = new Intl.Segmenter();

/**
 * A field as one line of plain text: white space runs become one space, and any other control
 * character (a stranger's ESC could move the cursor or clear the owner's terminal) becomes U+FFFD.
 */
export function oneLine(value: string): string {
  return value
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\p{Cc}/gu, '\uFFFD');
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
