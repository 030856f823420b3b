/**
 * The case studies of each language of the site, as their pages and index show them: which exist in
 * the language (the default's, and each translation in content/<tag>/projects/), where each one's
 * page is, and which are listed there in the default language. Read by the site map, the pages and
 * the portfolio's project cards, so they agree on what is out.
 */
import type { CaseStudy } from '../../../shared/schema.ts';
import {
  type CollectionOptions,
  collectionIndexPath,
  entriesByLanguage,
  type LanguageEntry,
} from '../../collection-entries.ts';
import type { ContentFrom } from '../../content/content-folder.ts';
import type { LocalizedContent } from '../../content/overlays.ts';

/** A case study as a language lists it; `page` and `alternates` are its pages', as the site map has them. */
export type LanguageCaseStudy = LanguageEntry & {
  study: CaseStudy;
  /** The language its text is in: the page's, or the default's where it is not translated. */
  lang: string;
  /** Its page in that language. */
  href: string;
};

/** Where a language's case studies are listed: `/projects/`, `/de/projects/` (the registry's `pages.path`). */
export const caseStudiesIndexPath = (locale: string, defaultLocale: string): string =>
  collectionIndexPath('caseStudies', locale, defaultLocale);

/** The day a case study last changed, for the sitemap: its end, else its date, on its first day ("2024-03" → "2024-03-01"). */
const lastChangeOf = ({ date, end }: CaseStudy) =>
  `${end && end !== 'present' ? end : date}-01-01`.slice(0, 10);

const newestFirst = (a: LanguageCaseStudy, b: LanguageCaseStudy) =>
  b.study.date.localeCompare(a.study.date) || a.study.title.localeCompare(b.study.title);

/**
 * Each language's case studies, newest first (by date, then by title): every one of the site, in
 * the language's own words where it has them, else in the default's, linking to the default's page.
 */
export const caseStudiesByLanguage = (
  localized: Pick<LocalizedContent, 'defaultLocale' | 'locales' | 'byLocale'>,
  from?: ContentFrom,
  options: CollectionOptions = {},
): Record<string, LanguageCaseStudy[]> =>
  entriesByLanguage(
    'caseStudies',
    localized,
    from,
    options,
    (study: CaseStudy, place): LanguageCaseStudy => ({
      slug: study.slug,
      lastModified: lastChangeOf(study),
      study,
      ...place,
    }),
    newestFirst,
  );
