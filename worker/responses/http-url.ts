/**
 * The web addresses a webmention deals in: only http and https (W3C Webmention §3.2: the schemes
 * this receiver supports), so a `javascript:` or `data:` address never reaches a fetch or a page.
 */

/** The longest address taken, in characters (what browsers and servers commonly accept). */
export const urlMaxLength = 2_048;

/** `text` as an http(s) URL, resolved against `base` when relative; undefined for anything else. */
export function httpUrl(text: string, base?: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(text.trim(), base);
  } catch {
    return undefined;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
}

/**
 * The address of the document an http(s) URL names, as two addresses are compared: the URL
 * parser's normal form (case of the scheme and host, default port, percent-encoding), without the
 * fragment, which names a place in the same document.
 */
export function documentAddress(url: URL): string {
  const copy = new URL(url);
  copy.hash = '';
  return copy.href;
}
