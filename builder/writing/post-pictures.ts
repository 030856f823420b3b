/**
 * The pictures a post shows: its `image`, and each picture its Markdown names (`![alt](diagram.png)`,
 * a reference's definition, or a raw `<img src>`) by an address relative to the post's file, as
 * an editor's preview and GitHub read it. A translation finds a picture beside itself first, then
 * beside the post it translates. Each is built like a project's picture (builder/images/) and
 * shown as a `<picture>` with its width and height, lazy below the first screen.
 */
import { posix } from 'node:path';
import type { Element, ElementContent, Root as Html } from 'hast';
import type { Root as Markdown } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { isPublished } from '../../shared/posts.ts';
import type { BuiltImage, Post } from '../../shared/schema.ts';
import type { ContentFolder } from '../content/content-folder.ts';
import { overlayFolders } from '../content/overlays.ts';
import { postFileOf } from '../content/sources.ts';
import type { PostsOptions } from './posts-by-language.ts';

/** A picture a post's Markdown names: its address as written, and the line of the post's body it is on. */
export type PictureMention = { url: string; line: number };

const parser = unified().use(remarkParse).use(remarkGfm);

/** An address with a scheme (https:, data:), or protocol-relative: not a file of content/. */
export const isOnAnotherSite = (url: string): boolean => /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url);

/** Every picture a post's Markdown names, in order. */
export function picturesInMarkdown(body: string): PictureMention[] {
  // Most posts name none: only those that might are parsed.
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
 * The file of content/ a picture's address in the post `postFile` names, if there is one: beside
 * the post, else (for a translation, content/<tag>/writing/) beside the post it translates.
 */
export function pictureNameOf(folder: ContentFolder, postFile: string, url: string): string | undefined {
  if (isOnAnotherSite(url) || url.startsWith('/')) return undefined;
  let path: string;
  try {
    path = decodeURI(url.replace(/[?#].*$/, ''));
  } catch {
    return undefined;
  }
  const original = postFile.replace(/^[^/]+\/(?=writing\/)/, '');
  for (const file of new Set([postFile, original])) {
    const name = posix.join(posix.dirname(file), path);
    if (!name.startsWith('../') && folder.has(name)) return name;
  }
  return undefined;
}

type PostFile = { post: Pick<Post, 'slug' | 'body' | 'image' | 'date' | 'draft'>; file: string };

/** Every post's file in every language, with what it says. */
function postFiles(folder: ContentFolder): PostFile[] {
  const posts = (folder.data('posts') ?? []) as Post[];
  const published = new Map(posts.map((post) => [post.slug, post]));
  return [
    ...posts.map((post) => ({ post, file: postFileOf(post.slug) })),
    ...overlayFolders(folder).flatMap((tag) =>
      ((folder.data('posts', tag) ?? []) as Post[]).flatMap((own) => {
        const base = published.get(own.slug);
        // A translation has its original's date, draft flag and picture.
        return base
          ? [{ post: { ...own, ...pick(base), body: own.body }, file: postFileOf(own.slug, tag) }]
          : [];
      }),
    ),
  ];
}

const pick = ({ date, draft, image }: Post) => ({ date, draft, image });

/**
 * The names in content/ of every picture the posts show, in every language: the published posts'
 * in a build, every post's in `npm run dev`. A name that is not there is the check's to report.
 */
export function postPictureNames(
  folder: ContentFolder,
  { drafts = false, today }: PostsOptions = {},
): string[] {
  const names = new Set<string>();
  for (const { post, file } of postFiles(folder)) {
    if (!drafts && !isPublished(post, today)) continue;
    if (post.image && folder.has(post.image)) names.add(post.image);
    for (const { url } of picturesInMarkdown(post.body ?? '')) {
      const name = pictureNameOf(folder, file, url);
      if (name) names.add(name);
    }
  }
  return [...names].sort();
}

/** A picture as built, its alt aside (the post's Markdown gives it). */
export type BuiltPicture = Omit<BuiltImage, 'alt'>;

/** The post's picture at an address its Markdown gives, as built, or undefined for an address that names none. */
export type PictureLookup = (url: string) => BuiltPicture | undefined;

/**
 * Where the first screen of a phone ends, in lines of the post's text: a 640 px screen less the top
 * bar and the post's header leaves about 14 lines of 27 px. A picture that starts past them is lazy.
 */
const firstScreenLines = 14;
/** Characters a line of the post's column holds on a phone, and its width in CSS px. */
const phoneLine = { characters: 40, width: 345, height: 27 };

/** About how many of a phone's lines a block of the post takes: its text, its rows, its pictures. */
function linesOf(block: Html['children'][number], lookup: PictureLookup): number {
  let lines = 1;
  let characters = 0;
  visit(block, (node) => {
    if (node.type === 'text') characters += node.value.length;
    if (node.type !== 'element') return;
    if (['li', 'tr', 'p'].includes(node.tagName)) lines += 1;
    const image = node.tagName === 'img' ? lookupOf(node, lookup) : undefined;
    if (image) lines += Math.ceil((image.height / image.width) * (phoneLine.width / phoneLine.height));
  });
  // A code block keeps its lines; prose wraps at the column.
  const text = block.type === 'element' && block.tagName === 'pre' ? 0 : characters / phoneLine.characters;
  return lines + Math.ceil(text);
}

const lookupOf = (node: Element, lookup: PictureLookup) =>
  typeof node.properties.src === 'string' ? lookup(node.properties.src) : undefined;

/**
 * Each `<img>` whose address names a built picture becomes a `<picture>`: AVIF and WebP in
 * widths, its width and height (no shift when it arrives), and `loading="lazy"` past a phone's
 * first screen. Runs after the sanitizer, which knows no `<picture>` or `<source>`.
 */
export function builtPictures(lookup: PictureLookup) {
  return (tree: Html) => {
    let linesBefore = 0;
    for (const block of tree.children) {
      const lazy = linesBefore > firstScreenLines;
      linesBefore += linesOf(block, lookup);
      visit(block, 'element', (node, index, parent) => {
        const image = node.tagName === 'img' ? lookupOf(node, lookup) : undefined;
        if (!image || !parent || index === undefined) return;
        const { alt, title } = node.properties;
        const sources: ElementContent[] = image.sources.map(({ type, srcset }) => ({
          type: 'element',
          tagName: 'source',
          properties: { type, srcSet: srcset, ...(image.sizes && { sizes: image.sizes }) },
          children: [],
        }));
        const img: Element = {
          type: 'element',
          tagName: 'img',
          properties: {
            ...(lazy && { loading: 'lazy' }),
            decoding: 'async',
            src: image.src,
            alt: typeof alt === 'string' ? alt : '',
            ...(typeof title === 'string' && { title }),
            width: image.width,
            height: image.height,
          },
          children: [],
        };
        parent.children[index] = {
          type: 'element',
          tagName: 'picture',
          properties: {},
          children: [...sources, img],
        };
        return 'skip';
      });
    }
  };
}
