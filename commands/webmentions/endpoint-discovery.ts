/**
 * A target's Webmention endpoint, discovered as W3C Webmention §3.1.2 says: the first HTTP `Link`
 * header with rel="webmention", else the first `<link>` or `<a>` element with it in document order;
 * a relative address resolved against the page's address after redirects, an empty one meaning the
 * page itself, its query kept. The page is parsed by jsdom, so a commented-out or escaped element
 * is no element, as in a browser.
 */
import {
  discard,
  type FetchOptions,
  FetchProblem,
  fetchLimits,
  getWithin,
  readTextUpTo,
} from './bounded-fetch.ts';

export type Discovery =
  | { outcome: 'endpoint'; endpoint: URL }
  /** The target advertises none, or is no page (404, 410, not HTML): there is no one to notify. */
  | { outcome: 'none'; reason: string }
  /** The limits stop it (an address, a redirect chain): asking again changes nothing. */
  | { outcome: 'refused'; reason: string }
  /** The target could not be read now (unreachable, slow, 5xx): the next run asks again. */
  | { outcome: 'failed'; reason: string };

const htmlTypes = new Set(['text/html', 'application/xhtml+xml']);

/** Whether a rel value (several space-separated, any case) names webmention. */
const namesWebmention = (rel: string) =>
  rel
    .toLowerCase()
    .split(/[\t\n\f\r ]+/)
    .includes('webmention');

/**
 * The first link of a `Link` header value (RFC 8288) whose rel names webmention, as written.
 * Several headers arrive joined by ", " (the Fetch standard), which this reads as one list.
 */
export function webmentionLinkIn(header: string): string | undefined {
  let at = 0;
  while (at < header.length) {
    const open = header.indexOf('<', at);
    if (open === -1) return undefined;
    const close = header.indexOf('>', open);
    if (close === -1) return undefined;
    const target = header.slice(open + 1, close);
    at = close + 1;
    let rel: string | undefined;
    // The parameters, up to the comma that ends this link (one inside quotes does not).
    while (at < header.length && header[at] !== ',') {
      const param = /^\s*;\s*([^=;,\s]+)\s*(?:=\s*("(?:[^"\\]|\\.)*"|[^;,]*))?/.exec(header.slice(at));
      if (!param) {
        at += 1;
        continue;
      }
      at += param[0].length;
      const value = param[2]?.trim() ?? '';
      if (param[1].toLowerCase() === 'rel' && rel === undefined)
        rel = value.startsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value;
    }
    if (rel !== undefined && namesWebmention(rel)) return target;
  }
  return undefined;
}

/** The first `<link>` or `<a>` with rel="webmention" and an href, in document order, as written. */
export async function webmentionElementIn(html: string): Promise<string | undefined> {
  // jsdom loads only where a page is read: its start is most of a run's own time.
  const { JSDOM } = await import('jsdom');
  const { document } = new JSDOM(html).window;
  // `~=` matches one of several space-separated values; `i`, in any case (rel is case-insensitive).
  const element = document.querySelector('link[rel~="webmention" i][href], a[rel~="webmention" i][href]');
  return element?.getAttribute('href') ?? undefined;
}

/** Discovers `target`'s endpoint within the limits (./bounded-fetch.ts). */
export async function discoverEndpoint(target: string, options: FetchOptions = {}): Promise<Discovery> {
  const timeoutMs = options.timeoutMs ?? fetchLimits.timeoutMs;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const { response, url } = await getWithin(
      target,
      { accept: 'text/html, application/xhtml+xml;q=0.9, */*;q=0.1' },
      options,
      signal,
    );
    if (response.status >= 500) {
      discard(response);
      return { outcome: 'failed', reason: `${url.href} answered ${response.status}` };
    }
    if (!response.ok) {
      discard(response);
      return { outcome: 'none', reason: `${url.href} answered ${response.status}` };
    }
    const resolved = (href: string) => ({ outcome: 'endpoint', endpoint: new URL(href, url) }) as const;
    const inHeader = webmentionLinkIn(response.headers.get('link') ?? '');
    if (inHeader !== undefined) {
      discard(response);
      return resolved(inHeader);
    }
    const mediaType = response.headers.get('content-type')?.split(';')[0].trim().toLowerCase() || 'text/html';
    if (!htmlTypes.has(mediaType)) {
      discard(response);
      return { outcome: 'none', reason: `${url.href} advertises no endpoint (not HTML)` };
    }
    const inPage = await webmentionElementIn(await readTextUpTo(response, fetchLimits.bytes, signal));
    return inPage === undefined
      ? { outcome: 'none', reason: `${url.href} advertises no endpoint` }
      : resolved(inPage);
  } catch (error) {
    if (error instanceof FetchProblem) return { outcome: error.kind, reason: error.message };
    if (signal.aborted)
      return { outcome: 'failed', reason: `${target} did not answer within ${timeoutMs / 1000} s` };
    // An href no URL can be made of is an endpoint no one can be sent to.
    if (error instanceof TypeError) return { outcome: 'none', reason: `${target}'s endpoint is not a URL` };
    throw error;
  }
}
