/**
 * What the case studies' pages and their index show (beyond the spec), made at build time
 * (builder/collections/case-studies/): each date already written in the page's language, each picture as built.
 */
import type { BuiltImage } from './schema.ts';
import type { CaseStudyTexts } from './texts/case-studies.ts';

/** A case study in the index. */
export type CaseStudySummary = {
  slug: string;
  title: string;
  summary: string;
  /** The language its text is in, when it is not the page's (a case study not translated yet). */
  lang?: string;
  dir?: 'ltr' | 'rtl';
  /** Its page: in this language, or the default's where it is not translated. */
  href: string;
  /** Its `date`, and when it ran as the page's language writes it: "March 2024", "March 2024 – Present". */
  date: string;
  whenText: string;
  role?: string;
  /** Its cover as built; without `coverAlt` it is decorative: the title beside it names the project. */
  cover?: BuiltImage;
  /** Shown by `npm run dev` only. */
  draft?: boolean;
};

/** A case study's own page. */
export type CaseStudyView = CaseStudySummary & {
  /** Its body, sanitized HTML (builder/markdown/markdown.ts, as a post's). */
  html: string;
  stack: string[];
  links: { label: string; url: string }[];
};

/** A language's case studies, for its index. */
export type CaseStudiesData = {
  texts: CaseStudyTexts;
  /** The language's index: `/projects/`, `/de/projects/`. */
  indexHref: string;
  studies: CaseStudySummary[];
  /** The links' labels are the default language's (`links` is shared): its `lang`, and `dir` where it differs, on a page in another. */
  linksLang?: { lang: string; dir?: 'ltr' | 'rtl' };
};

declare module './collection-pages.ts' {
  /** The case studies' pages: a case study's, and a language's index of them. */
  interface CollectionPageViews {
    caseStudies:
      | { collection: 'caseStudies'; page: 'entry'; study: CaseStudyView; caseStudies: CaseStudiesData }
      | { collection: 'caseStudies'; page: 'index'; caseStudies: CaseStudiesData };
  }
}
