/**
 * The responses' routes, mounted only when the owner turned responses on (site.json `responses`):
 * off, their paths answer the site's 404 like any other. Only these few lines are in the Worker's
 * entry; what answers loads with the first request that needs it.
 */
import { Hono } from 'hono';
import { moderationPath, webmentionPath } from '../../shared/response-paths.ts';
import { commentPath } from '../../shared/responses-section.ts';
import type { ResponsesSetting } from '../../shared/responses-setting.ts';
import type { AppEnv } from '../env.ts';

/** The owner's moderation links (./moderation-routes.ts), with any responses on. */
export function moderationRoutesIf(setting: ResponsesSetting | null): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  if (!setting) return routes;
  return routes.on(['GET', 'POST'], moderationPath, async (c) => {
    const { moderationRoutes } = await import('./moderation-routes.ts');
    return moderationRoutes.fetch(c.req.raw, c.env);
  });
}

/** POST /api/webmention (./receive-mention.ts), with webmentions on. */
export function mentionRoutes(setting: ResponsesSetting | null, pages: Record<string, true>): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  if (!setting?.webmentions) return routes;
  const mentions = { approveMentionsFrom: setting.approveMentionsFrom, pages };
  return routes.post(webmentionPath, async (c) => {
    const { receiveMention } = await import('./receive-mention.ts');
    return receiveMention(c, mentions);
  });
}

/**
 * The comment form's address (./comment-post.ts), with comments on: POST takes a comment, GET is
 * the page that says one awaits the owner's approval.
 */
export function commentRoutes(setting: ResponsesSetting | null, pages: Record<string, true>): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  if (!setting?.comments) return routes;
  return routes
    .post(commentPath, async (c) => (await import('./comment-post.ts')).postComment(c, pages))
    .get(commentPath, async (c) => (await import('./comment-post.ts')).commentSentPage(c, pages));
}
