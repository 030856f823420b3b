/**
 * An entry page that takes responses, served with its approved ones written into its list
 * (`[data-responses]`) on the way out, so readers and search engines get them with no script.
 * The written page is cached (Cache API) under the version of the page's approved set, which the
 * database changes with every approval, rejection, edit or deletion (docs/decisions.md, "Responses
 * shown at the next request"): the next request misses and shows the change. D1 failing or slow
 * costs the list, never the page: it is served as built.
 */
import { locales } from 'virtual:api-content';
import { shownResponsesHtml } from './shown-responses.ts';
import { shownResponsesOf, shownVersionOf } from './store.ts';

/** The static page's answer for a request (the assets binding, within its time limit). */
export type AssetFetch = (request: Request) => Promise<Response>;

/**
 * How long the edge may keep a written page. Its key changes with the page and its responses, so
 * a copy is never stale; this only bounds how long an unused one takes room.
 */
const cachedForSeconds = 7 * 24 * 60 * 60;

/** The page's language: its path's first segment when that is one of the site's further languages. */
export function languageOfPath(path: string, siteLocales: readonly string[] = locales): string {
  const first = path.split('/')[1] ?? '';
  return siteLocales.slice(1).includes(first) ? first : siteLocales[0];
}

/**
 * The request without its conditions: the assets' 304 answers for the built page, which says
 * nothing of its responses. The written page carries its own ETag instead.
 */
function unconditional(request: Request): Request {
  const headers = new Headers(request.headers);
  for (const name of ['If-None-Match', 'If-Modified-Since', 'If-Match', 'If-Unmodified-Since', 'If-Range'])
    headers.delete(name);
  return new Request(request, { headers });
}

/** The written page's ETag: the built page's and the responses' version, so either's change shows. */
function writtenEtag(assetEtag: string, version: string): string {
  const opaque = assetEtag.replace(/^W\//, '').replace(/^"|"$/g, '');
  // Weak: the written bytes are the same for a version, but compression on the way may differ.
  return `W/"${opaque}-r${version}"`;
}

/** Where the edge keeps a written page: its address, with its ETag as the version. */
const cacheKeyOf = (url: URL, etag: string) =>
  `${url.origin}${url.pathname}?written=${encodeURIComponent(etag)}`;

const matches = (ifNoneMatch: string | null, etag: string) =>
  (ifNoneMatch ?? '')
    .split(',')
    .some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag.replace(/^W\//, ''));

/** The built page's headers for the written page: its own ETag, no length (the body grows). */
function writtenHeaders(asset: Response, etag: string | undefined): Headers {
  const headers = new Headers(asset.headers);
  headers.delete('Content-Length');
  if (etag) headers.set('ETag', etag);
  else headers.delete('ETag');
  return headers;
}

/**
 * Serves `request` (a GET of a page in `responsePages`) from the assets, with the page's approved
 * responses written in. Answers 304 to a browser whose copy is current.
 */
export async function pageWithResponses(
  request: Request,
  fetchAsset: AssetFetch,
  db: D1Database,
  waitUntil: (work: Promise<unknown>) => void,
): Promise<Response> {
  const asset = await fetchAsset(unconditional(request));
  if (asset.status !== 200) return asset;
  const url = new URL(request.url);
  const page = url.pathname;
  let version: string | undefined;
  try {
    version = await shownVersionOf(db, page);
  } catch (error) {
    console.error('reading the responses’ version failed; the page is served without them', error);
    return asset;
  }
  const assetEtag = asset.headers.get('ETag');
  // Without the built page's ETag, neither a browser's copy nor the edge's can be told current.
  const etag = assetEtag ? writtenEtag(assetEtag, version ?? '0') : undefined;
  if (etag && matches(request.headers.get('If-None-Match'), etag))
    return new Response(null, { status: 304, headers: writtenHeaders(asset, etag) });
  // None was ever approved here: the page as built.
  if (version === undefined)
    return new Response(asset.body, { status: 200, headers: writtenHeaders(asset, etag) });

  const cache = caches.default;
  // A cache that fails is a miss: the page is written again, never an error.
  const cached = etag ? await cache.match(cacheKeyOf(url, etag)).catch(() => undefined) : undefined;
  if (cached) return new Response(cached.body, { status: 200, headers: writtenHeaders(asset, etag) });

  let shown: Awaited<ReturnType<typeof shownResponsesOf>>;
  try {
    shown = await shownResponsesOf(db, page);
  } catch (error) {
    console.error('reading the approved responses failed; the page is served without them', error);
    return new Response(asset.body, { status: 200, headers: writtenHeaders(asset, undefined) });
  }
  const list = shownResponsesHtml(shown.responses, languageOfPath(page));
  const written = new HTMLRewriter()
    .on('[data-responses]', {
      element(element) {
        element.setInnerContent(list, { html: true });
      },
    })
    .transform(new Response(asset.body, { status: 200, headers: writtenHeaders(asset, undefined) }));
  // Read together with the list: a change between the two reads would otherwise be cached as the
  // version before it.
  const shownEtag = assetEtag && shown.version ? writtenEtag(assetEtag, shown.version) : undefined;
  const headers = writtenHeaders(asset, shownEtag);
  if (!shownEtag || !written.body) return new Response(written.body, { status: 200, headers });
  const [forReader, forCache] = written.body.tee();
  waitUntil(
    cache
      .put(
        cacheKeyOf(url, shownEtag),
        new Response(forCache, {
          headers: {
            'Content-Type': 'text/html; charset=utf-8',
            'Cache-Control': `max-age=${cachedForSeconds}`,
          },
        }),
      )
      .catch((error: unknown) => console.error('caching a page with its responses failed', error)),
  );
  return new Response(forReader, { status: 200, headers });
}
