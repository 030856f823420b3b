/**
 * What a request tells the counts (issue 23), reduced at once to what may be stored: the Referer's
 * host, the country, a device class. Nothing here keeps an IP address or a user agent.
 */
import { isbot } from 'isbot';

/** One visitor's views of one page count at most this many times a day (issue 23, "Bots and abuse"). */
export const maxCountedViewsPerPage = 3;

/** A longer Referer is no browser's: dropped, as is one that is not an http(s) URL. */
export const maxRefererLength = 2048;

export type CountedKind = 'view' | 'download';

/**
 * A page (`/`, or `/<tag>/` of one of the site's languages) is a view; a résumé (`/resume.json` or
 * the PDF under /downloads/, each also under `/<tag>/`) is a download.
 */
export function countedKindOf(path: string, locales: readonly string[]): CountedKind | undefined {
  const [, first, ...rest] = path.split('/');
  const inLanguage = locales.slice(1).includes(first);
  const within = inLanguage ? `/${rest.join('/')}` : path;
  if (within === '/') return 'view';
  if (within === '/resume.json' || /^\/downloads\/[^/]+\.pdf$/.test(within)) return 'download';
  return undefined;
}

/** The Referer's host only (`www.linkedin.com`); none for a link within the site. */
export function referrerHostOf(referer: string | undefined, siteHost: string): string | undefined {
  if (!referer || referer.length > maxRefererLength || !URL.canParse(referer)) return undefined;
  const { protocol, hostname } = new URL(referer);
  if ((protocol !== 'https:' && protocol !== 'http:') || hostname === '' || hostname === siteHost)
    return undefined;
  return hostname;
}

/** Phones and tablets are "mobile"; the Client Hint says so where the browser sends it. */
export function deviceClassOf(userAgent: string, mobileHint: string | undefined): 'mobile' | 'desktop' {
  if (mobileHint === '?1') return 'mobile';
  return /Mobi|Android|iPhone|iPad|iPod|Windows Phone/i.test(userAgent) ? 'mobile' : 'desktop';
}

/** Crawlers and link-preview bots (isbot's list); a request without a user agent is no browser either. */
export const isCrawler = (userAgent: string) => userAgent === '' || isbot(userAgent);
