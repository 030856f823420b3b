/**
 * How long a post takes to read: its prose, code blocks left out (a reader skims it, and it would double a
 * tutorial's figure). Words are counted where words are spaced; Chinese and Japanese characters one
 * by one, since those scripts put no space between words.
 */
import type { Root } from 'mdast';
import { toString as textOf } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

/** An adult's silent reading of prose on a screen: about 220 words a minute. */
export const wordsPerMinute = 220;
/** ... and about 500 characters a minute in Chinese and Japanese. */
export const charactersPerMinute = 500;

const unspaced = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;

export function readingSizeOf(tree: Root): { words: number; characters: number } {
  let words = 0;
  let characters = 0;
  visit(tree, (node) => {
    if (node.type === 'code' || node.type === 'html') return 'skip';
    if (node.type !== 'text' && node.type !== 'inlineCode') return;
    const text = textOf(node);
    characters += text.match(unspaced)?.length ?? 0;
    words += text
      .replace(unspaced, ' ')
      .split(/\s+/)
      .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  });
  return { words, characters };
}

/** Whole minutes, at least one. */
export const readingMinutes = ({ words, characters }: { words: number; characters: number }): number =>
  Math.max(1, Math.round(words / wordsPerMinute + characters / charactersPerMinute));
