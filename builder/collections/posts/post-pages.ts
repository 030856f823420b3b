/**
 * What the posts' pages show (builder/collections/index.ts writes them): each post's page and each
 * language's list of posts, and each language's feeds. They ship no script of the page's: the
 * HTML, one inline stylesheet and the colour-scheme scripts. Reading works with JavaScript off.
 */

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Site } from '../../../shared/schema.ts';
import { fillText } from '../../../shared/texts/fill.ts';
import type { WritingData } from '../../../shared/writing-view.ts';
import type { CollectionPageParts } from '../page-files.ts';
import { type CollectionPageKit, type CollectionPagesModel, entryInLanguage } from '../page-parts.ts';
import {
  atomFeed,
  type FeedInfo,
  type FeedPost,
  feedFiles,
  feedLinks,
  jsonFeed,
  rssFeed,
  withAbsoluteAddresses,
} from './feeds.ts';
import { postAidsOf } from './post-aids.ts';
import { postHeadTags, writingIndexHeadTags } from './post-head.ts';
import { type LanguageWriting, postViewOf } from './writing-views.ts';

/** What the posts' pages are made of: the build's model, and each language's posts as its pages show them. */
export type PostPagesModel = CollectionPagesModel & { writing: Record<string, LanguageWriting> };

/** What the posts' pages show: the generic page writer (../collection-page-parts.ts) asks it. */
export function postPageKit({ localized, siteMap, writing, article }: PostPagesModel): CollectionPageKit {
  const { byLocale } = localized;
  const absolute = (path: string) => new URL(path, byLocale[siteMap.defaultLocale].site.siteUrl).href;
  const aidsOf = postAidsOf(writing, siteMap.defaultLocale);
  return {
    key: 'posts',
    feeds: (locale) =>
      feedLinks(absolute(writing[locale].indexHref), feedTitleOf(writing[locale], byLocale[locale].site)),
    index: (locale) => ({
      view: { collection: 'posts', page: 'index', writing: writing[locale] },
      head: (head) => writingIndexHeadTags(head, writing[locale].texts),
    }),
    entry: (locale, slug) => {
      const own = writing[locale];
      const { item, index, footnotes } = entryInLanguage(own, slug);
      const { post } = item;
      const summary = own.posts[index];
      return {
        markdown: post.body,
        footnotes,
        chrome: {
          collection: 'posts',
          page: 'entry',
          post: postViewOf(summary, post, locale, ''),
          writing: own,
        },
        aids: { toc: post.toc, ...aidsOf(locale, slug) },
        withHtml: (html) => {
          const view = postViewOf(summary, post, locale, html, post.image ? article[post.image] : undefined);
          return {
            view: { collection: 'posts', page: 'entry', post: view, writing: own },
            card: { title: view.title, date: view.dateText },
            head: (head, card) => postHeadTags(head, view, card),
          };
        },
      };
    },
  };
}

const feedTitleOf = (own: WritingData, site: Site) => fillText(own.texts.feedTitle, { name: site.ownerName });

/** Writes each language's feeds: the posts written in it, each post's full text from its page. */
export function writePostFeeds(
  { siteMap, localized, writing, article }: PostPagesModel,
  parts: CollectionPageParts[],
  dist: string,
): string[] {
  const { byLocale } = localized;
  const absolute = (path: string) => new URL(path, byLocale[siteMap.defaultLocale].site.siteUrl).href;
  const written: string[] = [];
  const htmlOf = new Map(
    parts.flatMap(({ page, rendered }) => (rendered ? [[page.path, rendered.html]] : [])),
  );
  for (const [locale, own] of Object.entries(writing)) {
    const { site } = byLocale[locale];
    const posts: FeedPost[] = own.entries
      .filter((entry) => entry.lang === locale)
      .map(({ post, href }) => {
        const url = absolute(href);
        const html = htmlOf.get(href);
        return {
          title: post.title,
          description: post.description,
          url,
          date: post.date,
          ...(post.updated && { updated: post.updated }),
          tags: post.tags ?? [],
          ...(html !== undefined && { html: withAbsoluteAddresses(html, url) }),
          ...(post.image && article[post.image] && { image: absolute(article[post.image].largest) }),
        };
      });
    const info: FeedInfo = {
      title: feedTitleOf(own, site),
      description: site.description,
      language: locale,
      home: absolute(own.indexHref),
      author: { name: site.ownerName, url: site.siteUrl },
    };
    const folderOf = join(dist, ...own.indexHref.split('/'));
    mkdirSync(folderOf, { recursive: true });
    for (const [kind, write] of [
      ['rss', rssFeed],
      ['atom', atomFeed],
      ['json', jsonFeed],
    ] as const)
      writeFileSync(join(folderOf, feedFiles[kind].file), write(info, posts));
    written.push(
      `${own.indexHref.slice(1)}{${Object.values(feedFiles)
        .map(({ file }) => file)
        .join(',')}}`,
    );
  }
  return written;
}
