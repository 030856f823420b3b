/**
 * A post's Markdown made into the HTML of its page, at build time: CommonMark with GitHub's
 * extensions (tables, footnotes, task lists, strikethrough), raw HTML sanitized, headings given
 * anchors, code highlighted in light and dark with classes (no `style` attribute, so the CSP needs
 * no 'unsafe-inline' and feeds stay clean), each colour readable on its backdrop
 * (./code-contrast.ts). Nothing of this reaches the browser but its output.
 */
import rehypeShikiFromHighlighter from '@shikijs/rehype/core';
import { transformerStyleToClass } from '@shikijs/transformers';
import type { Element, Root as Html } from 'hast';
import type { Root as Markdown } from 'mdast';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { createHighlighter } from 'shiki';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { fillText } from '../../shared/texts/fill.ts';
import { type BuiltPicture, builtPictures } from './built-pictures.ts';
import { readableBundledTheme } from './code-contrast.ts';
import { readingSizeOf } from './reading-time.ts';

/** The code themes, one per colour scheme of the page (shared/color-scheme.ts). */
const codeThemes = { light: 'github-light', dark: 'github-dark' } as const;

export type RenderedMarkdown = {
  html: string;
  /** What a reader reads, code left out (./reading-time.ts). */
  words: number;
  /** Chinese and Japanese characters, which are counted one by one. */
  characters: number;
  /** The rules for the code's classes this post uses (codeStylesheet joins them). */
  codeRules: string[];
  /** Its h2 and h3 headings, in order, as the page has them: what a table of contents links. */
  headings: Heading[];
};

/** A heading of the post's HTML: its level after demotion, its id as rehype-slug gave it, its words. */
export type Heading = { depth: 2 | 3; id: string; text: string };

export type RenderOptions = {
  /** Ids the page around the post already has: a heading or raw HTML with the same id is renamed. */
  reservedIds?: readonly string[];
  /** The footnotes' heading (read by screen readers) and each note's link back, in the post's language. */
  footnotes?: { label: string; backLabel: string };
  /** The post's pictures as built, by the address its Markdown gives (./built-pictures.ts). */
  pictures?: Readonly<Record<string, BuiltPicture>>;
};

export type MarkdownRenderer = (markdown: string, options?: RenderOptions) => Promise<RenderedMarkdown>;

/**
 * Makes a renderer. The highlighter is made once (its start costs about 130 ms) and loads each
 * code language the first time a post uses it; a language Shiki does not know is shown as text.
 */
export async function markdownRenderer(): Promise<MarkdownRenderer> {
  const highlighter = await createHighlighter({
    themes: await Promise.all(Object.values(codeThemes).map(readableBundledTheme)),
    langs: [],
  });
  return async (markdown, { reservedIds = [], footnotes, pictures = {} } = {}) => {
    // Its own registry per post: the rules it returns are those this post's code needs.
    const toClasses = transformerStyleToClass({ classPrefix: 'code-' });
    let reading = { words: 0, characters: 0 };
    let headings: Heading[] = [];
    const file = await unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(() => (tree: Markdown) => {
        reading = readingSizeOf(tree);
      })
      .use(remarkRehype, {
        allowDangerousHtml: true,
        // The footnotes' ids unprefixed here: the sanitizer gives every id its prefix once.
        clobberPrefix: '',
        ...(footnotes && {
          footnoteLabel: footnotes.label,
          footnoteBackLabel: (referenceIndex: number, rereferenceIndex: number) =>
            fillText(footnotes.backLabel, {
              n: `${referenceIndex + 1}${rereferenceIndex > 1 ? `-${rereferenceIndex}` : ''}`,
            }),
        }),
      })
      .use(() => linkFootnotesToPrefixedIds)
      .use(rehypeRaw)
      // The default clobber prefix ("user-content-") on every id and name of the post, so raw
      // HTML's `name="querySelector"` cannot shadow the page's `document.querySelector`.
      .use(rehypeSanitize, defaultSchema)
      .use(() => builtPictures((url) => (Object.hasOwn(pictures, url) ? pictures[url] : undefined)))
      .use(rehypeSlug)
      .use(() => (tree: Html) => renameIds(tree, reservedIds))
      .use(() => readableFragments)
      .use(() => demoteHeadings)
      .use(() => labelTaskCheckboxes)
      .use(() => alignWithClasses)
      .use(() => hideWithPageClass)
      .use(() => (tree: Html) => {
        headings = headingsOf(tree);
      })
      .use(rehypeShikiFromHighlighter, highlighter, {
        themes: codeThemes,
        defaultColor: false,
        lazy: true,
        fallbackLanguage: 'text',
        // No time limit per line (Shiki's default is 500 ms, for editors): past it the rest of the
        // line is one colour, so a busy machine's cold highlighter drew code differently.
        tokenizeTimeLimit: 0,
        transformers: [toClasses],
      })
      .use(rehypeStringify)
      .process(markdown);
    return { html: String(file), ...reading, codeRules: rulesOf(toClasses.getCSS()), headings };
  };
}

