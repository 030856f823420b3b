/**
 * A page of a collection (shared/content-files.ts `pages`) as the server renderer draws it
 * (web/entry-server.tsx): which collection, which of its pages, and what that page shows, each
 * date and number already written by the build. A second collection adds its pages here.
 */
import type { CaseStudiesData, CaseStudyView } from './case-study-view.ts';
import type { OwnPageTexts, OwnPageView } from './own-page-view.ts';
import type { PostView, WritingData } from './writing-view.ts';

export type CollectionPageView =
  | { collection: 'posts'; page: 'entry'; post: PostView; writing: WritingData }
  | { collection: 'posts'; page: 'index'; writing: WritingData }
  | { collection: 'caseStudies'; page: 'entry'; study: CaseStudyView; caseStudies: CaseStudiesData }
  | { collection: 'caseStudies'; page: 'index'; caseStudies: CaseStudiesData }
  | { collection: 'pages'; page: 'entry'; ownPage: OwnPageView; texts: OwnPageTexts };

/** The server renderer's drawing of such a page, its language switch leading to `languageHrefs`. */
export type CollectionPageRenderer = (
  locale: string,
  view: CollectionPageView,
  languageHrefs: Record<string, string>,
) => string;
