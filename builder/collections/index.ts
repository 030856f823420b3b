/**
 * The collections (shared/content-files.ts, an entry with `pages`), each defined in its own folder
 * (./definition.ts): this module lists them once, and asks each, by the same questions, which of
 * its entries each language lists, what its pages show, and how they are written, in the build
 * (../prerender.ts) and in `npm run dev` (../vite-plugin/plugins/dev-pages.ts). Their places in a
 * JSON Resume are listed apart (./json-resume-parts.ts).
 */
import type { CollectionPageRenderer } from '../../shared/collection-pages.ts';
import { type CollectionKey, nounOf } from '../../shared/content-files.ts';
import type { PageData } from '../../shared/page-data.ts';
import {
  type CollectionEntries,
  type CollectionOptions,
  type LanguageEntry,
  type PagesInput,
  pagesOf,
} from '../collection-entries.ts';
import type { ContentFolder } from '../content/content-folder.ts';
import type { LocalizedContent } from '../content/overlays.ts';
import type { PictureManifest } from '../images/picture-manifest.ts';
import { themeSwitchScript } from '../page-html.ts';
import { writeCommentTurnstileLoader } from '../responses-section.ts';
import type { CollectionPage, SiteMap } from '../site-map.ts';
import { caseStudies } from './case-studies/index.ts';
import type { CollectionDefinition } from './definition.ts';
import {
  collectionCss,
  devCollectionPageHtml,
  type PartStylesheets,
  pageCssOf,
  writeCollectionPageFiles,
} from './page-files.ts';
import { type CollectionPagesModel, collectionPageParts } from './page-parts.ts';
import { pages } from './pages/index.ts';
import { posts } from './posts/index.ts';

/** Every collection, by its registry key: the one list. */
const collections = { posts, caseStudies, pages } satisfies Record<CollectionKey, unknown>;

/** What each collection's pages show, in each language (the posts: shared/writing-view.ts). */
export type CollectionViews = {
  [Key in CollectionKey]: ReturnType<(typeof collections)[Key]['views']>;
};

/** What a collection's pages are made of: the build's model (../build-model.ts), its pictures planned. */
export type CollectionModel = {
  folder: ContentFolder;
  localized: LocalizedContent;
  siteMap: SiteMap;
  entries: CollectionEntries;
  views: CollectionViews;
  pictures: PictureManifest;
};

/** What every collection's pages are made of, from the model: its pictures as built. */
const pagesModel = ({ folder, localized, siteMap, pictures }: CollectionModel): CollectionPagesModel => ({
  folder,
  localized,
  siteMap,
  article: pictures.built.article,
});

/** A collection's definition as the generic code holds it: of entries, and views, in general. */
const definitionOf = (key: CollectionKey) => collections[key] as CollectionDefinition<LanguageEntry, unknown>;

const keys = Object.keys(collections) as CollectionKey[];

/** Each collection's entries in each language, as its pages list them. */
export function collectionEntriesOf(
  localized: LocalizedContent,
  folder: ContentFolder,
  options: CollectionOptions,
): CollectionEntries {
  return Object.fromEntries(
    keys.map((key): [CollectionKey, Record<string, LanguageEntry[]>] => [
      key,
      definitionOf(key).entriesByLanguage(localized, folder, options),
    ]),
  );
}

/** What each collection's pages show. */
export const collectionViewsOf = (localized: LocalizedContent, entries: CollectionEntries): CollectionViews =>
  Object.fromEntries(
    keys.map((key) => [key, definitionOf(key).views(localized, entries[key] ?? {})]),
  ) as CollectionViews;

/**
 * What the portfolio's page data holds of every collection, in each language that has any: each
 * collection's part (its definition's `pageData`), in the list's order.
 */
export const collectionPageDataOf = (views: Partial<CollectionViews>): Record<string, Partial<PageData>> => {
  const byLocale: Record<string, Partial<PageData>> = {};
  for (const key of keys)
    for (const locale of Object.keys(views[key] ?? {})) {
      const own = definitionOf(key).pageData?.(views[key], locale);
      if (own) byLocale[locale] = { ...byLocale[locale], ...own };
    }
  return byLocale;
};

/**
 * Writes every collection's pages of the site map (and the feeds it declares); gives the texts the
 * CSP must allow.
 */
export async function writeCollectionPages(
  model: CollectionModel,
  input: PagesInput,
): Promise<{ written: string[]; styles: string[]; scripts: string[] }> {
  const written: string[] = [];
  const styles: string[] = [];
  const scripts: string[] = [];
  let turnstileLoader = false;
  for (const key of keys) {
    const pages = model.siteMap.pages.filter(
      (page): page is CollectionPage => page.kind !== 'portfolio' && page.collection === key,
    );
    if (pages.length === 0) continue;
    const definition = definitionOf(key);
    const parts = await collectionPageParts(
      definition.kit(pagesModel(model), model.views[key]),
      pagesModel(model),
      pages,
      input.render,
    );
    // Each page's body first: the one stylesheet holds the colours of all their code.
    const css = collectionCss(input.pageCss, input.stylesheets[key], parts);
    const partCss = input.partStylesheets;
    written.push(...(await writeCollectionPageFiles(input, parts, { css, partCss }, nounOf(key).many)));
    if (pagesOf(key).feeds)
      written.push(
        ...(definition.writeFeeds?.(pagesModel(model), model.views[key], parts, input.dist) ?? []),
      );
    styles.push(...new Set(parts.map((part) => pageCssOf(css, partCss, part))));
    scripts.push(themeSwitchScript);
    if (parts.some((part) => part.responses?.comments?.turnstileSiteKey)) turnstileLoader = true;
  }
  if (turnstileLoader) written.push(writeCommentTurnstileLoader(input.dist));
  return { written, styles, scripts };
}

/**
 * The feeds a language's portfolio names in its head: those of each collection whose registry entry
 * declares feeds and which lists entries in that language, as its own pages name them.
 */
export const portfolioFeeds = (model: CollectionModel, locale: string): string[] =>
  keys.flatMap((key) =>
    pagesOf(key).feeds && (model.entries[key]?.[locale] ?? []).length > 0
      ? definitionOf(key).kit(pagesModel(model), model.views[key]).feeds(locale)
      : [],
  );

/** A collection's page as `npm run dev` serves it, from the sources, reloaded on save. */
export async function devCollectionPage(
  model: CollectionModel,
  page: CollectionPage,
  render: CollectionPageRenderer,
  template: string,
  partCss: PartStylesheets,
): Promise<string> {
  const definition = definitionOf(page.collection);
  const [parts] = await collectionPageParts(
    definition.kit(pagesModel(model), model.views[page.collection]),
    pagesModel(model),
    [page],
    render,
  );
  return devCollectionPageHtml(template, parts, definition.devStylesheet, partCss);
}
