/**
 * A page of a collection (shared/content-files.ts `pages`) as the server renderer draws it
 * (web/entry-server.tsx): which collection, which of its pages, and what that page shows, each
 * date and number already written by the build.
 */
import type { CollectionKey } from './content-files.ts';
import type { ReadingAidsView } from './reading-aids.ts';
import type { ResponsesSectionView } from './responses-section.ts';

/**
 * Each collection's page views, by its registry key. Each collection's view module
 * (shared/<name>-view.ts) adds its own, as Hono's `ContextVariableMap` is extended, so a new
 * collection edits no list here; one without views is named by `CollectionPageView`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each collection's view module (declaration merging).
export interface CollectionPageViews {}

/** Any collection's page view: the union of every collection's own. */
export type CollectionPageView = CollectionPageViews[CollectionKey];

/**
 * The server renderer's drawing of such a page, its language switch leading to `languageHrefs`,
 * with the responses section at the end of an entry that takes them (`responses`), and the
 * reading aids of an entry that has any (`aids`).
 */
export type CollectionPageRenderer = (
  locale: string,
  view: CollectionPageView,
  languageHrefs: Record<string, string>,
  responses?: ResponsesSectionView,
  aids?: ReadingAidsView,
) => string;
