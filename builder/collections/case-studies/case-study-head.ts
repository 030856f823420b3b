/**
 * The head of a case study's page and of a language's index of them: what search engines and link
 * previews read (title, summary, canonical, hreflang, Open Graph, CreativeWork JSON-LD).
 */
import type { CaseStudiesData, CaseStudyView } from '../../../shared/case-study-view.ts';
import { fillText } from '../../../shared/texts/fill.ts';
import {
  commonTags,
  dateTime,
  entryHead,
  type HeadOf,
  meta,
  portfolioImage,
} from '../../seo/collection-head.ts';
import type { EntryCard } from '../../seo/entry-share-image.ts';

/** A YYYY, YYYY-MM or YYYY-MM-DD date as JSON-LD takes it: a day, with its offset, where it has one. */
const isoDate = (date: string) => (date.length === 10 ? dateTime(date) : date);

/**
 * A case study's head. Its image is its own card, drawn beside the page as a post's is; one with
 * no card (a script the build has no font for) shows its language's portfolio image.
 */
export function caseStudyHeadTags(head: HeadOf, study: CaseStudyView, card?: EntryCard): string {
  return entryHead(head, {
    name: study.title,
    cardAlt: card && `${study.title}, ${head.site.ownerName}, ${study.whenText}`,
    description: study.summary,
    ogType: 'article',
    jsonLd: {
      type: 'CreativeWork',
      fields: ({ url, image, owner }) => ({
        name: study.title,
        headline: study.title,
        description: study.summary,
        url,
        mainEntityOfPage: url,
        inLanguage: head.page.locale,
        dateCreated: isoDate(study.date),
        creator: [owner],
        image: [image],
        ...(study.stack.length > 0 && { keywords: study.stack.join(', ') }),
      }),
    },
  });
}

export function caseStudiesIndexHeadTags(head: HeadOf, data: CaseStudiesData): string {
  const { site, page } = head;
  const title = fillText(data.texts.caseStudiesTitle, { name: site.ownerName });
  return [
    ...commonTags(
      head,
      title,
      site.description,
      new URL(page.path, site.siteUrl).href,
      portfolioImage(head, title),
    ),
    meta('property', 'og:type', 'website'),
  ].join('\n    ');
}
