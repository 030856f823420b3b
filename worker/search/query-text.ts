/**
 * A query as the search takes it: control characters (a pasted tab, a NUL) made spaces, bidi
 * controls (which could turn the page's text around them) and other invisible format characters
 * removed, runs of spaces made one, and cut to its first 200 characters, never inside a character.
 */
import { maxQueryLength } from '../../shared/search/setting.ts';

const controls = /\p{Cc}/gu;
const invisible = /[\p{Bidi_Control}\p{Cf}]/gu;

export function cleanQuery(raw: string): string {
  const clean = raw.replace(controls, ' ').replace(invisible, '').replace(/\s+/g, ' ').trim();
  return Array.from(clean).slice(0, maxQueryLength).join('').trim();
}
