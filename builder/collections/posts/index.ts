/** The posts (content/writing/): their pages, each language's list, and the feeds. */
import { defineCollection } from '../definition.ts';
import { postPageKit, writePostFeeds } from './post-pages.ts';
import { postsByLanguage } from './posts-by-language.ts';
import { writingOf } from './writing-views.ts';

export const posts = defineCollection({
  entriesByLanguage: postsByLanguage,
  views: writingOf,
  kit: (model, writing) => postPageKit({ ...model, writing }),
  devStylesheet: '/writing/dev-styles.ts',
  writeFeeds: (model, writing, parts, dist) => writePostFeeds({ ...model, writing }, parts, dist),
});
