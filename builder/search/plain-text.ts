/**
 * A Markdown body as the search indexes it: its words, a line per block, code and raw HTML left
 * out (their words are not what a reader searches for). Kept in the build cache by the Markdown,
 * as the reading time is: a 200-post site parses every post once per language otherwise.
 */
import { join } from 'node:path';
import type { Nodes, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { cachedJsonSync, cacheKey } from '../build-cache.ts';
import { moduleVersion } from '../module-version.ts';

const parser = unified().use(remarkParse).use(remarkGfm);

/** Nodes whose children run on within one line. */
const inline = new Set([
  'paragraph',
  'heading',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
  'tableCell',
]);
const skipped = new Set(['code', 'html', 'yaml', 'definition', 'footnoteReference']);

function textOf(node: Nodes): string {
  if (skipped.has(node.type)) return '';
  if (node.type === 'image' || node.type === 'imageReference') return node.alt ?? '';
  if ('value' in node) return node.value;
  if (!('children' in node)) return '';
  const parts = (node.children as Nodes[]).map(textOf);
  return inline.has(node.type) ? parts.join('') : parts.filter(Boolean).join('\n');
}

export const plainTextOfMarkdown = (markdown: string): string =>
  cachedJsonSync(
    'search-text',
    cacheKey(moduleVersion(join(import.meta.dirname, 'plain-text.ts')), markdown),
    () =>
      textOf(parser.parse(markdown) as Root)
        .replace(/[^\S\n]+/g, ' ')
        .trim(),
  );
