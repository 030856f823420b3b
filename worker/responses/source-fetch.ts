/**
 * A webmention's source, fetched with limits (W3C Webmention §3.2.2 and §4.2: follow redirects
 * but not forever, bound the size and the time): a sender names the URL, so every step of the
 * fetch is one it could aim at this site's expense.
 */
import { type FetchableOptions, whyNotFetchable } from './fetchable-address.ts';
import { httpUrl } from './http-url.ts';
import { readTextWithin, untilAborted } from './read-within.ts';

export const sourceLimits = {
  /** Redirects followed, each to an address checked again (§3.2.2: "SHOULD limit"). */
  redirects: 5,
  /** A source's body, read as it streams; a longer one is refused, not cut. */
  bytes: 1024 * 1024,
  /** For the whole fetch: every redirect and the body. */
  timeoutMs: 5_000,
} as const;

export type SourceFetchOptions = FetchableOptions & {
  /** The fetch the source goes through: the Worker's own, or a test's stand-in sites. */
  fetch?: typeof fetch;
  /** Shorter in tests, so a slow source's test does not wait 5 s. */
  timeoutMs?: number;
};

export type FetchedSource =
  /** `url` is the address the body came from, after redirects: relative links resolve against it. */
  | { outcome: 'fetched'; url: string; type: 'html' | 'text'; body: string }
  /** 404 or 410: the source was deleted, and any response it made goes with it. */
  | { outcome: 'gone'; url: string; status: number }
  /** The source breaks this site's limits: nothing of it is kept. */
  | { outcome: 'refused'; reason: string }
  /** The source could not be read now (unreachable, slow, an error): try again later. */
  | { outcome: 'failed'; reason: string };

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/** The media types a mention is read from (§3.2.2 names HTML and plain text, among others). */
const sourceTypes: Record<string, 'html' | 'text'> = {
  'text/html': 'html',
  'application/xhtml+xml': 'html',
  'text/plain': 'text',
};

const accept = 'text/html, application/xhtml+xml;q=0.9, text/plain;q=0.8';

/** GETs `source`, following at most 5 redirects, within 1 MB and 5 s. */
export async function fetchSource(source: string, options: SourceFetchOptions = {}): Promise<FetchedSource> {
  const { fetch: fetchThrough = fetch, timeoutMs = sourceLimits.timeoutMs } = options;
  const signal = AbortSignal.timeout(timeoutMs);
  let url = httpUrl(source);
  try {
    for (let redirects = 0; ; redirects += 1) {
      if (!url)
        return {
          outcome: 'refused',
          reason: `The source ${redirects > 0 ? 'redirects to' : 'is'} an address that is not http or https.`,
        };
      const unfetchable = whyNotFetchable(url, options);
      if (unfetchable) return { outcome: 'refused', reason: `The source's address ${unfetchable}.` };
      const response = await untilAborted(
        fetchThrough(url, { redirect: 'manual', signal, headers: { Accept: accept } }),
        signal,
      );
      if (!redirectStatuses.has(response.status)) return await sourceOf(response, url, signal);
      discard(response);
      if (redirects === sourceLimits.redirects)
        return {
          outcome: 'refused',
          reason: `The source redirects more than ${sourceLimits.redirects} times.`,
        };
      const location = response.headers.get('Location');
      if (!location)
        return { outcome: 'failed', reason: `The source answered ${response.status} with no Location.` };
      url = httpUrl(location, url.href);
    }
  } catch (error) {
    if (signal.aborted)
      return { outcome: 'failed', reason: `The source did not answer within ${timeoutMs / 1000} s.` };
    return { outcome: 'failed', reason: `The source could not be fetched (${String(error)}).` };
  }
}

/** A response's body left unread: its stream is closed, without waiting on the sender. */
const discard = (response: Response) => void response.body?.cancel().catch(() => {});

/** What a response that is not a redirect says of the source. */
async function sourceOf(response: Response, url: URL, signal: AbortSignal): Promise<FetchedSource> {
  if (response.status === 404 || response.status === 410) {
    discard(response);
    return { outcome: 'gone', url: url.href, status: response.status };
  }
  if (!response.ok) {
    discard(response);
    return { outcome: 'failed', reason: `The source answered ${response.status}.` };
  }
  // With no Content-Type, a page is read as a browser would: as HTML.
  const mediaType = response.headers.get('Content-Type')?.split(';')[0].trim().toLowerCase() || 'text/html';
  const type = sourceTypes[mediaType];
  if (!type) {
    discard(response);
    return { outcome: 'refused', reason: 'The source is neither HTML nor plain text.' };
  }
  const tooLarge = {
    outcome: 'refused',
    reason: `The source is larger than ${sourceLimits.bytes / 1024 / 1024} MB.`,
  } as const;
  if (Number(response.headers.get('Content-Length')) > sourceLimits.bytes) {
    discard(response);
    return tooLarge;
  }
  const body = await readTextWithin(response.body, sourceLimits.bytes, signal);
  return body === undefined ? tooLarge : { outcome: 'fetched', url: url.href, type, body };
}
