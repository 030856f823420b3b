/** The posts' pages as the server renderer draws them (web/collections.ts lists this). */

import { defineCollectionRenderer } from '../collection-renderer.ts';
import { PostPage } from './PostPage.tsx';
import { WritingIndexPage } from './WritingIndexPage.tsx';
// The posts' own rules, as Vite builds them, for the prerender to put after the page's stylesheet.
import writingStylesheet from './writing.css?inline';

export const posts = defineCollectionRenderer<'posts'>({
  render: (view) =>
    view.page === 'entry' ? (
      <PostPage post={view.post} texts={view.writing.texts} indexHref={view.writing.indexHref} />
    ) : (
      <WritingIndexPage writing={view.writing} />
    ),
  stylesheet: writingStylesheet,
});
