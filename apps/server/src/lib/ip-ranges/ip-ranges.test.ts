import { describe, expect, it } from 'vitest';
import { canonicalRange, isAddressInRanges } from './ip-ranges';

describe('IP ranges', () => {
  it('reads CIDR ranges and lone addresses of both families in canonical form', () => {
    expect(canonicalRange(' 10.1.2.3/8 ')).toBe('10.0.0.0/8');
    expect(canonicalRange('203.0.113.7')).toBe('203.0.113.7/32');
    expect(canonicalRange('2001:DB8::1/32')).toBe('2001:db8::/32');
    expect(canonicalRange('::1')).toBe('::1/128');
    for (const bad of ['', '10.0.0.0/33', '2001:db8::/129', 'example.com', '10.0.0/8'])
      expect(canonicalRange(bad)).toBeNull();
  });

  it('matches IPv4, IPv6 and IPv4-mapped IPv6 addresses, and nothing across families', () => {
    const ranges = ['127.0.0.1/32', '10.0.0.0/8', '2001:db8::/32'];
    expect(isAddressInRanges('127.0.0.1', ranges)).toBe(true);
    expect(isAddressInRanges('127.0.0.2', ranges)).toBe(false);
    expect(isAddressInRanges('::ffff:10.20.30.40', ranges)).toBe(true);
    expect(isAddressInRanges('2001:db8:1::5', ranges)).toBe(true);
    expect(isAddressInRanges('2001:db9::5', ranges)).toBe(false);
    expect(isAddressInRanges('::1', ranges)).toBe(false);
    expect(isAddressInRanges('not-an-address', ranges)).toBe(false);
  });
});