/**
 * The stylesheet of the code in the given posts: each rule once, whatever post it came from. Shiki
 * names each class by its style, so one name always means one rule.
 */
export function codeStylesheet(posts: readonly Pick<RenderedMarkdown, 'codeRules'>[]): string {
  const rules = [...new Set(posts.flatMap((post) => post.codeRules))].sort();
  if (rules.length === 0) return '';
  // Each scheme shows its own colours: the page's color-scheme (light, dark, or the visitor's
  // choice) picks one of Shiki's two through light-dark().
  const schemes =
    '.shiki,.shiki span{color:light-dark(var(--shiki-light),var(--shiki-dark));background-color:light-dark(var(--shiki-light-bg),var(--shiki-dark-bg))}';
  return schemes + rules.join('');
}

/** The rules of Shiki's class registry's stylesheet, each on its own, without spaces. */
function rulesOf(css: string): string[] {
  return (css.match(/[^{}]+\{[^}]*\}/g) ?? []).map((rule) => rule.replace(/\s+/g, '').replace(/;}/, '}'));
}

/**
 * A post's `# Heading` would be a second h1 beside its title: when the body has one, every
 * heading goes one level down, so the outline stays whole.
 */
function demoteHeadings(tree: Html) {
  const headings: Element[] = [];
  visit(tree, 'element', (node) => {
    if (/^h[1-6]$/.test(node.tagName)) headings.push(node);
  });
  if (!headings.some((heading) => heading.tagName === 'h1')) return;
  for (const heading of headings) heading.tagName = `h${Math.min(Number(heading.tagName[1]) + 1, 6)}`;
}

/**
 * The h2 and h3 headings a reader sees, with their ids, in order: not GFM's footnotes heading,
 * which only screen readers get; a footnote's number is not part of a heading's words.
 */
function headingsOf(tree: Html): Heading[] {
  const headings: Heading[] = [];
  visit(tree, 'element', (node) => {
    if (node.tagName !== 'h2' && node.tagName !== 'h3') return;
    const { id, className } = node.properties;
    if (typeof id !== 'string' || (Array.isArray(className) && className.includes('visually-hidden'))) return;
    const text = wordsOf(node).replace(/\s+/g, ' ').trim();
    if (text) headings.push({ depth: node.tagName === 'h2' ? 2 : 3, id, text });
    return 'skip';
  });
  return headings;
}

/** An element's text, a footnote's reference left out. */
const wordsOf = (node: Element | Html['children'][number]): string =>
  node.type === 'text'
    ? node.value
    : node.type === 'element' && !('dataFootnoteRef' in node.properties)
      ? node.children.map(wordsOf).join('')
      : '';

/** The prefix the sanitizer gives every id and name of a post. */
const clobberPrefix = defaultSchema.clobberPrefix ?? 'user-content-';

/**
 * GFM's footnote links and back links, as remark-rehype makes them, pointed at their notes' ids
 * as the sanitizer will rename them ("#fn-1" to "#user-content-fn-1"). Runs before raw HTML is
 * parsed, so only Markdown's own footnotes are changed.
 */
function linkFootnotesToPrefixedIds(tree: Html) {
  visit(tree, 'element', (node) => {
    const { href } = node.properties;
    if (node.tagName !== 'a' || typeof href !== 'string' || !href.startsWith('#')) return;
    if (!('dataFootnoteRef' in node.properties) && !('dataFootnoteBackref' in node.properties)) return;
    node.properties.href = `#${clobberPrefix}${href.slice(1)}`;
  });
}

