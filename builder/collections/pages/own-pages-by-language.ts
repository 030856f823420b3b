/**
 * The owner's own pages (content/pages/<slug>.md) in each language of the site: which exist in the
 * language (the default's, and each translation in content/<tag>/pages/), where each one's page is
 * (/<slug>/, /<tag>/<slug>/), and which a language shows in the default's words, linking to the
 * default's page, as its posts do. Read by the site map, the pages and the footer's links.
 */
import type { OwnPage } from '../../../shared/schema.ts';
import { utcDayOf } from '../../../shared/utc-day.ts';
import { type CollectionOptions, entriesByLanguage, type LanguageEntry } from '../../collection-entries.ts';
import type { ContentFrom } from '../../content/content-folder.ts';
import type { LocalizedContent } from '../../content/overlays.ts';

/** An owner's page as a language lists it; `page` and `alternates` are its pages', as the site map has them. */
export type LanguageOwnPage = LanguageEntry & {
  ownPage: OwnPage;
  /** The language its text is in: the page's, or the default's where it is not translated. */
  lang: string;
  /** Its page in that language. */
  href: string;
};

/**
 * Each language's pages, by file name: every one of the site, in the language's own words where
 * it has them, else in the default's, linking to the default's page. A page's last change is its
 * `updated`, else the day of the build (`today`).
 */
export function ownPagesByLanguage(
  localized: Pick<LocalizedContent, 'defaultLocale' | 'locales' | 'byLocale'>,
  from?: ContentFrom,
  options: CollectionOptions = {},
): Record<string, LanguageOwnPage[]> {
  const built = options.today ?? utcDayOf(new Date());
  return entriesByLanguage(
    'pages',
    localized,
    from,
    options,
    (ownPage: OwnPage, place): LanguageOwnPage => ({
      slug: ownPage.slug,
      lastModified: ownPage.updated ?? built,
      ownPage,
      ...place,
    }),
    (a, b) => a.slug.localeCompare(b.slug),
  );
}
