/**
 * What a request tells the counts, reduced at once to what may be stored: the Referer's host, the
 * country, a device class. Nothing here keeps an IP address or a user agent (docs/counts.md).
 */
import { isbot } from 'isbot';

/**
 * One visitor's views of one page, or downloads of one résumé, count at most this many times a day:
 * a reloading visitor or a script cannot inflate a page's views (docs/counts.md).
 */
export const maxCountedViewsPerPage = 3;

/**
 * One client network (an IPv4 address, an IPv6 /64: worker/client-network.ts) adds at most this
 * many visitors a day, whatever user agents it sends: a home or an office with its phones and
 * laptops stays well under it, while a script rotating user agents adds no more than this.
 */
export const maxVisitorsPerNetwork = 20;

/**
 * A day keeps at most this many distinct referrer hosts; the rest count under 'other'. A portfolio
 * has a handful a day (LinkedIn, GitHub, a search engine, a mail client), and spam hosts, however
 * many are sent, add at most this many rows a day.
 */
export const maxReferrerHostsPerDay = 50;

/**
 * One client network adds at most this many new referrer hosts a day: a visitor comes from one
 * place, a few over a day; past it, its new hosts count under 'other'. Without it, 20 user agents
 * of one address, 3 views each with a new Referer, filled the day's places.
 */
export const maxReferrerHostsPerNetwork = 3;

/** A longer Referer is no browser's: dropped, as is one that is not an http(s) URL. */
export const maxRefererLength = 2048;

export type CountedKind = 'view' | 'download';

/**
 * A page of the site map is a view; a résumé (`/resume.json` or its PDF, in each language) is a
 * download. The build makes the list from the content (builder/site-map.ts); any other path is
 * not counted.
 */
export const countedKindOf = (
  path: string,
  counted: Readonly<Record<string, CountedKind>>,
): CountedKind | undefined => (Object.hasOwn(counted, path) ? counted[path] : undefined);

/** The longest name DNS can hold; a longer "host" is made up. */
const maxHostLength = 253;
/**
 * A DNS name as browsers send it: letters, digits and hyphens in two labels or more (an IDN comes
 * as its `xn--` form). The URL parser lets `"'(){};=` and more through, which no site's name has.
 */
const dnsName = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;
/** An address rather than a name (`192.168.1.20`): not a site anyone links from, and not kept. */
const isAddress = (hostname: string) => /^[\d.]+$/.test(hostname);

/** The Referer's host only (`www.linkedin.com`), a plain DNS name; none for a link within the site. */
export function referrerHostOf(referer: string | undefined, siteHost: string): string | undefined {
  if (!referer || referer.length > maxRefererLength || !URL.canParse(referer)) return undefined;
  const { protocol, hostname } = new URL(referer);
  if (protocol !== 'https:' && protocol !== 'http:') return undefined;
  const host = hostname.toLowerCase();
  if (host === siteHost || host.length > maxHostLength || !dnsName.test(host) || isAddress(host))
    return undefined;
  return host;
}

/**
 * A prefetch or prerender (`Sec-Purpose: prefetch`, `prefetch;prerender`; the older `Purpose` and
 * `X-Purpose`, Safari's `preview`, Firefox's `X-Moz`): the page may never be seen, so not counted.
 */
export function isSpeculative(header: (name: string) => string | undefined): boolean {
  const purpose = ['Sec-Purpose', 'Purpose', 'X-Purpose', 'X-Moz'].map(header).join(' ');
  return /prefetch|prerender|preview/i.test(purpose);
}

/**
 * A page load someone will see: a top-level navigation by the Fetch Metadata headers
 * (`Sec-Fetch-Mode: navigate`, `Sec-Fetch-Dest: document`), not a script's fetch, a frame (the
 * site's CSP forbids framing it) or a prefetch. A request without those headers counts: browsers
 * before them (Safari before 16.4) are real readers, and a script can send them anyway
 * (docs/counts.md).
 */
export function isPageLoad(header: (name: string) => string | undefined): boolean {
  const mode = header('Sec-Fetch-Mode');
  const destination = header('Sec-Fetch-Dest');
  return (
    (mode === undefined || mode === 'navigate') &&
    (destination === undefined || destination === 'document') &&
    !isSpeculative(header)
  );
}

/** Phones and tablets are "mobile"; the Client Hint says so where the browser sends it. */
export function deviceClassOf(userAgent: string, mobileHint: string | undefined): 'mobile' | 'desktop' {
  if (mobileHint === '?1') return 'mobile';
  return /Mobi|Android|iPhone|iPad|iPod|Windows Phone/i.test(userAgent) ? 'mobile' : 'desktop';
}

/** Crawlers and link-preview bots (isbot's list); a request without a user agent is no browser either. */
export const isCrawler = (userAgent: string) => userAgent === '' || isbot(userAgent);
