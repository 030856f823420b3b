/**
 * The posts' pages (builder/collection-pages.ts): each post's page and each language's list of
 * posts, from the site map, in the build (builder/prerender.ts) and in `npm run dev`. They ship no script of the page's: the HTML, one inline stylesheet
 * (the page's, the posts' rules and their code's colours) and the colour-scheme scripts, which the
 * CSP allows by their hashes. Reading works with JavaScript off.
 */

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CollectionPageRenderer } from '../../shared/collection-pages.ts';
import type { ProjectImages, Site } from '../../shared/schema.ts';
import { fillText } from '../../shared/texts/fill.ts';
import type { WritingData } from '../../shared/writing-view.ts';
import {
  type CollectionPageParts,
  collectionCss,
  devCollectionPageHtml,
  entryMarkdownJob,
  writeCollectionPageFiles,
} from '../collection-page-files.ts';
import { type PagesInput, pagesOf } from '../collections.ts';
import type { ContentFolder } from '../content/content-folder.ts';
import type { LocalizedContent } from '../content/overlays.ts';
import { postFileOf } from '../content/sources.ts';
import { renderMarkdownJobs } from '../markdown/render-jobs.ts';
import { themeSwitchScript } from '../page-html.ts';
import { entryCardOf } from '../seo/entry-share-image.ts';
import type { CollectionPage, SiteMap } from '../site-map.ts';
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
import { postHeadTags, writingIndexHeadTags } from './post-head.ts';
import { writingIndexPath } from './posts-by-language.ts';
import { type LanguageWriting, postViewOf } from './writing-views.ts';

/** What the posts' pages are made of, from the build's model (builder/build-model.ts). */
export type PostPagesModel = {
  /** The content folder: where a post's Markdown finds its pictures. */
  folder: Pick<ContentFolder, 'has'>;
  localized: Pick<LocalizedContent, 'byLocale'>;
  siteMap: SiteMap;
  /** Each language's posts as its pages show them. */
  writing: Record<string, LanguageWriting>;
  /** The posts' pictures as built (the picture manifest's `article` recipe). */
  article: ProjectImages;
};

/** A post's share image, which its head names, is drawn beside the page by the build. */
type PageParts = CollectionPageParts;

/**
 * The head and body of each given page of the map that is not a portfolio, each post's Markdown
 * rendered: the build's every page, or `npm run dev`'s one asked for (with its drafts).
 */
async function postPageParts(
  { folder, localized, siteMap, writing, article }: PostPagesModel,
  pages: CollectionPage[],
  render: CollectionPageRenderer,
): Promise<PageParts[]> {
  const { byLocale } = localized;
  const absolute = (path: string) => new URL(path, byLocale[siteMap.defaultLocale].site.siteUrl).href;

  const laidOut = pages.map((page) => {
    const { locale } = page;
    const own = writing[locale];
    const head = {
      site: byLocale[locale].site,
      page,
      defaultLocale: siteMap.defaultLocale,
      locales: siteMap.locales,
      feeds: feedLinks(absolute(own.indexHref), feedTitleOf(own, byLocale[locale].site)),
    };
    // The language switch leads to this page in each language that has it, else to that language's list.
    const languageHrefs = Object.fromEntries([
      ...siteMap.locales.map((other) => [other, writingIndexPath(other, siteMap.defaultLocale)]),
      ...page.alternates.map(({ locale: other, path }) => [other, path]),
    ]);
    if (page.kind === 'index') return { page, own, head, languageHrefs };
    const index = own.entries.findIndex((entry) => entry.post.slug === page.slug);
    const { post } = own.entries[index];
    const summary = own.posts[index];
    // The page around the post, its body empty: the ids a heading of the post must not take.
    const chrome = render(
      locale,
      { collection: 'posts', page: 'entry', post: postViewOf(summary, post, locale, ''), writing: own },
      languageHrefs,
    );
    const job = entryMarkdownJob({
      folder,
      file: postFileOf(post.slug, locale === siteMap.defaultLocale ? undefined : locale),
      markdown: post.body,
      chrome,
      footnotes: { label: own.texts.footnotes, backLabel: own.texts.footnoteBack },
      article,
    });
    return { page, own, head, languageHrefs, post: { post, summary, job } };
  });
  // Every post's Markdown at once: cached ones read, the others shared between the cores.
  const rendered = await renderMarkdownJobs(laidOut.flatMap(({ post }) => (post ? [post.job] : [])));
  let next = 0;
  return laidOut.map(({ page, own, head, languageHrefs, post }): PageParts => {
    const { locale } = page;
    if (!post) {
      return {
        page,
        head: writingIndexHeadTags(head, own.texts),
        body: render(locale, { collection: 'posts', page: 'index', writing: own }, languageHrefs),
      };
    }
    const markdown = rendered[next++];
    const view = postViewOf(
      post.summary,
      post.post,
      locale,
      markdown.html,
      post.post.image ? article[post.post.image] : undefined,
    );
    const card = entryCardOf(byLocale[locale].site, view.title, view.dateText, locale);
    return {
      page,
      head: postHeadTags(head, view, card),
      body: render(locale, { collection: 'posts', page: 'entry', post: view, writing: own }, languageHrefs),
      rendered: markdown,
      card,
    };
  });
}

const feedTitleOf = (own: WritingData, site: Site) => fillText(own.texts.feedTitle, { name: site.ownerName });

/**
 * A post's page, or a language's list of posts, as `npm run dev` serves it from the sources: its
 * stylesheet through Vite (web/writing/dev-styles.ts), and Vite's client, which reloads it when a
 * post is saved.
 */
export async function devPostPage(
  model: PostPagesModel,
  page: CollectionPage,
  render: CollectionPageRenderer,
  template: string,
): Promise<string> {
  const [parts] = await postPageParts(model, [page], render);
  return devCollectionPageHtml(template, parts, '/writing/dev-styles.ts');
}

/** Writes the given pages of the posts, and the feeds; gives the texts the CSP must allow. */
export async function writePostPages(
  model: PostPagesModel,
  pages: CollectionPage[],
  input: PagesInput,
): Promise<{
  written: string[];
  styles: string[];
  scripts: string[];
}> {
  const { siteMap, localized, writing, article } = model;
  const { dist, render } = input;
  const { byLocale } = localized;
  const absolute = (path: string) => new URL(path, byLocale[siteMap.defaultLocale].site.siteUrl).href;
  // Each page's body first: the one stylesheet holds the colours of all their code.
  const bodies = await postPageParts(model, pages, render);

  const css = collectionCss(input.pageCss, input.stylesheets.posts, bodies);
  const written = await writeCollectionPageFiles(input, bodies, css, 'posts');

  // Each language's feeds: the posts written in it, each post's full text from its page.
  if (!pagesOf('posts').feeds) return { written, styles: [css], scripts: [themeSwitchScript] };
  const htmlOf = new Map(
    bodies.flatMap(({ page, rendered }) => (rendered ? [[page.path, rendered.html]] : [])),
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
  return { written, styles: [css], scripts: [themeSwitchScript] };
}
