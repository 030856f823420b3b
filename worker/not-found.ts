/**
 * Unknown paths. The site is one page with no routing, so a path that names nothing (an old
 * résumé link, a typo) is a real 404: the small page of web/404.html, served from the assets,
 * with a link home. Under /api, and for anything but a page request, the answer stays JSON.
 */
import type { Context } from 'hono';
import type { ApiError, AppEnv } from './env.ts';

/** web/404.html as Workers Static Assets serves it (html_handling drops the .html). */
export const notFoundPagePath = '/404';

function wantsPage(c: Context<AppEnv>): boolean {
  const { path, method } = c.req;
  if (path === '/api' || path.startsWith('/api/')) return false;
  return method === 'GET' || method === 'HEAD';
}

export async function notFound(c: Context<AppEnv>): Promise<Response> {
  const json = () => c.json<ApiError>({ error: `Nothing at ${c.req.method} ${c.req.path}.` }, 404);
  if (!wantsPage(c)) return json();
  const page = await c.env.ASSETS.fetch(new URL(notFoundPagePath, c.req.url));
  if (!page.ok) return json();
  return c.body(await page.text(), 404, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'public, max-age=0, must-revalidate',
  });
}
