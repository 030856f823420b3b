/**
 * Other people's sites for the webmention tests, as the fetch the source is read through: each
 * address answers what the test gives it, and every address asked for is noted, so a test can
 * show that a refused one was never requested. An address not given fails as an unknown host does.
 */
export type SitePages = Record<string, (request: Request) => Response | Promise<Response>>;

export function standInSites(pages: SitePages) {
  const requested: string[] = [];
  const fetchFromSites = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requested.push(request.url);
    const page = pages[request.url];
    if (!page) throw new TypeError(`Network connection lost: no site at ${request.url}`);
    return page(request);
  };
  return { fetch: fetchFromSites as typeof fetch, requested };
}

/** A page of HTML, as a site answers it. */
export const htmlPage = (html: string) => () =>
  new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });

/** A redirect to `location`, as written in the header (relative or absolute). */
export const redirectTo =
  (location: string, status = 302) =>
  () =>
    new Response(null, { status, headers: { Location: location } });
