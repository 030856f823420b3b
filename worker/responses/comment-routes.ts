/**
 * The comment form's address (shared/responses-section.ts): POST takes a comment, GET says that
 * one awaits the owner's approval. Mounted by ./index.ts only when site.json turns comments on;
 * everything they need loads with the first request (./comment-post.ts), not at the Worker's start.
 */
import { Hono } from 'hono';
import { commentPath } from '../../shared/responses-section.ts';
import type { AppEnv } from '../env.ts';

/** The routes, for the entry pages that take responses (virtual:api-content `responsePages`). */
export function commentRoutes(responsePages: Readonly<Record<string, true>>) {
  return new Hono<AppEnv>()
    .post(commentPath, async (c) => (await import('./comment-post.ts')).postComment(c, responsePages))
    .get(commentPath, async (c) => (await import('./comment-post.ts')).commentSentPage(c, responsePages));
}
