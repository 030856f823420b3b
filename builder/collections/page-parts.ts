/**
 * The head and body of a collection's pages, whatever the collection: one algorithm, the
 * collection giving only what differs (`CollectionPageKit`: its views, heads and card). Used by the
 * build (every page of the site map) and by `npm run dev` (the one page asked for).
 */
import type { CollectionPageRenderer, CollectionPageView } from '../../shared/collection-pages.ts';
import type { CollectionKey } from '../../shared/content-files.ts';
import { pagePathOf } from '../../shared/locales.ts';
import type { ReadingAidsView } from '../../shared/reading-aids.ts';
import type { ProjectImages } from '../../shared/schema.ts';
import { searchIsOn } from '../../shared/search/setting.ts';
import { collectionIndexPath, pagesOf } from '../collection-entries.ts';
import type { ContentFolder } from '../content/content-folder.ts';
import type { LocalizedContent } from '../content/overlays.ts';
import { entryFileOf } from '../content/sources.ts';
import { renderMarkdownJobs } from '../markdown/render-jobs.ts';
import { readingAidsOf } from '../reading-aids.ts';
import { responsesSectionOf } from '../responses-section.ts';
import { withSearchForm } from '../search/form.ts';
import type { HeadOf } from '../seo/collection-head.ts';
import { type EntryCard, entryCardOf } from '../seo/entry-share-image.ts';
import type { CollectionPage, SiteMap } from '../site-map.ts';
import { type CollectionPageParts, entryMarkdownJob } from './page-files.ts';

/** What a collection's pages are made of, from the build's model (./build-model.ts). */
export type CollectionPagesModel = {
  /** The content folder: where an entry's Markdown finds its pictures. */
  folder: Pick<ContentFolder, 'has'>;
  localized: Pick<LocalizedContent, 'byLocale'>;
  siteMap: SiteMap;
  /** The entries' pictures as built (the picture manifest's `article` recipe). */
  article: ProjectImages;
};

/** An entry's page, before and after its Markdown is rendered. */
export type EntryPageKit = {
  markdown: string;
  footnotes: { label: string; backLabel: string };
  /** The page around the entry, its body empty: the ids a heading of the entry must not take. */
  chrome: CollectionPageView;
  /**
   * Its own reading aids: `toc: false` where its front matter turns its table of contents off;
   * its series and related posts, where its collection has them (../reading-aids.ts).
   */
  aids?: { toc?: boolean } & Pick<ReadingAidsView, 'series' | 'related'>;
  /** The page with the entry's HTML: what it shows, its head, and its share card's title and date. */
  withHtml: (html: string) => {
    view: CollectionPageView;
    card: { title: string; date: string };
    head: (head: HeadOf, card: EntryCard | undefined) => string;
  };
};

/**
 * A language's entry by its slug, as a kit's `entry` finds it: the item, its place in the
 * language's list (where its summary is), and its footnotes' words in the language.
 */
export function entryInLanguage<Item extends { slug: string }>(
  { entries, texts }: { entries: Item[]; texts: { footnotes: string; footnoteBack: string } },
  slug: string,
): { item: Item; index: number; footnotes: EntryPageKit['footnotes'] } {
  const index = entries.findIndex((entry) => entry.slug === slug);
  return {
    item: entries[index],
    index,
    footnotes: { label: texts.footnotes, backLabel: texts.footnoteBack },
  };
}

/** What differs from one collection's pages to another's, for a language. */
export type CollectionPageKit = {
  key: CollectionKey;
  /** The feeds a page of the language names in its head (none for a collection without feeds). */
  feeds: (locale: string) => HeadOf['feeds'];
  index: (locale: string) => { view: CollectionPageView; head: (head: HeadOf) => string };
  entry: (locale: string, slug: string) => EntryPageKit;
};

/**
 * The head and body of each given page of a collection, each entry's Markdown rendered: the
 * build's every page, or `npm run dev`'s one asked for (with its drafts).
 */
export async function collectionPageParts(
  kit: CollectionPageKit,
  { folder, localized: { byLocale }, siteMap, article }: CollectionPagesModel,
  pages: CollectionPage[],
  render: CollectionPageRenderer,
): Promise<CollectionPageParts[]> {
  const { defaultLocale, locales } = siteMap;
  const laidOut = pages.map((page) => {
    const { locale } = page;
    const head: HeadOf = {
      site: byLocale[locale].site,
      page,
      defaultLocale,
      locales,
      feeds: kit.feeds(locale),
    };
    // The language switch leads to this page in each language that has it, else to that language's
    // index, or its portfolio page for a collection without one.
    const languageHrefs = Object.fromEntries([
      ...locales.map((other) => [
        other,
        pagesOf(kit.key).index
          ? collectionIndexPath(kit.key, other, defaultLocale)
          : pagePathOf(other, defaultLocale),
      ]),
      ...page.alternates.map(({ locale: other, path }) => [other, path]),
    ]);
    if (page.kind === 'index') return { page, head, languageHrefs };
    const entry = kit.entry(locale, page.slug);
    // Its responses section, if it takes them, is in its chrome: the entry's headings keep clear of its ids.
    const responses = responsesSectionOf(byLocale[defaultLocale].site, page);
    const job = entryMarkdownJob({
      folder,
      file: entryFileOf(kit.key, page.slug, locale === defaultLocale ? undefined : locale),
      markdown: entry.markdown,
      chrome: render(locale, entry.chrome, languageHrefs, responses),
      footnotes: entry.footnotes,
      article,
    });
    return { page, head, languageHrefs, entry: { kit: entry, job, responses } };
  });
  // Every entry's Markdown at once: cached ones read, the others shared between the cores.
  const rendered = await renderMarkdownJobs(laidOut.flatMap(({ entry }) => (entry ? [entry.job] : [])));
  let next = 0;
  return laidOut.map(({ page, head, languageHrefs, entry }): CollectionPageParts => {
    const { locale } = page;
    if (!entry) {
      const index = kit.index(locale);
      const parts = { page, head: index.head(head), body: render(locale, index.view, languageHrefs) };
      return searchIsOn(byLocale[defaultLocale].site)
        ? withSearchForm(parts, byLocale[locale].site.ownerName, defaultLocale)
        : parts;
    }
    const markdown = rendered[next++];
    const done = entry.kit.withHtml(markdown.html);
    const card = entryCardOf(byLocale[locale].site, done.card.title, done.card.date, locale);
    const aids = readingAidsOf(locale, {
      contents: pagesOf(kit.key).contents,
      headings: markdown.headings,
      ...entry.kit.aids,
    });
    return {
      page,
      head: done.head(head, card),
      body: render(locale, done.view, languageHrefs, entry.responses, aids),
      rendered: markdown,
      card,
      ...(entry.responses && { responses: entry.responses }),
      ...(aids && { aids }),
    };
  });
}
