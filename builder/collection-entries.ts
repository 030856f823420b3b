/**
 * The collections: the Markdown kinds with pages of their own (shared/content-files.ts, an entry
 * with `pages`). Where each one's pages are, which of its entries are out, and the pictures those
 * show, read from the registry alone. A collection's own modules (builder/collections/posts/ for the posts,
 * registered in ./index.ts) say what its pages show.
 */

import type { CollectionPageRenderer } from '../shared/collection-pages.ts';
import { type CollectionKey, contentFiles } from '../shared/content-files.ts';
import { pagePathOf } from '../shared/locales.ts';
import type { PartStylesheets } from './collections/page-files.ts';
import { type ContentFolder, type ContentFrom, contentFolderOf } from './content/content-folder.ts';
import { pictureNameOf, picturesInMarkdown } from './content/markdown-pictures.ts';
import { type LocalizedContent, overlayFolders } from './content/overlays.ts';
import { entryFileOf } from './content/sources.ts';

/** Which entries the build makes pages of. */
export type CollectionOptions = {
  /** Every entry, drafts and entries dated after today included: `npm run dev`'s preview. */
  drafts?: boolean;
  /** The day the build runs (UTC, YYYY-MM-DD): an entry dated later is not out yet. */
  today?: string;
};

/** What the prerender gives: the server renderer's drawing, and the parts of web/index.html as built. */
export type PagesInput = {
  dist: string;
  template: string;
  /** The page's stylesheet, as the portfolio has it inline. */
  pageCss: string;
  render: CollectionPageRenderer;
  /** Each collection's own rules, as the server renderer has them (web/entry-server.tsx). */
  stylesheets: Record<CollectionKey, string>;
  /**
   * The rules of the parts only some entries' pages have (web/responses/responses.css,
   * web/reading-aids/reading-aids.css), each on the pages that have it only.
   */
  partStylesheets: PartStylesheets;
};

type Pages = {
  path: string;
  entry: boolean;
  index: boolean;
  feeds: boolean;
  picture?: string;
  isOut: (entry: never, today?: string) => boolean;
  /** Its entries take responses (comments, webmentions) when site.json `responses` turns them on. */
  responses?: boolean;
  /** Its entries with enough headings have a table of contents (builder/reading-aids.ts). */
  contents?: boolean;
};
type Entry = { slug: string; body?: string } & Record<string, unknown>;

/** The pages a collection's registry entry declares. */
export const pagesOf = (key: CollectionKey): Pages => contentFiles[key].pages;

/**
 * Where a language's index of a collection is: `/writing/`, `/de/writing/`; for a collection at the
 * root (an empty `path`), the language's own page, `/`, `/de/`.
 */
export const collectionIndexPath = (key: CollectionKey, locale: string, defaultLocale: string): string => {
  const { path } = pagesOf(key);
  return `${pagePathOf(locale, defaultLocale)}${path && `${path}/`}`;
};

/** An entry's own page in a language: `/writing/<slug>/`, or `/<slug>/` for a collection at the root. */
export const collectionEntryPath = (
  key: CollectionKey,
  slug: string,
  locale: string,
  defaultLocale: string,
): string => `${collectionIndexPath(key, locale, defaultLocale)}${slug}/`;

/** Whether the build shows an entry: every one in `npm run dev` (`drafts`), else those that are out. */
export const isShown = (key: CollectionKey, entry: unknown, { drafts = false, today }: CollectionOptions) =>
  drafts || (pagesOf(key).isOut as (entry: unknown, today?: string) => boolean)(entry, today);

/** An entry of a collection as a language lists it: what the site map reads. */
export type LanguageEntry = {
  slug: string;
  /** Its page here: none for an entry that lives elsewhere or is in another language. */
  page?: string;
  /** The same entry's pages in every language that has it, this one's included: its hreflang set. */
  alternates: { locale: string; path: string }[];
  /** Its last change, YYYY-MM-DD. */
  lastModified: string;
};

/**
 * Where an entry is in a language: the language its text is in (the page's, or the default's where
 * it is not translated), its page in that language (`href`), that page as the language's own
 * (`page`, only when its text is the language's), and its pages in every language that has it.
 */
