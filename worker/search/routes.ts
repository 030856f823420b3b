/**
 * The search's routes, mounted only when the owner has search on (site.json `search`): off, /search
 * answers the site's 404 like any other path. Only these lines are in the Worker's entry; the
 * engine and the page load with the first query (./search-page.ts), with its language's stemmer.
 */
import { stemmers } from 'virtual:search-stemmers';
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';

/** GET /search in the default language, /<tag>/search in each other of the site's. */
export function searchRoutes(on: boolean, locales: readonly string[]): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  if (!on) return routes;
  const others = new Set(locales.slice(1));
  return routes
    .get('/search', async (c) =>
      (await import('./search-page.ts')).answerSearch(c, locales[0], locales[0], stemmers),
    )
    .get('/:tag/search', async (c, next) => {
      const tag = c.req.param('tag');
      if (!others.has(tag)) return next();
      return (await import('./search-page.ts')).answerSearch(c, tag, locales[0], stemmers);
    });
}
