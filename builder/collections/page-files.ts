/**
 * What the pages of every collection (builder/collections/index.ts: the posts, the case studies)
 * are made of and written as, whatever they show: an entry's Markdown as a job for the renderer,
 * each page's HTML with one stylesheet for them all, its share image beside it, and the page as
 * `npm run dev` serves it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReadingAidsView } from '../../shared/reading-aids.ts';
import type { ResponsesSectionView } from '../../shared/responses-section.ts';
import type { ProjectImages } from '../../shared/schema.ts';
import type { ContentFolder } from '../content/content-folder.ts';
import { pictureNameOf, picturesInMarkdown } from '../content/markdown-pictures.ts';
import { codeStylesheet, type RenderedMarkdown } from '../markdown/markdown.ts';
import type { MarkdownJob } from '../markdown/render-jobs.ts';
import { collectionPageHtml, themeSwitchScript } from '../page-html.ts';
import { searchFormCss } from '../search/form.ts';
import { type EntryCard, entryShareImagePath, renderEntryShareImages } from '../seo/entry-share-image.ts';
import type { CollectionPage } from '../site-map.ts';

/** A page of a collection as the build writes it: its head, its body, its Markdown as rendered, its share card. */
export type CollectionPageParts = {
  page: CollectionPage;
  head: string;
  body: string;
  rendered?: RenderedMarkdown;
  card?: EntryCard;
  /** Its responses section, on an entry that takes them (../responses-section.ts). */
  responses?: ResponsesSectionView;
  /** Its reading aids, on an entry that has any (../reading-aids.ts). */
  aids?: ReadingAidsView;
  /** The search's form, on a list with search on (../search/form.ts). */
  searchForm?: true;
};

/**
 * The rules of the parts only some entries' pages have, each put on those pages only, so every
 * other page is as it was: the responses section's, the reading aids'. (The search form's is one
 * fixed sheet, ../search/form.ts.)
 */
export type PartStylesheets = { responses: string; aids: string };

/**
 * An entry's Markdown as a job for the renderer (./markdown/render-jobs.ts): its pictures as
 * built, by the address its Markdown gives (data, so the job goes to a worker thread, and in the
 * cache's key, so a picture that changes renders the entry again); the ids the page around it
 * already has (`chrome`, rendered with an empty body); its footnotes' words.
 */
export function entryMarkdownJob({
  folder,
  file,
  markdown,
  chrome,
  footnotes,
  article,
}: {
  folder: Pick<ContentFolder, 'has'>;
  /** The entry's file in content/, which its pictures' addresses are relative to. */
  file: string;
  markdown: string;
  chrome: string;
  footnotes: { label: string; backLabel: string };
  article: ProjectImages;
}): MarkdownJob {
  const pictures = Object.fromEntries(
    picturesInMarkdown(markdown).flatMap(({ url }) => {
      const name = pictureNameOf(folder, file, url);
      const built = name === undefined ? undefined : article[name];
      return built ? [[url, built]] : [];
    }),
  );
  return {
    markdown,
    options: {
      reservedIds: [...chrome.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]),
      footnotes,
      pictures,
    },
  };
}

/** The one stylesheet of a collection's pages: the page's, the collection's, and the colours of all their code. */
export const collectionCss = (pageCss: string, own: string, parts: readonly CollectionPageParts[]): string =>
  `${pageCss}${own.trim()}${codeStylesheet(parts.flatMap(({ rendered }) => (rendered ? [rendered] : [])))}`;

/**
 * The stylesheet of a page of the collection: the collection's (`css`), then the rules of each
 * part only some pages have (`partCss`) on a page that has it, so every other page is as it was.
 */
export const pageCssOf = (
  css: string,
  partCss: PartStylesheets,
  part: Pick<CollectionPageParts, 'responses' | 'aids' | 'searchForm'>,
) =>
  `${css}${part.aids ? partCss.aids.trim() : ''}${part.responses ? partCss.responses.trim() : ''}${part.searchForm ? searchFormCss : ''}`;

/**
 * Writes each page's HTML, with `css` inline (and the rules of its parts after it: `partCss`),
 * and each card's share image beside its page (several drawn at once); gives the lines the build
 * prints. `entries`: what the cards are of.
 */
export async function writeCollectionPageFiles(
  { dist, template }: { dist: string; template: string },
  parts: readonly CollectionPageParts[],
  { css, partCss }: { css: string; partCss: PartStylesheets },
  entries: string,
): Promise<string[]> {
  const written: string[] = [];
  for (const part of parts) {
    const html = collectionPageHtml(
      template,
      part,
      `<style>${pageCssOf(css, partCss, part)}</style>`,
      `<script>${themeSwitchScript}</script>`,
    );
    const file = join(dist, ...`${part.page.path}index.html`.split('/'));
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, html);
    written.push(`${file.slice(dist.length + 1)} (${(html.length / 1024).toFixed(1)} KB)`);
  }
  const cards = parts.flatMap(({ page, card }) => (card ? [{ page, card }] : []));
  const images = await renderEntryShareImages(cards.map(({ card }) => card));
  for (const [index, { page }] of cards.entries())
    writeFileSync(join(dist, ...entryShareImagePath(page.path).split('/')), images[index]);
  if (cards.length > 0) written.push(`share.png beside ${cards.length} ${entries}`);
  return written;
}

/**
 * A collection's page as `npm run dev` serves it: its stylesheet through Vite (`devStyles`, the
 * module that imports it) and Vite's client, which reloads it when its entry is saved.
 */
export function devCollectionPageHtml(
  template: string,
  parts: CollectionPageParts,
  devStyles: string,
  partCss: PartStylesheets,
): string {
  const code = pageCssOf(parts.rendered ? codeStylesheet([parts.rendered]) : '', partCss, parts);
  return collectionPageHtml(
    template,
    parts,
    '',
    `${code && `<style>${code}</style>`}<script type="module" src="${devStyles}"></script><script>${themeSwitchScript}</script>`,
  );
}
