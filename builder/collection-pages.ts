/**
 * Each collection's own modules (a collection: shared/content-files.ts, an entry with `pages`):
 * which of its entries each language lists, what its pages show, and how they are written, in the
 * build (./prerender.ts) and in `npm run dev` (./vite-plugin/plugins/dev-head.ts). The site map,
 * the prerender and the dev server ask this module by collection; a second collection adds its
 * modules here.
 */
import type { CollectionPageRenderer } from '../shared/collection-pages.ts';
import type { CollectionKey } from '../shared/content-files.ts';
import type { CollectionEntries, CollectionOptions, LanguageEntry, PagesInput } from './collections.ts';
import type { ContentFolder } from './content/content-folder.ts';
import type { LocalizedContent } from './content/overlays.ts';
import type { PictureManifest } from './images/picture-manifest.ts';
import type { CollectionPage, SiteMap } from './site-map.ts';
import { devPostPage, writePostPages } from './writing/post-pages.ts';
import { type LanguagePost, postsByLanguage } from './writing/posts-by-language.ts';
import { writingOf } from './writing/writing-views.ts';

/** What a collection's pages are made of: the build's model (./build-model.ts), its pictures planned. */
export type CollectionModel = {
  folder: ContentFolder;
  localized: LocalizedContent;
  siteMap: SiteMap;
  entries: CollectionEntries;
  views: CollectionViews;
  pictures: PictureManifest;
};

const collections = {
  posts: {
    entriesByLanguage: postsByLanguage,
    // The posts' entries are those postsByLanguage made.
    views: (localized: LocalizedContent, entries: CollectionEntries) =>
      writingOf(localized, (entries.posts ?? {}) as Record<string, LanguagePost[]>),
    /** Its pages' parts from the model: the posts' views and pictures. */
    model: ({ folder, localized, siteMap, views, pictures }: CollectionModel) => ({
      folder,
      localized,
      siteMap,
      writing: views.posts,
      article: pictures.built.article,
    }),
    write: writePostPages,
    dev: devPostPage,
  },
} satisfies Record<CollectionKey, unknown>;

/** What each collection's pages show, in each language (the posts: shared/writing-view.ts). */
export type CollectionViews = {
  [Key in CollectionKey]: ReturnType<(typeof collections)[Key]['views']>;
};

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
      collections[key].entriesByLanguage(localized, folder, options),
    ]),
  );
}

/** What each collection's pages show. */
export const collectionViewsOf = (localized: LocalizedContent, entries: CollectionEntries): CollectionViews =>
  Object.fromEntries(keys.map((key) => [key, collections[key].views(localized, entries)])) as CollectionViews;

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
  for (const key of keys) {
    const pages = model.siteMap.pages.filter(
      (page): page is CollectionPage => page.kind !== 'portfolio' && page.collection === key,
    );
    if (pages.length === 0) continue;
    const made = await collections[key].write(collections[key].model(model), pages, input);
    written.push(...made.written);
    styles.push(...made.styles);
    scripts.push(...made.scripts);
  }
  return { written, styles, scripts };
}

/** A collection's page as `npm run dev` serves it, from the sources. */
export function devCollectionPage(
  model: CollectionModel,
  page: CollectionPage,
  render: CollectionPageRenderer,
  template: string,
): Promise<string> {
  const collection = collections[page.collection];
  return collection.dev(collection.model(model), page, render, template);
}
