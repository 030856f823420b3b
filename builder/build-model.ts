/**
 * The build's one model of the site, made once per snapshot of content/ and per set of options:
 * the content in every language, each collection's entries by language, the site map, what the
 * pages show (each language's page data too), the picture manifest and the API's answers. Each part is made when first asked for,
 * then kept with the model. The prerender, the pages, the SEO files, the résumés, the API's
 * answers and the dev server take what they need of it as arguments.
 */
import type { Content } from '../shared/content-files.ts';
import type { Pages } from '../shared/page-data.ts';
import { type ApiContentOfSite, apiContentOf } from './api-content.ts';
import type { CollectionEntries, CollectionOptions } from './collection-entries.ts';
import {
  type CollectionViews,
  collectionEntriesOf,
  collectionPageDataOf,
  collectionViewsOf,
} from './collections/index.ts';
import { type ContentFolder, type ContentFrom, contentFolderOf } from './content/content-folder.ts';
import { lazily, loadContent, loadContentFile, loadLocalizedContent } from './content/load.ts';
import type { LocalizedContent } from './content/overlays.ts';
import { type PictureManifest, planPictureManifest } from './images/picture-manifest.ts';
import { portraitJpeg } from './images/portrait.ts';
import { pagesOf } from './page-data.ts';
import { type SiteMap, siteMapOf } from './site-map.ts';
import { type BuiltFont, planFont } from './theme/page-font.ts';

/** What the model is made for: the build (published entries only), or `npm run dev` (`drafts`). */
export type BuildOptions = CollectionOptions;

export type BuildModel = {
  folder: ContentFolder;
  options: BuildOptions;
  content: Content;
  localized: LocalizedContent;
  /** Each collection's shown entries, by language. */
  entries: CollectionEntries;
  siteMap: SiteMap;
  /** What each collection's pages and the portfolio's parts that list them show. */
  views: CollectionViews;
  /** Each language's page data: what the page bundles (virtual:pages) and the prerender reads. */
  pages: Pages;
  /** Every picture planned: the shown entries' only. */
  pictures(): Promise<PictureManifest>;
  /** The API's answers, with the pictures as built, and the paths the Worker counts. */
  api(): Promise<ApiContentOfSite>;
  /**
   * The photo as JPEG, square, `side` pixels, or null without one: every language's résumé PDF and
   * share image embed the same photo, encoded once per size.
   */
  photoJpeg(side: number): Promise<Buffer | null>;
  /** The owner's font (site.json theme.font), or null for the system's: site.json alone is read. */
  font(): BuiltFont | null;
};

/**
 * The model of the snapshot `from` for `options`: one per snapshot and options, whatever asks. Its
 * key is the options themselves, so it cannot miss one that changes what the model holds.
 */
export function buildModel(from?: ContentFrom, { drafts = false, today }: BuildOptions = {}): BuildModel {
  const folder = contentFolderOf(from);
  const options = { drafts, today };
  return folder.once(`build model ${JSON.stringify(options)}`, () => modelOf(folder, options));
}

function modelOf(folder: ContentFolder, options: BuildOptions): BuildModel {
  const localized = () => loadLocalizedContent(folder);
  const entries = lazily(() => collectionEntriesOf(localized(), folder, options));
  const siteMap = lazily(() => siteMapOf(localized(), new Date(), entries()));
  const views = lazily(() => collectionViewsOf(localized(), entries()));
  const pages = lazily(() => pagesOf(localized(), collectionPageDataOf(views())));
  const pictures = lazily(() => planPictureManifest(folder, loadContent(folder), options));
  const api = lazily(async () => apiContentOf(localized(), (await pictures()).built, siteMap()));
  const jpegs = new Map<number, Promise<Buffer | null>>();
  const font = lazily(() => {
    const chosen = loadContentFile('site', folder).theme?.font;
    return chosen ? planFont(chosen) : null;
  });
  return {
    folder,
    options,
    get content() {
      return loadContent(folder);
    },
    get localized() {
      return localized();
    },
    get entries() {
      return entries();
    },
    get siteMap() {
      return siteMap();
    },
    get views() {
      return views();
    },
    get pages() {
      return pages();
    },
    pictures,
    api,
    photoJpeg(side) {
      if (!jpegs.has(side)) jpegs.set(side, portraitJpeg(loadContent(folder).site, side, folder));
      return jpegs.get(side) as Promise<Buffer | null>;
    },
    font,
  };
}

/** The map of the site the content describes: the published entries' pages, or with `drafts` every entry's. */
export const loadSiteMap = (from?: ContentFrom, options: BuildOptions = {}): SiteMap =>
  buildModel(from, options).siteMap;
