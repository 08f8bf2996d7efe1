import ipaddr from 'ipaddr.js';
import type { IPv4, IPv6 } from 'ipaddr.js';

/**
 * Where a webhook may never go (ADR 021): this machine, private networks, and every other special-purpose
 * range. `loopback` is told apart only because tests admit loopback receivers; `private` stands for every
 * other refused address.
 */
export type AddressClass = 'public' | 'loopback' | 'private';

// The only IPv6 space assigned for global unicast (RFC 4291 2.4); everything outside it is special.
const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');
// NAT64's well-known prefix (RFC 6052): the last 32 bits are an IPv4 address a translator reaches.
const NAT64_WELL_KNOWN = ipaddr.IPv6.parseCIDR('64:ff9b::/96');

/** The IPv4 address in the last 32 bits of an IPv6 address. */
function lastIPv4(address: IPv6): IPv4 {
  const bytes = address.toByteArray().slice(12);
  return new ipaddr.IPv4(bytes);
}

/** The IPv4 address a 6to4 address (2002:AABB:CCDD::/48, RFC 3056) routes to. */
function sixToFourIPv4(address: IPv6): IPv4 {
  return new ipaddr.IPv4(address.toByteArray().slice(2, 6));
}

/**
 * IPv4: ipaddr.js names each special range (RFC 6890: this network, private, carrier-grade NAT, link-local,
 * loopback, the IETF and documentation blocks, benchmarking, AS112, AMT, multicast, 240/4, broadcast);
 * only what it calls `unicast` is public.
 */
function classifyIPv4(address: IPv4): AddressClass {
  const range = address.range();
  if (range === 'loopback') return 'loopback';
  return range === 'unicast' ? 'public' : 'private';
}

/**
 * IPv6: a form that carries an IPv4 address (IPv4-mapped, IPv4-translated, NAT64, 6to4) is judged by that
 * address, and an embedded loopback is refused like any private one (only `::1` and `::ffff:127.x` are this
 * machine). Teredo, NAT64's local-use prefix, the deprecated IPv4-compatible form (`::127.0.0.1`) and
 * everything else outside global unicast 2000::/3 (unique-local, link-local, site-local, multicast,
 * discard, ORCHID, documentation, segment routing...) are refused.
 */
function classifyIPv6(address: IPv6): AddressClass {
  const range = address.range();
  if (range === 'loopback') return 'loopback';
  if (range === 'ipv4Mapped') return classifyIPv4(lastIPv4(address));
  if (range === 'rfc6145' || address.match(NAT64_WELL_KNOWN))
    return classifyIPv4(lastIPv4(address)) === 'public' ? 'public' : 'private';
  if (range === '6to4')
    return classifyIPv4(sixToFourIPv4(address)) === 'public' ? 'public' : 'private';
  if (range !== 'unicast' || !address.match(GLOBAL_UNICAST)) return 'private';
  return 'public';
}

/**
 * Classifies an IP address in any form ipaddr.js reads: dotted, decimal (`2130706433`), hexadecimal
 * (`0x7f000001`) or octal IPv4, and IPv6 with or without an embedded IPv4. Anything that does not parse is
 * refused: a check that cannot tell must not let the address through.
 */
export function classifyAddress(address: string): AddressClass {
  const literal = address.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(literal)) return 'private';
  const parsed = ipaddr.parse(literal);
  return parsed instanceof ipaddr.IPv4 ? classifyIPv4(parsed) : classifyIPv6(parsed);
}