/** The alignments a table column can have, each a class of the page's stylesheet. */
const alignments = new Set(['left', 'center', 'right']);

/**
 * A table column's alignment (`| ---: |`) as a class of the page's stylesheet: the `align`
 * attribute is obsolete HTML, and an inline style would need the CSP's 'unsafe-inline'. Any
 * other value (raw HTML's `align="anything"`) is dropped, so a post adds no class of its own.
 */
function alignWithClasses(tree: Html) {
  visit(tree, 'element', (node) => {
    const { align } = node.properties;
    if ((node.tagName !== 'td' && node.tagName !== 'th') || align === undefined) return;
    delete node.properties.align;
    if (typeof align === 'string' && alignments.has(align)) node.properties.className = [`align-${align}`];
  });
}

/** GFM's footnotes heading, for screen readers only: hidden by the page's own rule (global.css). */
function hideWithPageClass(tree: Html) {
  visit(tree, 'element', (node) => {
    const { className } = node.properties;
    if (Array.isArray(className) && className.includes('sr-only'))
      node.properties.className = className.map((name) => (name === 'sr-only' ? 'visually-hidden' : name));
  });
}

/** Elements that end a task item's own words: what follows is its content, not its label. */
const blocks = new Set(['ul', 'ol', 'p', 'div', 'pre', 'blockquote', 'table', 'details']);

/**
 * A link to a heading in another script (`[the problem](#المشكلة)`) keeps its fragment as written,
 * not percent-encoded: browsers match either, but checkers that compare the text (HTML_CodeSniffer)
 * then find the heading's id. Only where the decoded fragment is an id of the text.
 */
function readableFragments(tree: Html) {
  const ids = new Set<string>();
  visit(tree, 'element', (node) => {
    if (typeof node.properties.id === 'string') ids.add(node.properties.id);
  });
  visit(tree, 'element', (node) => {
    const { href } = node.properties;
    if (node.tagName !== 'a' || typeof href !== 'string' || !href.startsWith('#') || !href.includes('%'))
      return;
    let fragment: string;
    try {
      fragment = decodeURIComponent(href.slice(1));
    } catch {
      return; // Not percent-encoding: left as written.
    }
    if (ids.has(fragment)) node.properties.href = `#${fragment}`;
  });
}

/**
 * A task list's checkbox is named by its item's words, as a form control must be (WCAG 1.3.1,
 * 4.1.2): the box and the words go in one <label>, so a screen reader says "done, checked".
 */
function labelTaskCheckboxes(tree: Html) {
  visit(tree, 'element', (node) => {
    const isBox = (child: Html['children'][number] | Element['children'][number]) =>
      child.type === 'element' && child.tagName === 'input' && child.properties.type === 'checkbox';
    if (!node.children.some(isBox) || node.tagName === 'label') return;
    const start = node.children.findIndex(isBox);
    let end = start + 1;
    while (end < node.children.length) {
      const child = node.children[end];
      if (child.type === 'element' && blocks.has(child.tagName)) break;
      end += 1;
    }
    const label: Element = {
      type: 'element',
      tagName: 'label',
      properties: {},
      children: node.children.slice(start, end) as Element['children'],
    };
    node.children.splice(start, end - start, label);
    return 'skip';
  });
}

/** Gives an id the page already has another name ("main" becomes "main-1"), with the post's links to it. */
function renameIds(tree: Html, reserved: readonly string[]) {
  if (reserved.length === 0) return;
  const taken = new Set(reserved);
  visit(tree, 'element', (node) => {
    if (typeof node.properties.id === 'string') taken.add(node.properties.id);
  });
  const renamed = new Map<string, string>();
  visit(tree, 'element', (node) => {
    const id = node.properties.id;
    if (typeof id !== 'string' || !reserved.includes(id) || renamed.has(id)) return;
    let suffix = 1;
    while (taken.has(`${id}-${suffix}`)) suffix += 1;
    renamed.set(id, `${id}-${suffix}`);
    taken.add(`${id}-${suffix}`);
    node.properties.id = `${id}-${suffix}`;
  });
  visit(tree, 'element', (node) => {
    const href = node.properties.href;
    if (typeof href === 'string' && href.startsWith('#') && renamed.has(href.slice(1)))
      node.properties.href = `#${renamed.get(href.slice(1))}`;
  });
}
