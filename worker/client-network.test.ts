import { describe, expect, it } from 'vitest';
import { clientNetworkOf, siteIpv6Prefix } from './client-network.ts';

describe('a client’s network', () => {
  it('is an IPv6 address’s /64, however the address is written', () => {
    expect(clientNetworkOf('2001:db8::1')).toBe('2001:db8::/64');
    expect(clientNetworkOf('2001:DB8:0:0:ffff:1:2:3')).toBe('2001:db8::/64');
    expect(clientNetworkOf('2001:0db8:0000:0000:abcd::9')).toBe('2001:db8::/64');
    expect(clientNetworkOf('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(clientNetworkOf('::1')).toBe('::/64');
  });

  it('is an IPv6 address’s /48 where a site’s whole allocation counts as one (the contact caps’ daily share)', () => {
    expect(clientNetworkOf('2001:db8:0:1::1', siteIpv6Prefix)).toBe('2001:db8::/48');
    expect(clientNetworkOf('2001:db8:0:ffff:1::9', siteIpv6Prefix)).toBe('2001:db8::/48');
    expect(clientNetworkOf('2001:db8:1::1', siteIpv6Prefix)).toBe('2001:db8:1::/48');
    expect(clientNetworkOf('::ffff:192.0.2.1', siteIpv6Prefix)).toBe('192.0.2.1');
  });

  it('is an IPv4 address whole, also when written as IPv6', () => {
    expect(clientNetworkOf('192.0.2.1')).toBe('192.0.2.1');
    expect(clientNetworkOf('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientNetworkOf('::ffff:c000:201')).toBe('192.0.2.1');
  });

  it('keeps text that is no address as it came', () => {
    expect(clientNetworkOf('not an address')).toBe('not an address');
    expect(clientNetworkOf('1::2::3')).toBe('1::2::3');
    expect(clientNetworkOf('1:2:3:4:5:6:7:8:9')).toBe('1:2:3:4:5:6:7:8:9');
  });
});
