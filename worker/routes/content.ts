/**
 * GET /api/about, /api/work-experience, /api/skills, /api/projects, /api/education, /api/links
 * (spec section 7): the owner's content, checked and shaped by the build and bundled into the
 * Worker ready-made (builder/api-content.ts), so no validator runs at a cold start.
 */

import { bodies, etags } from 'virtual:api-content';
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';

/**
 * The page's HTML carries the same content (prerendered) and is revalidated on every load; its
 * answers must be as fresh, or a reload just after a deploy would hydrate new HTML with old data.
 * The ETag makes an unchanged answer a bodiless 304, asked in parallel through the preloads.
 */
export const contentCacheControl = 'public, max-age=0, must-revalidate';

/**
 * In the local previews the owner edits content and reloads: the browser must ask every time, and
 * the ETag still makes an unchanged answer a bodiless 304.
 */
export const liveContentCacheControl = 'no-cache';

type ContentResponse = { path: string; body: string; etag: string };

/** Bodies and ETags as the build made them: no I/O, no parsing and no hashing in the Worker. */
const responses: ContentResponse[] = Object.entries(bodies).map(([path, body]) => ({
  path,
  body,
  etag: etags[path as keyof typeof etags],
}));

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): a `W/` prefix does not matter. */
function matchesETag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export const contentRoutes = new Hono<AppEnv>();

for (const { path, body, etag } of responses) {
  contentRoutes.get(path, (c) => {
    const cacheControl = c.env.LIVE_CONTENT ? liveContentCacheControl : contentCacheControl;
    const headers = { ETag: etag, 'Cache-Control': cacheControl };
    if (matchesETag(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers);
    return c.body(body, 200, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
  });
}
