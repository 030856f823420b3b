/** The case studies (content/projects/*.md): each project's own page, and their index. */
import { defineCollection } from '../definition.ts';
import { caseStudiesByLanguage } from './case-studies-by-language.ts';
import { caseStudyPageKit } from './case-study-pages.ts';
import { caseStudiesOf } from './case-study-views.ts';

export const caseStudies = defineCollection({
  entriesByLanguage: caseStudiesByLanguage,
  views: (localized, entries) => caseStudiesOf(localized, entries),
  kit: (model, views) => caseStudyPageKit({ ...model, caseStudies: views }),
  // Each case study's page by its slug, for the project card that names it; said only when there is one.
  pageData: (views, locale) => {
    const own = views[locale];
    return own && { caseStudies: Object.fromEntries(own.studies.map(({ slug, href }) => [slug, href])) };
  },
  devStylesheet: '/case-studies/dev-styles.ts',
});
