/**
 * The pictures a post shows, as its page draws them: each `<img>` whose address names a built
 * picture (found by builder/content/markdown-pictures.ts, built like a project's picture by
 * builder/images/) becomes a `<picture>` with its width and height, lazy below the first screen.
 */
import type { Element, ElementContent, Root as Html } from 'hast';
import { visit } from 'unist-util-visit';
import type { BuiltImage } from '../../shared/schema.ts';

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
