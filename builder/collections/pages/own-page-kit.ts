/**
 * What the owner's own pages show (builder/collections/index.ts writes them): each page and its
 * head (title, summary, canonical, hreflang, Open Graph, its share card, WebPage JSON-LD). They
 * have no index: a language without a page's translation links the default's.
 */
import type { OwnPageView } from '../../../shared/own-page-view.ts';
import { fillText } from '../../../shared/texts/fill.ts';
import { dateTime, entryHead, type HeadOf } from '../../seo/collection-head.ts';
import type { EntryCard } from '../../seo/entry-share-image.ts';
import { type CollectionPageKit, type CollectionPagesModel, entryInLanguage } from '../page-parts.ts';
import { type LanguageOwnPages, ownPageViewOf } from './own-page-views.ts';

/** A page's head. Its image is its own card, as a post's; one with no card shows its language's portfolio image. */
function ownPageHeadTags(head: HeadOf, ownPage: OwnPageView, summary: string | undefined, card?: EntryCard) {
  const description = summary ?? head.site.description;
  return entryHead(head, {
    name: ownPage.title,
    cardAlt: card && `${ownPage.title}, ${head.site.ownerName}`,
    description,
    ogType: 'website',
    jsonLd: {
      type: 'WebPage',
      fields: ({ url, image, owner }) => ({
        name: ownPage.title,
        headline: ownPage.title,
        description,
        url,
        inLanguage: head.page.locale,
        ...(ownPage.updated && { dateModified: dateTime(ownPage.updated) }),
        author: [owner],
        image: [image],
      }),
    },
  });
}

/** What the pages show: the generic page writer (../page-parts.ts) asks it. */
export function ownPageKit(
  _model: CollectionPagesModel,
  ownPages: Record<string, LanguageOwnPages>,
): CollectionPageKit {
  return {
    key: 'pages',
    feeds: () => [],
    index: () => {
      throw new Error('The owner’s pages have no index (shared/content-files.ts: pages.index is false)');
    },
    entry: (locale, slug) => {
      const { texts } = ownPages[locale];
      const { item, footnotes } = entryInLanguage(ownPages[locale], slug);
      const { ownPage } = item;
      return {
        markdown: ownPage.body,
        footnotes,
        chrome: { collection: 'pages', page: 'entry', ownPage: ownPageViewOf(ownPage, locale, ''), texts },
        withHtml: (html) => {
          const view = ownPageViewOf(ownPage, locale, html);
          return {
            view: { collection: 'pages', page: 'entry', ownPage: view, texts },
            card: {
              title: view.title,
              date: view.updatedText ? fillText(texts.updated, { date: view.updatedText }) : '',
            },
            head: (head, card) => ownPageHeadTags(head, view, ownPage.summary, card),
          };
        },
      };
    },
  };
}
