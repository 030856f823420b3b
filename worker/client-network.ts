/**
 * The network a request comes from, as the contact form's per-client limit and the counts'
 * visitors per network (worker/counting/store.ts) key it: an IPv4 address whole, an IPv6 address
 * by its /64. One server or home line holds a whole /64 (2^64 addresses), so a key per IPv6
 * address would give one sender a fresh allowance per message, or a fresh visitor per request.
 */
import ipaddr from 'ipaddr.js';

/** The IPv6 prefix one client holds: a home line or a server gets a whole /64. */
export const clientIpv6Prefix = 64;

/**
 * The IPv6 prefix one site holds (RFC 6177: a /48 is what a provider gives a site, and a free
 * tunnel broker gives anyone one), so the contact caps' daily share per network keys by it: per
 * /64, one sender would hold 65,536 shares.
 */
export const siteIpv6Prefix = 48;

/**
 * The key of a client's network: `192.0.2.1`, or `2001:db8:0:1::/64` for any address of that /64
 * (or of that /48, with `ipv6Prefix` 48). An IPv4 address written as IPv6 (::ffff:192.0.2.1) is the
 * IPv4 address. Anything else is kept as it came, so a header that is not an address still limits
 * its own sender.
 */
export function clientNetworkOf(address: string, ipv6Prefix = clientIpv6Prefix): string {
  const text = address.trim();
  if (!ipaddr.isValid(text)) return text;
  const parsed = ipaddr.process(text);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/${ipv6Prefix}`);
  return `${network.toString()}/${ipv6Prefix}`;
}
