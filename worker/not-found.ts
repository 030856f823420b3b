/**
 * Unknown paths. The site is one page with no routing, so a path that names nothing (an old
 * résumé link, a typo, a language the site does not have such as /xx/) is a real 404: the small
 * page of web/404.html, served from the assets, in the site's look, with a link home. Under /api,
 * and for anything but a page request, the answer stays JSON.
 */
import { search } from 'virtual:api-content';
import type { Context } from 'hono';
import { themeInitScript } from '../shared/color-scheme.ts';
import { maxQueryLength, queryField } from '../shared/search/setting.ts';
import type { ApiError, AppEnv } from './env.ts';

/** web/404.html as Workers Static Assets serves it (html_handling drops the .html). */
export const notFoundPagePath = '/404';

/**
 * The 404 page's policy, in place of the Worker's JSON one: its stylesheet and the owner's font
 * from this origin (builder/not-found-page.ts), and of scripts only the colour-scheme one, by its
 * hash; nothing else, and no framing.
 */
export async function notFoundPagePolicy(searchForm = false): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(themeInitScript));
  const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
  const forms = searchForm ? "'self'" : "'none'";
  return `default-src 'none'; style-src 'self'; font-src 'self'; script-src 'sha256-${hash}'; base-uri 'none'; form-action ${forms}; frame-ancestors 'none'`;
}

/**
 * The words of a missing address, for the 404 page's search form (search on): "/writing/old-post"
 * gives "writing old post". Letters and digits only, so nothing in them needs escaping.
 */
export function wordsOfPath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: its words as they are.
  }
  const words = (decoded.match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');
  return Array.from(words).slice(0, maxQueryLength).join('');
}

/** The search form's empty field, as the build writes it (builder/search/form.ts). */
const emptyQueryField = `name="${queryField}" value=""`;

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
  const html = await page.text();
  const form = search && html.includes(emptyQueryField);
  return c.body(
    form
      ? html.replace(emptyQueryField, () => `name="${queryField}" value="${wordsOfPath(c.req.path)}"`)
      : html,
    404,
    {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate',
      'Content-Security-Policy': await notFoundPagePolicy(form),
    },
  );
}
