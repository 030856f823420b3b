/**
 * What each language's case-study pages show (shared/case-study-view.ts), with each date written
 * in that language at build time, as the portfolio writes a job's.
 */
import type { CaseStudiesData, CaseStudySummary, CaseStudyView } from '../../../shared/case-study-view.ts';
import { type DateWords, formatDateRange, formatMonthYear } from '../../../shared/format/date.ts';
import { monthYearPatterns } from '../../../shared/format/month-names.ts';
import type { BuiltImage, CaseStudy, ProjectImages } from '../../../shared/schema.ts';
import { resolveCaseStudyTexts, resolveTexts } from '../../../shared/texts/index.ts';
import type { LocalizedContent } from '../../content/overlays.ts';
import { isRightToLeft } from '../../page-data.ts';
import { caseStudiesIndexPath, type LanguageCaseStudy } from './case-studies-by-language.ts';

/** When it ran: "March 2024", or with an end "March 2024 – June 2024", "March 2024 – Present". */
export function whenText({ date, end }: Pick<CaseStudy, 'date' | 'end'>, words: DateWords): string {
  if (end === undefined) return formatMonthYear(date, words);
  return formatDateRange(date, end === 'present' ? undefined : end, words);
}

/** Its cover as built, with its alt: none when the case study names none. */
export const coverOf = (study: CaseStudy, built: ProjectImages): BuiltImage | undefined =>
  study.cover && built[study.cover] ? { alt: study.coverAlt ?? '', ...built[study.cover] } : undefined;

/** A text in `lang` on a page in `locale`: its language, and its direction where it differs. */
const languageOf = (lang: string, locale: string) => ({
  lang,
  ...(isRightToLeft(lang) !== isRightToLeft(locale) && {
    dir: isRightToLeft(lang) ? ('rtl' as const) : ('ltr' as const),
  }),
});

export function caseStudySummaryOf(
  entry: LanguageCaseStudy,
  locale: string,
  words: DateWords,
  built: ProjectImages,
): CaseStudySummary {
  const { study, lang, href } = entry;
  const cover = coverOf(study, built);
  return {
    slug: study.slug,
    title: study.title,
    summary: study.summary,
    ...(lang !== locale && languageOf(lang, locale)),
    href,
    date: study.date,
    whenText: whenText(study, words),
    ...(study.role && { role: study.role }),
    ...(cover && { cover }),
    // Shown by `npm run dev` only.
    ...(study.draft && { draft: true }),
  };
}

/** A case study's page in its language, its body as builder/markdown/markdown.ts made it. */
export const caseStudyViewOf = (
  summary: CaseStudySummary,
  study: CaseStudy,
  html: string,
): CaseStudyView => ({
  ...summary,
  html,
  stack: study.stack ?? [],
  links: study.links ?? [],
});

export type LanguageCaseStudies = CaseStudiesData & {
  /** The case studies as the site map has them, in the index's order. */
  entries: LanguageCaseStudy[];
};

/**
 * Each language's case studies for its index and pages: none for a language without one, so a
 * site without case studies has its pages as they were. `built`: the covers as the build made them.
 */
export function caseStudiesOf(
  localized: Pick<LocalizedContent, 'defaultLocale' | 'byLocale'>,
  byLanguage: Record<string, LanguageCaseStudy[]>,
  built: ProjectImages = {},
): Record<string, LanguageCaseStudies> {
  return Object.fromEntries(
    Object.entries(byLanguage).flatMap(([locale, entries]) => {
      if (entries.length === 0) return [];
      const own = localized.byLocale[locale].site.texts;
      const { texts } = resolveCaseStudyTexts(locale, own);
      const words = {
        monthYear: monthYearPatterns(locale),
        present: resolveTexts(locale, own).texts.present,
      };
      const data: LanguageCaseStudies = {
        texts,
        indexHref: caseStudiesIndexPath(locale, localized.defaultLocale),
        studies: entries.map((entry) => caseStudySummaryOf(entry, locale, words, built)),
        ...(locale !== localized.defaultLocale && { linksLang: languageOf(localized.defaultLocale, locale) }),
        entries,
      };
      return [[locale, data]];
    }),
  );
}
