/** The posts (content/writing/): their pages, each language's list, and the feeds. */
import { newestPostsShown } from '../../../shared/writing-view.ts';
import { defineCollection } from '../definition.ts';
import { postPageKit, writePostFeeds } from './post-pages.ts';
import { postsByLanguage } from './posts-by-language.ts';
import { writingOf } from './writing-views.ts';

export const posts = defineCollection({
  entriesByLanguage: postsByLanguage,
  views: writingOf,
  kit: (model, writing) => postPageKit({ ...model, writing }),
  // The newest posts only, those the Writing section shows: the page's script carries its data,
  // and 200 posts' summaries in two languages took its bundle from 78 to 107 KB gzip.
  pageData: (writing, locale) => {
    const own = writing[locale];
    return (
      own && {
        writing: { texts: own.texts, indexHref: own.indexHref, posts: own.posts.slice(0, newestPostsShown) },
      }
    );
  },
  devStylesheet: '/writing/dev-styles.ts',
  writeFeeds: (model, writing, parts, dist) => writePostFeeds({ ...model, writing }, parts, dist),
});
