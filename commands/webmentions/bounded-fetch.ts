/**
 * The sender's requests to other sites, with limits (W3C Webmention §3.1.2 and §4: follow
 * redirects but not forever, bound the size and the time). A linked page names the endpoint the
 * sender then POSTs to, so each address is checked before it is asked: only http(s), and never a
 * loopback, private or link-local one, which would aim the owner's machine at its own network.
 */
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

export const fetchLimits = {
  /** Redirects followed, each to an address checked again. */
  redirects: 5,
  /** A page's body read for its endpoint; the rest is not read (an endpoint is near the top). */
  bytes: 1024 * 1024,
  /** For one request: every redirect and the body. */
  timeoutMs: 5_000,
} as const;

export type FetchOptions = {
  /** The fetch the requests go through: Node's own, or a test's stand-in sites. */
  fetch?: typeof fetch;
  /** A host name's addresses: the system's resolver, or a test's. */
  resolve?: (host: string) => Promise<string[]>;
  /** Only for tests' stand-in sites on 127.0.0.1. */
  allowLoopback?: boolean;
  timeoutMs?: number;
};

/** A request the limits stopped (`refused`: asking again changes nothing) or that did not succeed now (`failed`). */
export class FetchProblem extends Error {
  readonly kind: 'refused' | 'failed';
  constructor(kind: 'refused' | 'failed', message: string) {
    super(message);
    this.kind = kind;
  }
}

const resolveWithSystem = async (host: string) =>
  (await lookup(host, { all: true, verbatim: true })).map(({ address }) => address);

/** Why the sender does not ask `url`, or undefined when it may; a host that does not resolve throws a `failed` FetchProblem. */
export async function whyNotAsked(url: URL, options: FetchOptions = {}): Promise<string | undefined> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'is not http or https';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (ipaddr.isValid(host)) addresses = [host];
  else {
    try {
      addresses = await (options.resolve ?? resolveWithSystem)(host);
    } catch (error) {
      // Perhaps only now (the network, a DNS outage): the next run asks again.
      throw new FetchProblem(
        'failed',
        `${url.hostname} does not resolve (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
      );
    }
  }
  for (const address of addresses) {
    const range = ipaddr.process(address).range();
    if (range !== 'unicast' && !(range === 'loopback' && options.allowLoopback))
      return `is in a ${range} range (${address})`;
  }
  return undefined;
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/** A response's body left unread: its stream is closed without waiting on the site. */
export const discard = (response: Response) => void response.body?.cancel().catch(() => {});

/**
 * GETs `url` with `headers`, following at most 5 redirects, each address checked; gives the last
 * response and the address it came from (relative links resolve against it). Throws a FetchProblem.
 */
export async function getWithin(
  url: string,
  headers: Record<string, string>,
  options: FetchOptions,
  signal: AbortSignal,
): Promise<{ response: Response; url: URL }> {
  let at = new URL(url);
  for (let redirects = 0; ; redirects += 1) {
    const why = await whyNotAsked(at, options);
    if (why) throw new FetchProblem('refused', `${at.href} ${why}`);
    const response = await requestWithin(at, { headers, redirect: 'manual', signal }, options);
    if (!redirectStatuses.has(response.status)) return { response, url: at };
    discard(response);
    const location = response.headers.get('location');
    if (redirects === fetchLimits.redirects)
      throw new FetchProblem('refused', `${url} redirects more than ${fetchLimits.redirects} times`);
    if (!location)
      throw new FetchProblem('failed', `${at.href} answered ${response.status} with no Location`);
    at = new URL(location, at);
  }
}

/** POSTs a form to `url` (checked first), redirects not followed. Throws a FetchProblem. */
export async function postFormWithin(
  url: URL,
  form: Record<string, string>,
  options: FetchOptions,
): Promise<Response> {
  const why = await whyNotAsked(url, options);
  if (why) throw new FetchProblem('refused', `the endpoint ${url.href} ${why}`);
  const signal = AbortSignal.timeout(options.timeoutMs ?? fetchLimits.timeoutMs);
  const response = await requestWithin(
    url,
    { method: 'POST', body: new URLSearchParams(form), redirect: 'manual', signal },
    options,
  );
  discard(response);
  return response;
}

async function requestWithin(url: URL, init: RequestInit, options: FetchOptions): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('user-agent', 'portfolio-webmention-sender');
  try {
    return await (options.fetch ?? fetch)(url.href, { ...init, headers });
  } catch (error) {
    if (init.signal?.aborted)
      throw new FetchProblem(
        'failed',
        `${url.href} did not answer within ${(options.timeoutMs ?? fetchLimits.timeoutMs) / 1000} s`,
      );
    throw new FetchProblem(
      'failed',
      `${url.href} could not be reached (${(error as Error).cause ?? (error as Error).message})`,
    );
  }
}

/**
 * The body as text, at most `maxBytes` of it: a longer page is cut, not refused, since its
 * endpoint is in its head. Reading stops when the signal aborts.
 */
export async function readTextUpTo(
  response: Response,
  maxBytes: number,
  signal: AbortSignal,
): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  const aborted = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  aborted.catch(() => {});
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), aborted]);
      if (done) return text + decoder.decode();
      const room = maxBytes - bytes;
      bytes += value.byteLength;
      text += decoder.decode(value.subarray(0, Math.max(0, room)), { stream: bytes < maxBytes });
      if (bytes >= maxBytes) return text;
    }
  } finally {
    reader.cancel().catch(() => {});
  }
}
