/**
 * The pictures a Markdown entry's text names (`![alt](diagram.png)`, a reference's definition, or a
 * raw `<img src>`) by an address relative to the entry's file, as an editor's preview and GitHub
 * read it. A translation finds a picture beside itself first, then beside the entry it translates.
 * The check (./markdown-folder.ts), the picture manifest and the pages of a collection read them.
 */
import { posix } from 'node:path';
import type { Root as Markdown } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { ContentFolder } from './content-folder.ts';

/** A picture an entry's Markdown names: its address as written, and the line of the entry's body it is on. */
export type PictureMention = { url: string; line: number };

const parser = unified().use(remarkParse).use(remarkGfm);

/** An address with a scheme (https:, data:), or protocol-relative: not a file of content/. */
export const isOnAnotherSite = (url: string): boolean => /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url);

/** Every picture an entry's Markdown names, in order. */
export function picturesInMarkdown(body: string): PictureMention[] {
  // Most entries name none: only those that might are parsed.
  if (!/!\[|<img/i.test(body)) return [];
  const tree = parser.parse(body) as Markdown;
  const definitions = new Map<string, string>();
  visit(tree, 'definition', (node) => {
    definitions.set(node.identifier, node.url);
  });
  const mentions: PictureMention[] = [];
  visit(tree, (node) => {
    const line = node.position?.start.line ?? 1;
    if (node.type === 'image') mentions.push({ url: node.url, line });
    if (node.type === 'imageReference') {
      const url = definitions.get(node.identifier);
      if (url !== undefined) mentions.push({ url, line });
    }
    if (node.type === 'html')
      for (const [, url] of node.value.matchAll(/<img\b[^>]*?\ssrc\s*=\s*["']?([^"'\s>]+)/gi))
        mentions.push({ url, line });
  });
  // `/favicon.svg` is a path of the site itself, not a file of content/: left as written.
  return mentions.filter(({ url }) => url !== '' && !url.startsWith('#') && !url.startsWith('/'));
}

/**
 * The file of content/ a picture's address in the entry `entryFile` names, if there is one: beside
 * the entry (<folder>/<slug>.md), else, for a translation (<tag>/<folder>/<slug>.md), beside the
 * entry it translates.
 */
export function pictureNameOf(
  folder: Pick<ContentFolder, 'has'>,
  entryFile: string,
  url: string,
): string | undefined {
  if (isOnAnotherSite(url) || url.startsWith('/')) return undefined;
  let path: string;
  try {
    path = decodeURI(url.replace(/[?#].*$/, ''));
  } catch {
    return undefined;
  }
  const original = entryFile.replace(/^[^/]+\/(?=[^/]+\/[^/]+$)/, '');
  for (const file of new Set([entryFile, original])) {
    const name = posix.join(posix.dirname(file), path);
    if (!name.startsWith('../') && folder.has(name)) return name;
  }
  return undefined;
}
