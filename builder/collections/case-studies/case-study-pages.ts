/**
 * What the case studies' pages show (builder/collections/index.ts writes them): each case study's
 * page and each language's index of them, with their covers.
 */
import type { CaseStudiesData } from '../../../shared/case-study-view.ts';
import type { ProjectImages } from '../../../shared/schema.ts';
import { type CollectionPageKit, type CollectionPagesModel, entryInLanguage } from '../page-parts.ts';
import { caseStudiesIndexHeadTags, caseStudyHeadTags } from './case-study-head.ts';
import { caseStudyViewOf, coverOf, type LanguageCaseStudies } from './case-study-views.ts';

/** What the case studies' pages are made of: the build's model, and each language's case studies. */
export type CaseStudyPagesModel = CollectionPagesModel & { caseStudies: Record<string, LanguageCaseStudies> };

/** A language's case studies with their covers as built, for its index and pages. */
const withCovers = (own: LanguageCaseStudies, article: ProjectImages): CaseStudiesData => ({
  texts: own.texts,
  indexHref: own.indexHref,
  ...(own.linksLang && { linksLang: own.linksLang }),
  studies: own.studies.map((summary, index) => {
    const cover = coverOf(own.entries[index].study, article);
    return cover ? { ...summary, cover } : summary;
  }),
});

/** What the case studies' pages show: the generic page writer (../collection-page-parts.ts) asks it. */
export function caseStudyPageKit({ caseStudies, article }: CaseStudyPagesModel): CollectionPageKit {
  // Each language's index data once, whatever number of its pages are written.
  const withCoversOf = new Map<string, CaseStudiesData>();
  const dataOf = (locale: string) => {
    if (!withCoversOf.has(locale)) withCoversOf.set(locale, withCovers(caseStudies[locale], article));
    return withCoversOf.get(locale) as CaseStudiesData;
  };
  return {
    key: 'caseStudies',
    feeds: () => [],
    index: (locale) => ({
      view: { collection: 'caseStudies', page: 'index', caseStudies: dataOf(locale) },
      head: (head) => caseStudiesIndexHeadTags(head, dataOf(locale)),
    }),
    entry: (locale, slug) => {
      const data = dataOf(locale);
      const { item, index, footnotes } = entryInLanguage(caseStudies[locale], slug);
      const { study } = item;
      const summary = data.studies[index];
      return {
        markdown: study.body,
        footnotes,
        chrome: {
          collection: 'caseStudies',
          page: 'entry',
          study: caseStudyViewOf(summary, study, ''),
          caseStudies: data,
        },
        aids: { toc: study.toc },
        withHtml: (html) => {
          const view = caseStudyViewOf(summary, study, html);
          return {
            view: { collection: 'caseStudies', page: 'entry', study: view, caseStudies: data },
            // The card's fonts have no en dash: a period is drawn with a hyphen there.
            card: { title: view.title, date: view.whenText.replaceAll('–', '-') },
            head: (head, card) => caseStudyHeadTags(head, view, card),
          };
        },
      };
    },
  };
}
