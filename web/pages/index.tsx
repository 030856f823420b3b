/** The owner's own pages as the server renderer draws them (web/collections.ts lists this). */
import { defineCollectionRenderer } from '../collection-renderer.ts';
// A page is drawn as a post is: the posts' rules.
import writingStylesheet from '../writing/writing.css?inline';
import { OwnPage } from './OwnPage.tsx';

export const pages = defineCollectionRenderer<'pages'>({
  render: (view) => <OwnPage ownPage={view.ownPage} texts={view.texts} />,
  stylesheet: writingStylesheet,
});
