/**
 * What a collection gives the build (each in its own folder: ./posts/, ./case-studies/): which of
 * its entries each language lists, what its pages show, and what it writes beside them. The
 * generic code (./index.ts) asks these, never a collection by name.
 */

import type { PageData } from '../../shared/page-data.ts';
import type { CollectionOptions, LanguageEntry } from '../collection-entries.ts';
import type { ContentFolder } from '../content/content-folder.ts';
import type { LocalizedContent } from '../content/overlays.ts';
import type { CollectionPageParts } from './page-files.ts';
import type { CollectionPageKit, CollectionPagesModel } from './page-parts.ts';

// Methods, not function-valued fields: a definition of posts is then one of entries in general
// (method parameters are checked both ways), so the generic code can hold every collection's.
export type CollectionDefinition<Entry extends LanguageEntry, Views> = {
  /** Each language's entries, as its pages list them. */
  entriesByLanguage(
    localized: LocalizedContent,
    folder: ContentFolder,
    options: CollectionOptions,
  ): Record<string, Entry[]>;
  /** What its pages show in each language, from those entries. */
  views(localized: LocalizedContent, entries: Record<string, Entry[]>): Views;
  /** What its pages show, for the generic page writer (./page-parts.ts). */
  kit(model: CollectionPagesModel, views: Views): CollectionPageKit;
  /**
   * What the portfolio's page data (shared/page-data.ts) holds of it in a language, if anything:
   * none where the language has no entry, so a site without one has its page as the spec's.
   */
  pageData?(views: Views, locale: string): Partial<PageData> | undefined;
  /** Its stylesheet as `npm run dev` serves it through Vite, so a save reloads it. */
  devStylesheet: string;
  /** Its feeds, written from its pages' parts, where its registry entry declares `feeds`. */
  writeFeeds?(
    model: CollectionPagesModel,
    views: Views,
    parts: CollectionPageParts[],
    dist: string,
  ): string[];
};

/** A collection's definition, its entries' and views' types inferred. */
export const defineCollection = <Entry extends LanguageEntry, Views>(
  definition: CollectionDefinition<Entry, Views>,
): CollectionDefinition<Entry, Views> => definition;
