/** The case studies' pages as the server renderer draws them (web/collections.ts lists this). */
import { defineCollectionRenderer } from '../collection-renderer.ts';
import writingStylesheet from '../writing/writing.css?inline';
import { CaseStudyIndexPage } from './CaseStudyIndexPage.tsx';
import { CaseStudyPage } from './CaseStudyPage.tsx';
// The case studies' own rules, after the posts' (their frame and body are a post's).
import caseStudiesStylesheet from './case-studies.css?inline';

export const caseStudies = defineCollectionRenderer<'caseStudies'>({
  render: (view) =>
    view.page === 'entry' ? (
      <CaseStudyPage study={view.study} caseStudies={view.caseStudies} />
    ) : (
      <CaseStudyIndexPage caseStudies={view.caseStudies} />
    ),
  stylesheet: `${writingStylesheet.trim()}${caseStudiesStylesheet}`,
});
