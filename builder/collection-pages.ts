/**
 * Each collection's own modules (a collection: shared/content-files.ts, an entry with `pages`):
 * which of its entries each language lists, what its pages show, and how they are written, in the
 * build (./prerender.ts) and in `npm run dev` (./vite-plugin/plugins/dev-head.ts). The site map,
 * the prerender and the dev server ask this module by collection; a second collection adds its
 * modules here.
 */
import type { CollectionPageRenderer } from '../shared/collection-pages.ts';
import type { CollectionKey } from '../shared/content-files.ts';
import { caseStudiesByLanguage, type LanguageCaseStudy } from './case-studies/case-studies-by-language.ts';
import { devCaseStudyPage, writeCaseStudyPages } from './case-studies/case-study-pages.ts';
import { caseStudiesOf, type LanguageCaseStudies } from './case-studies/case-study-views.ts';
import type { CollectionEntries, CollectionOptions, LanguageEntry, PagesInput } from './collections.ts';
import type { ContentFolder } from './content/content-folder.ts';
import type { LocalizedContent } from './content/overlays.ts';
import type { PictureManifest } from './images/picture-manifest.ts';
import type { CollectionPage, SiteMap } from './site-map.ts';
import { devPostPage, writePostPages } from './writing/post-pages.ts';
import { type LanguagePost, postsByLanguage } from './writing/posts-by-language.ts';
import { type LanguageWriting, writingOf } from './writing/writing-views.ts';

/** What a collection's pages are made of: the build's model (./build-model.ts), its pictures planned. */
export type CollectionModel = {
  folder: ContentFolder;
  localized: LocalizedContent;
  siteMap: SiteMap;
  entries: CollectionEntries;
  views: CollectionViews;
  pictures: PictureManifest;
};

/** The posts' pages' parts from the model: their views and pictures. */
const postsModel = ({ folder, localized, siteMap, views, pictures }: CollectionModel) => ({
  folder,
  localized,
  siteMap,
  writing: views.posts,
  article: pictures.built.article,
});

/** The case studies' pages' parts from the model. */
const caseStudiesModel = ({ folder, localized, siteMap, views, pictures }: CollectionModel) => ({
  folder,
  localized,
  siteMap,
  caseStudies: views.caseStudies,
  article: pictures.built.article,
});

const collections = {
  posts: {
    entriesByLanguage: postsByLanguage,
    // The posts' entries are those postsByLanguage made.
    views: (localized: LocalizedContent, entries: CollectionEntries) =>
      writingOf(localized, (entries.posts ?? {}) as Record<string, LanguagePost[]>),
    /** Its pages, from the model: the posts' views and pictures. */
    write: (model: CollectionModel, pages: CollectionPage[], input: PagesInput) =>
      writePostPages(postsModel(model), pages, input),
    dev: (model: CollectionModel, page: CollectionPage, render: CollectionPageRenderer, template: string) =>
      devPostPage(postsModel(model), page, render, template),
  },
  caseStudies: {
    entriesByLanguage: caseStudiesByLanguage,
    views: (localized: LocalizedContent, entries: CollectionEntries) =>
      caseStudiesOf(localized, (entries.caseStudies ?? {}) as Record<string, LanguageCaseStudy[]>),
    write: (model: CollectionModel, pages: CollectionPage[], input: PagesInput) =>
      writeCaseStudyPages(caseStudiesModel(model), pages, input),
    dev: (model: CollectionModel, page: CollectionPage, render: CollectionPageRenderer, template: string) =>
      devCaseStudyPage(caseStudiesModel(model), page, render, template),
  },
} satisfies Record<CollectionKey, unknown>;

/** What each collection's pages show, in each language (the posts: shared/writing-view.ts). */
export type CollectionViews = {
  posts: Record<string, LanguageWriting>;
  caseStudies: Record<string, LanguageCaseStudies>;
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
    const made = await collections[key].write(model, pages, input);
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
  return collections[page.collection].dev(model, page, render, template);
}
