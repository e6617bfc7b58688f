import { isIPv4, isIPv6 } from 'node:net';

/**
 * The subject a per-address limit counts: an IPv4 address as it is, an IPv6 address by its /64
 * (one customer's network, whose 2^64 addresses cost nothing to rotate through). An IPv4 address
 * written as IPv6 (`::ffff:203.0.113.9`) counts as that IPv4 address.
 */
export function addressBucket(address: string): string {
  const bare = address.trim().toLowerCase().replace(/%.*$/, '');
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return bare;
  const groups = expandIPv6(bare);
  const mapped = groups.slice(0, 6).join(':') === '0:0:0:0:0:ffff';
  if (mapped) {
    const [high, low] = [Number.parseInt(groups[6] as string, 16), Number.parseInt(groups[7] as string, 16)];
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** Eight hexadecimal groups without leading zeros (an embedded IPv4 tail becomes two groups). */
function expandIPv6(address: string): string[] {
  let text = address;
  const ipv4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (ipv4Tail) {
    const [a, b, c, d] = ipv4Tail.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -ipv4Tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail === undefined ? [] : tail ? tail.split(':') : [];
  const zeros = Array.from({ length: 8 - headGroups.length - tailGroups.length }, () => '0');
  const groups = tail === undefined ? headGroups : [...headGroups, ...zeros, ...tailGroups];
  return groups.map((group) => Number.parseInt(group, 16).toString(16));
}
