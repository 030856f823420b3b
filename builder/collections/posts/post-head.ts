/**
 * The head of a post's page and of a language's list of posts: what search engines and link
 * previews read (title, description, canonical, hreflang, Open Graph's article, BlogPosting JSON-LD).
 */
import { fillText } from '../../../shared/texts/fill.ts';
import type { WritingTexts } from '../../../shared/texts/writing.ts';
import type { PostView } from '../../../shared/writing-view.ts';
import {
  commonTags,
  dateTime,
  entryHead,
  type HeadOf,
  meta,
  portfolioImage,
} from '../../seo/collection-head.ts';
import type { EntryCard } from '../../seo/entry-share-image.ts';

/**
 * A post's head. Its image is its own card (../seo/entry-share-image.ts), drawn beside the page; a post
 * with no card (a script the build has no font for) shows its language's portfolio image.
 */
export function postHeadTags(head: HeadOf, post: PostView, card?: EntryCard): string {
  return entryHead(head, {
    name: post.title,
    cardAlt: card && `${post.title}, ${head.site.ownerName}, ${post.dateText}`,
    description: post.description,
    canonical: post.canonical,
    ogType: 'article',
    meta: [
      meta('property', 'article:published_time', dateTime(post.date)),
      meta('property', 'article:modified_time', dateTime(post.updated ?? post.date)),
      ...post.tags.map((tag) => meta('property', 'article:tag', tag)),
    ],
    jsonLd: {
      type: 'BlogPosting',
      fields: ({ url, image, owner }) => ({
        headline: post.title,
        description: post.description,
        url,
        mainEntityOfPage: url,
        inLanguage: head.page.locale,
        datePublished: dateTime(post.date),
        dateModified: dateTime(post.updated ?? post.date),
        author: [owner],
        image: [image],
        ...(post.tags.length > 0 && { keywords: post.tags.join(', ') }),
      }),
    },
  });
}

export function writingIndexHeadTags(head: HeadOf, texts: WritingTexts): string {
  const { site, page } = head;
  const title = fillText(texts.feedTitle, { name: site.ownerName });
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
