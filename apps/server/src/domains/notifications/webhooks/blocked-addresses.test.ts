import { describe, expect, it } from 'vitest';
import { classifyAddress } from './blocked-addresses';
import type { AddressClass } from './blocked-addresses';

// Every form an address can be written in, with what a webhook may do with it (issue 24, item 7).
const CASES: [string, AddressClass, string][] = [
  ['93.184.215.14', 'public', 'public IPv4'],
  ['8.8.8.8', 'public', 'public IPv4'],
  ['2606:4700::1111', 'public', 'global unicast IPv6'],
  ['::ffff:8.8.8.8', 'public', 'IPv4-mapped public'],
  ['64:ff9b::5db8:d70e', 'public', 'NAT64 of a public IPv4'],
  ['2002:5db8:d70e::1', 'public', '6to4 of a public IPv4'],
  ['127.0.0.1', 'loopback', 'loopback'],
  ['127.255.255.254', 'loopback', 'loopback /8'],
  ['2130706433', 'loopback', 'decimal IPv4'],
  ['0x7f000001', 'loopback', 'hexadecimal IPv4'],
  ['0177.0.0.1', 'loopback', 'octal IPv4'],
  ['127.1', 'loopback', 'short IPv4'],
  ['::1', 'loopback', 'IPv6 loopback'],
  ['[::1]', 'loopback', 'bracketed IPv6 loopback'],
  ['::ffff:127.0.0.1', 'loopback', 'IPv4-mapped loopback'],
  ['::ffff:7f00:1', 'loopback', 'IPv4-mapped loopback, hex'],
  ['64:ff9b::7f00:1', 'private', 'NAT64 of loopback'],
  ['64:ff9b::a00:1', 'private', 'NAT64 of 10.0.0.1'],
  ['64:ff9b:1::5db8:d70e', 'private', 'NAT64 local-use prefix'],
  ['2002:7f00:1::', 'private', '6to4 of loopback'],
  ['2002:a9fe:a9fe::', 'private', '6to4 of the metadata address'],
  ['::7f00:1', 'private', 'IPv4-compatible loopback (::127.0.0.1 once parsed by a URL)'],
  ['::ffff:0:7f00:1', 'private', 'IPv4-translated loopback'],
  ['::ffff:0:5db8:d70e', 'public', 'IPv4-translated public'],
  ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'private', 'Teredo'],
  ['::ffff:10.0.0.1', 'private', 'IPv4-mapped private'],
  ['0.0.0.0', 'private', 'this network'],
  ['10.1.2.3', 'private', 'RFC 1918'],
  ['172.16.0.1', 'private', 'RFC 1918'],
  ['192.168.0.10', 'private', 'RFC 1918'],
  ['100.64.0.1', 'private', 'carrier-grade NAT'],
  ['169.254.169.254', 'private', 'link-local (cloud metadata)'],
  ['192.0.0.8', 'private', 'IETF protocol assignments'],
  ['192.0.2.1', 'private', 'documentation'],
  ['198.18.0.1', 'private', 'benchmarking'],
  ['224.0.0.1', 'private', 'multicast'],
  ['240.0.0.1', 'private', 'reserved'],
  ['255.255.255.255', 'private', 'broadcast'],
  ['::', 'private', 'unspecified IPv6'],
  ['fe80::1', 'private', 'link-local IPv6'],
  ['fec0::1', 'private', 'site-local IPv6'],
  ['fd00::1', 'private', 'unique-local IPv6'],
  ['ff02::1', 'private', 'multicast IPv6'],
  ['100::1', 'private', 'discard prefix'],
  ['2001:db8::1', 'private', 'documentation IPv6'],
  ['not-an-address', 'private', 'unparsable: refused'],
];

describe('classifyAddress', () => {
  it.each(CASES)('%s is %s (%s)', (address, expected) => {
    expect(classifyAddress(address)).toBe(expected);
  });
});
