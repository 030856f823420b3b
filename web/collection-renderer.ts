/**
 * What a collection gives the server renderer (web/entry-server.tsx): how it draws each of its
 * pages (shared/collection-pages.ts), and its own rules, which the prerender puts after the page's
 * stylesheet on its pages. Each collection's folder exports one; web/collections.ts lists them.
 */
import type { ReactNode } from 'react';
import type { CollectionPageViews } from '../shared/collection-pages.ts';
import type { CollectionKey } from '../shared/content-files.ts';

export type CollectionRenderer<Key extends CollectionKey> = {
  /** Its page, drawn with no script of its own (rendered with renderToStaticMarkup). */
  render: (view: CollectionPageViews[Key]) => ReactNode;
  stylesheet: string;
};

export const defineCollectionRenderer = <Key extends CollectionKey>(
  renderer: CollectionRenderer<Key>,
): CollectionRenderer<Key> => renderer;
