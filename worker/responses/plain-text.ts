/**
 * A source's words as this site keeps them: text only, on one line, with nothing a reader cannot
 * see (a bidi override could make a name read backwards, a zero-width space hide a word).
 */
import { withoutInvisible } from '../../shared/invisible-characters.ts';

/** About what a post on a microblog holds: enough to recognise a reply, not to republish it. */
export const excerptMaxLength = 280;

/** A name's length, the contact form's (shared/contact-schema.ts) order of size. */
export const nameMaxLength = 100;

/**
 * `text` on one line (whitespace collapsed, invisible characters removed), cut on a word to
 * `maxLength` characters with an ellipsis. Undefined when nothing is left.
 */
export function plainText(text: string, maxLength: number): string | undefined {
  // Whitespace first: a line break is a control character, and would otherwise join two words.
  const line = withoutInvisible(text.replace(/\s+/g, ' ')).replace(/\s+/g, ' ').trim();
  if (line === '') return undefined;
  const characters = Array.from(line);
  if (characters.length <= maxLength) return line;
  const head = characters.slice(0, maxLength - 1).join('');
  const lastSpace = head.lastIndexOf(' ');
  // A text without spaces (Chinese, a long URL) is cut where it reaches the length.
  return `${lastSpace > head.length / 2 ? head.slice(0, lastSpace) : head}…`;
}
