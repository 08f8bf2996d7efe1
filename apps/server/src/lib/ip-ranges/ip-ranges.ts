import ipaddr from 'ipaddr.js';
import type { IPv4, IPv6 } from 'ipaddr.js';

/** An IPv4-mapped IPv6 address (`::ffff:10.0.0.1`, what a dual-stack socket reports) as its IPv4 form. */
function normalized(address: string): IPv4 | IPv6 | null {
  const literal = address.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(literal)) return null;
  const parsed = ipaddr.parse(literal);
  return parsed instanceof ipaddr.IPv6 && parsed.isIPv4MappedAddress()
    ? parsed.toIPv4Address()
    : parsed;
}

/**
 * A CIDR range in canonical form (`10.0.0.0/8`, `2001:db8::/32`), a lone address as /32 or /128, or null
 * when it does not parse. Host bits are cleared, so `10.1.2.3/8` reads as `10.0.0.0/8`.
 */
export function canonicalRange(text: string): string | null {
  const trimmed = text.trim();
  const withPrefix = trimmed.includes('/')
    ? trimmed
    : `${trimmed}/${trimmed.includes(':') ? 128 : 32}`;
  const [addressPart = ''] = withPrefix.split('/');
  // Dotted quads only: ipaddr.js also reads `10.0.0` or `0x0a000001`, which nobody means in a list.
  if (!addressPart.includes(':') && !ipaddr.IPv4.isValidFourPartDecimal(addressPart)) return null;
  if (!ipaddr.isValidCIDR(withPrefix)) return null;
  const [address, prefix] = ipaddr.parseCIDR(withPrefix);
  const network =
    address instanceof ipaddr.IPv4
      ? ipaddr.IPv4.networkAddressFromCIDR(withPrefix)
      : ipaddr.IPv6.networkAddressFromCIDR(withPrefix);
  return `${network.toString()}/${prefix}`;
}

/** True when `address` (IPv4, IPv6 or IPv4-mapped IPv6) lies in one of the canonical `ranges`. */
export function isAddressInRanges(address: string, ranges: readonly string[]): boolean {
  const parsed = normalized(address);
  if (parsed === null) return false;
  return ranges.some((text) => {
    const [network, prefix] = ipaddr.parseCIDR(text);
    if (parsed instanceof ipaddr.IPv4 && network instanceof ipaddr.IPv4)
      return parsed.match(network, prefix);
    if (parsed instanceof ipaddr.IPv6 && network instanceof ipaddr.IPv6)
      return parsed.match(network, prefix);
    return false;
  });
}
