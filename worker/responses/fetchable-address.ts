/**
 * Which addresses the Worker may fetch for someone else: a webmention's sender names the URL, so
 * without this check it could make the site reach its own machine or network (a server-side
 * request forgery). Host names are not resolved (a Worker has no DNS of its own, and Cloudflare's
 * edge does not route to private ranges); what is refused here is what names them outright.
 */
import ipaddr from 'ipaddr.js';

export type FetchableOptions = {
  /**
   * Lets 127.0.0.0/8, ::1 and localhost through, for local tests' stand-in sites only: the Worker
   * variable WEBMENTION_ALLOW_LOOPBACK, which `npm run doctor` is to refuse for a deploy.
   */
  allowLoopback?: boolean;
};

/** Names of a machine's own or local network (RFC 6761, RFC 6762, RFC 8375, ICANN's .internal). */
const localNames = /(^|\.)(local|internal|home\.arpa)$/;

/** Why `url` must not be fetched, as a sentence's end; undefined when it may be. */
export function whyNotFetchable(
  url: URL,
  { allowLoopback = false }: FetchableOptions = {},
): string | undefined {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'is not an http or https address';
  // The URL parser has written any IPv4 form (0x7f.1, 2130706433) as four decimals, IPv6 in brackets.
  const host = url.hostname.replace(/\.$/, '');
  const literal = host.startsWith('[') ? host.slice(1, -1) : host;
  if (literal !== host || ipaddr.IPv4.isValidFourPartDecimal(literal)) {
    // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is that IPv4 address.
    const range = ipaddr.process(literal).range();
    if (range === 'unicast' || (range === 'loopback' && allowLoopback)) return undefined;
    return `is in a ${range} range, which this site does not fetch`;
  }
  if (host === 'localhost' || host.endsWith('.localhost')) {
    return allowLoopback ? undefined : 'names this machine, which this site does not fetch';
  }
  if (!host.includes('.') || localNames.test(host))
    return 'names a local network, which this site does not fetch';
  return undefined;
}