export type EntryPlace = Pick<LanguageEntry, 'page' | 'alternates'> & { lang: string; href: string };

/**
 * Each language's entries of a collection: every shown entry of the site, in the language's own
 * words where it has them (the default's, and each translation in content/<tag>/<folder>/), else in
 * the default's, linking to the default's page. The collection gives only how an entry and its
 * place become its language's item (`itemOf`), and their order.
 */
export function entriesByLanguage<Entry extends { slug: string }, Item extends LanguageEntry>(
  key: CollectionKey,
  { defaultLocale, locales, byLocale }: Pick<LocalizedContent, 'defaultLocale' | 'locales' | 'byLocale'>,
  from: ContentFrom | undefined,
  options: CollectionOptions,
  itemOf: (entry: Entry, place: EntryPlace) => Item,
  order: (a: Item, b: Item) => number,
): Record<string, Item[]> {
  const folder = contentFolderOf(from);
  const entriesIn = (locale: string) => byLocale[locale][key] as unknown as Entry[];
  const translated = new Map(
    locales.map((locale) => {
      const own = locale === defaultLocale ? entriesIn(locale) : folder.data(key, locale);
      return [locale, new Set(((own ?? []) as { slug: string }[]).map(({ slug }) => slug))];
    }),
  );
  const pathOf = (slug: string, locale: string) => collectionEntryPath(key, slug, locale, defaultLocale);
  return Object.fromEntries(
    locales.map((locale) => {
      const items = entriesIn(locale)
        .filter((entry) => isShown(key, entry, options))
        .map((entry) => {
          const lang = translated.get(locale)?.has(entry.slug) ? locale : defaultLocale;
          const href = pathOf(entry.slug, lang);
          return itemOf(entry, {
            lang,
            href,
            ...(lang === locale && { page: href }),
            alternates: locales
              .filter((other) => translated.get(other)?.has(entry.slug))
              .map((other) => ({ locale: other, path: pathOf(entry.slug, other) })),
          });
        });
      return [locale, items.sort(order)];
    }),
  );
}

/** Each collection's entries in each language, newest first, as its pages list them. */
export type CollectionEntries = Partial<Record<CollectionKey, Record<string, LanguageEntry[]>>>;

/**
 * The names in content/ of every picture a collection's shown entries show, in every language: its
 * picture field and those its Markdown names. A translation has its original's shared fields
 * (`defaultOnly`: its date, draft flag and picture). A name that is not there is the check's to report.
 */
export function collectionPictureNames(
  folder: ContentFolder,
  key: CollectionKey,
  options: CollectionOptions,
): string[] {
  const { defaultOnly } = contentFiles[key];
  const field = pagesOf(key).picture;
  const entries = (folder.data(key) ?? []) as Entry[];
  const bySlug = new Map(entries.map((entry) => [entry.slug, entry]));
  const shared = (entry: Entry) =>
    Object.fromEntries(defaultOnly.flatMap((name) => (name in entry ? [[name, entry[name]]] : [])));
  const files: { entry: Entry; file: string }[] = [
    ...entries.map((entry) => ({ entry, file: entryFileOf(key, entry.slug) })),
    ...overlayFolders(folder).flatMap((tag) =>
      ((folder.data(key, tag) ?? []) as Entry[]).flatMap((own) => {
        const base = bySlug.get(own.slug);
        return base
          ? [{ entry: { ...own, ...shared(base), body: own.body }, file: entryFileOf(key, own.slug, tag) }]
          : [];
      }),
    ),
  ];
  const names = new Set<string>();
  for (const { entry, file } of files) {
    if (!isShown(key, entry, options)) continue;
    const picture = field === undefined ? undefined : entry[field];
    if (typeof picture === 'string' && folder.has(picture)) names.add(picture);
    for (const { url } of picturesInMarkdown(entry.body ?? '')) {
      const name = pictureNameOf(folder, file, url);
      if (name) names.add(name);
    }
  }
  return [...names].sort();
}
