/**
 * Each collection's own modules (a collection: shared/content-files.ts, an entry with `pages`):
 * which of its entries each language lists, what its pages show, and how they are written, in the
 * build (./prerender.ts) and in `npm run dev` (./vite-plugin/plugins/dev-pages.ts). The site map,
 * the prerender and the dev server ask this module by collection; a second collection adds its
 * modules here.
 */
import type { CollectionPageRenderer } from '../shared/collection-pages.ts';
import { type CollectionKey, nounOf } from '../shared/content-files.ts';
import { caseStudiesByLanguage, type LanguageCaseStudy } from './case-studies/case-studies-by-language.ts';
import { type CaseStudyPagesModel, caseStudyPageKit } from './case-studies/case-study-pages.ts';
import { caseStudiesOf, type LanguageCaseStudies } from './case-studies/case-study-views.ts';
import {
  type CollectionPageParts,
  collectionCss,
  devCollectionPageHtml,
  writeCollectionPageFiles,
} from './collection-page-files.ts';
import {
  type CollectionPageKit,
  type CollectionPagesModel,
  collectionPageParts,
} from './collection-page-parts.ts';
import {
  type CollectionEntries,
  type CollectionOptions,
  type LanguageEntry,
  type PagesInput,
  pagesOf,
} from './collections.ts';
import type { ContentFolder } from './content/content-folder.ts';
import type { LocalizedContent } from './content/overlays.ts';
import type { PictureManifest } from './images/picture-manifest.ts';
import { themeSwitchScript } from './page-html.ts';
import type { CollectionPage, SiteMap } from './site-map.ts';
import { type PostPagesModel, postPageKit, writePostFeeds } from './writing/post-pages.ts';
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

/** What every collection's pages are made of, from the model: its pictures as built. */
const pagesModel = ({ folder, localized, siteMap, pictures }: CollectionModel): CollectionPagesModel => ({
  folder,
  localized,
  siteMap,
  article: pictures.built.article,
});

/** The posts' pages' parts from the model: their views and pictures. */
const postsModel = (model: CollectionModel): PostPagesModel => ({
  ...pagesModel(model),
  writing: model.views.posts,
});

/** The case studies' pages' parts from the model. */
const caseStudiesModel = (model: CollectionModel): CaseStudyPagesModel => ({
  ...pagesModel(model),
  caseStudies: model.views.caseStudies,
});

type CollectionDefinition = {
  entriesByLanguage: (
    localized: LocalizedContent,
    folder: ContentFolder,
    options: CollectionOptions,
  ) => Record<string, LanguageEntry[]>;
  views: (localized: LocalizedContent, entries: CollectionEntries) => unknown;
  /** What its pages show, from the model. */
  kit: (model: CollectionModel) => CollectionPageKit;
  /** Its stylesheet as `npm run dev` serves it through Vite, so a save reloads it. */
  devStylesheet: string;
  /** Its feeds, written from its pages' parts (a collection whose registry entry declares `feeds`). */
  writeFeeds?: (model: CollectionModel, parts: CollectionPageParts[], dist: string) => string[];
};

const collections = {
  posts: {
    entriesByLanguage: postsByLanguage,
    // The posts' entries are those postsByLanguage made.
    views: (localized: LocalizedContent, entries: CollectionEntries) =>
      writingOf(localized, (entries.posts ?? {}) as Record<string, LanguagePost[]>),
    kit: (model: CollectionModel) => postPageKit(postsModel(model)),
    devStylesheet: '/writing/dev-styles.ts',
    writeFeeds: (model: CollectionModel, parts: CollectionPageParts[], dist: string) =>
      writePostFeeds(postsModel(model), parts, dist),
  },
  caseStudies: {
    entriesByLanguage: caseStudiesByLanguage,
    views: (localized: LocalizedContent, entries: CollectionEntries) =>
      caseStudiesOf(localized, (entries.caseStudies ?? {}) as Record<string, LanguageCaseStudy[]>),
    kit: (model: CollectionModel) => caseStudyPageKit(caseStudiesModel(model)),
    devStylesheet: '/case-studies/dev-styles.ts',
  },
} satisfies Record<CollectionKey, CollectionDefinition>;

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
    const definition: CollectionDefinition = collections[key];
    const parts = await collectionPageParts(definition.kit(model), pagesModel(model), pages, input.render);
    // Each page's body first: the one stylesheet holds the colours of all their code.
    const css = collectionCss(input.pageCss, input.stylesheets[key], parts);
    written.push(...(await writeCollectionPageFiles(input, parts, css, nounOf(key).many)));
    if (pagesOf(key).feeds) written.push(...(definition.writeFeeds?.(model, parts, input.dist) ?? []));
    styles.push(css);
    scripts.push(themeSwitchScript);
  }
  return { written, styles, scripts };
}

/**
 * The feeds a language's portfolio names in its head: those of each collection whose registry entry
 * declares feeds and which lists entries in that language, as its own pages name them.
 */
export const portfolioFeeds = (model: CollectionModel, locale: string): string[] =>
  keys.flatMap((key) =>
    pagesOf(key).feeds && (model.entries[key]?.[locale] ?? []).length > 0
      ? (collections[key] as CollectionDefinition).kit(model).feeds(locale)
      : [],
  );

/** A collection's page as `npm run dev` serves it, from the sources, reloaded on save. */
export async function devCollectionPage(
  model: CollectionModel,
  page: CollectionPage,
  render: CollectionPageRenderer,
  template: string,
): Promise<string> {
  const definition: CollectionDefinition = collections[page.collection];
  const [parts] = await collectionPageParts(definition.kit(model), pagesModel(model), [page], render);
  return devCollectionPageHtml(template, parts, definition.devStylesheet);
}
