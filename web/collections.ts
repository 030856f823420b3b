/** Every collection's renderer, by its registry key (shared/content-files.ts): the page's one list. */
import type { CollectionKey } from '../shared/content-files.ts';
import { caseStudies } from './case-studies/index.tsx';
import type { CollectionRenderer } from './collection-renderer.ts';
import { pages } from './pages/index.tsx';
import { posts } from './writing/index.tsx';

export const collectionRenderers: { [Key in CollectionKey]: CollectionRenderer<Key> } = {
  posts,
  caseStudies,
  pages,
};
