/**
 * Who looked (docs/counts.md): the pages and résumés reach the Worker first (wrangler.toml
 * `run_worker_first`), which serves them from the assets unchanged and counts them after the
 * response, in waitUntil. No cookie is set and nothing is asked of the visitor's browser. Counting
 * never fails a request: a D1 or KV error is logged and the answer stands.
 */
import { countedPaths, responsePages, responses } from 'virtual:api-content';
import { type Context, Hono } from 'hono';
import { webmentionPath } from '../../shared/response-paths.ts';
import { utcDayOf } from '../../shared/utc-day.ts';
import type { AppEnv, Bindings } from '../env.ts';
import { withinTime } from '../time-limit.ts';
import {
  countedKindOf,
  deviceClassOf,
  isCrawler,
  isPageLoad,
  isSpeculative,
  referrerHostOf,
} from './visit.ts';

type Store = typeof import('./store.ts');

/**
 * Runs a count after the response, unless the owner turned counting off; its failure is only
 * logged. The writes (store.ts, salt.ts) load with the first count, after the response, so they
 * add nothing to the Worker's start.
 */
function countLater(c: Context<AppEnv>, what: string, count: (store: Store) => Promise<void>): void {
  if (c.env.COUNTING === 'off') return;
  c.executionCtx.waitUntil(
    import('./store.ts')
      .then(count)
      .catch((error: unknown) => console.error(`counting a ${what} failed; the answer was served`, error)),
  );
}

/** An accepted contact message, counted after the response. */
export function countMessage(c: Context<AppEnv>): void {
  const db = c.env.STATS;
  countLater(c, 'message', (store) => store.recordMessage(db, utcDayOf(new Date())));
}

function countRequest(c: Context<AppEnv>, env: Bindings, kind: 'view' | 'download'): void {
  const userAgent = c.req.header('User-Agent') ?? '';
  const header = (name: string) => c.req.header(name);
  if (isCrawler(userAgent) || isSpeculative(header)) return;
  const visit = {
    day: utcDayOf(new Date()),
    path: c.req.path,
    ip: c.req.header('CF-Connecting-IP') ?? '',
    userAgent,
  };
  if (kind === 'download') {
    countLater(c, 'download', (store) => store.recordDownload(env, visit));
    return;
  }
  // A résumé is a download however it is fetched (a link, a JSON Resume tool's script); a view is
  // a page loaded for someone to see.
  if (!isPageLoad(header)) return;
  const country = c.req.raw.cf?.country;
  const view = {
    ...visit,
    referrerHost: referrerHostOf(c.req.header('Referer'), new URL(c.req.url).hostname),
    country: typeof country === 'string' ? country : undefined,
    device: deviceClassOf(userAgent, c.req.header('Sec-CH-UA-Mobile')),
  };
  countLater(c, 'view', (store) => store.recordView(env, view));
}

/**
 * Registered before the API's middleware, so the pages and files keep the headers the assets give
 * them (web/public/_headers). A path the assets do not have goes on to the site's 404; wrangler.toml
 * sends only the pages and résumés here ahead of the assets, everything else only when it is missing.
 */
export const countedRoutes = new Hono<AppEnv>();

/** How long a page or résumé gets from the static assets before the answer is the site's 500. */
const assetsTimeoutMs = 10_000;

// A middleware, not GET routes, so another method on these paths still gets the site's JSON 404.
countedRoutes.use(async (c, next) => {
  const { method, path } = c.req;
  if ((method !== 'GET' && method !== 'HEAD') || path === '/api' || path.startsWith('/api/')) return next();
  // The assets answer from the same machine; one that hangs ends in the site's 500, not the platform's.
  const fetchAsset = (request: Request) =>
    withinTime(c.env.ASSETS.fetch(request), assetsTimeoutMs, 'the assets');
  // An entry page that takes responses gets its approved ones written in; what only they need loads
  // with the first such page (none when responses are off: responsePages is empty).
  const asset =
    method === 'GET' && responsePages[path] === true
      ? await (await import('../responses/show-responses.ts')).pageWithResponses(
          c.req.raw,
          fetchAsset,
          c.env.STATS,
          (work) => c.executionCtx.waitUntil(work),
        )
      : await fetchAsset(c.req.raw);
  if (asset.status === 404) return next();
  const kind = countedKindOf(path, countedPaths);
  // A 304 is a returning browser revalidating the page (it is sent with max-age=0): a page load like
  // a 200, capped per visitor like any reload. A range (206) is part of a file already counted; HEAD
  // fetches none.
  if (kind && method === 'GET' && (asset.status === 200 || asset.status === 304))
    countRequest(c, c.env, kind);
  return responses?.webmentions && responsePages[path] === true ? withMentionEndpoint(asset) : asset;
});

/** A page that takes webmentions, advertising where to send them (W3C Webmention §3.1.2). */
function withMentionEndpoint(asset: Response): Response {
  const page = new Response(asset.body, asset);
  page.headers.append('Link', `<${webmentionPath}>; rel="webmention"`);
  return page;
}
