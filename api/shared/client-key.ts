import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a per-client cap or rate limit counts under (issue 24): an IPv4 address as it is; an
 * IPv6 address by its /64, written `2001:db8:0:1::/64` whatever form it came in, since a
 * provider gives each subscriber at least a /64 and one host can rotate through all of it; an
 * IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, as a dual-stack socket reports an IPv4 peer) as
 * that IPv4 address, so one client has one key on either stack. A zone (`%eth0`) is dropped.
 * Anything that is not an IP address (a user id, an address's tag, a key already made here) is
 * returned unchanged, so applying it twice changes nothing.
 */
export function clientKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a trailing dotted quad as two groups), or null. */
export function ipv6Groups(ip: string): number[] | null {
  if (!isIPv6(ip)) return null;
  let s = ip.toLowerCase().replace(/%.*$/, '');
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(s);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    s = `${s.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = s.split('::') as [string, string | undefined];
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? 0 : 8 - front.length - back.length;
  const groups = [...front, ...Array<string>(zeros).fill('0'), ...back].map((g) => parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : null;
}
