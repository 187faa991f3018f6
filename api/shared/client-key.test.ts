import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientKey, ipv6Groups } from './client-key.js';

// Zero groups often, so that `::` forms come up in most runs.
const group = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 0xffff }));
const groups = fc.array(group, { minLength: 8, maxLength: 8 });
const byte = fc.integer({ min: 0, max: 255 });
const ipv4 = fc.tuple(byte, byte, byte, byte).map((b) => b.join('.'));

/** One of the many ways to write the same IPv6 address. */
const written = (gs: number[]) =>
  fc.record({ pad: fc.boolean(), upper: fc.boolean(), quad: fc.boolean(), cut: fc.nat(), len: fc.nat() }).map(({ pad, upper, quad, cut, len }) => {
    const hex = gs.map((g) => (pad ? g.toString(16).padStart(4, '0') : g.toString(16)));
    // A trailing dotted quad stands for the last two groups.
    const parts = quad ? [...hex.slice(0, 6), [gs[6]! >> 8, gs[6]! & 255, gs[7]! >> 8, gs[7]! & 255].join('.')] : hex;
    const runs: [number, number][] = [];
    for (let i = 0; i < parts.length; i += 1) {
      for (let j = i; j < parts.length && (quad && j === 6 ? false : gs[j] === 0); j += 1) runs.push([i, j + 1]);
    }
    let text = parts.join(':');
    if (runs.length) {
      const [from, to] = runs[cut % runs.length]!;
      const end = Math.max(from + 1, to - (len % (to - from)));
      text = `${parts.slice(0, from).join(':')}::${parts.slice(end).join(':')}`;
    }
    return upper ? text.toUpperCase() : text;
  });

describe('clientKey', () => {
  it('keeps IPv4 addresses and non-addresses as they are', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('a')).toBe('a');
    expect(clientKey('user:7')).toBe('user:7');
    expect(clientKey('')).toBe('');
  });

  it('counts an IPv6 address by its /64, whatever the form', () => {
    expect(clientKey('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64');
    expect(clientKey('2001:0DB8:0000:0001:ffff:0:0:9')).toBe('2001:db8:0:1::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('::')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('2001:db8:1:2:3::')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2:3:4:5:6')).not.toBe(clientKey('2001:db8:1:3:3:4:5:6'));
  });

  it('reads an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(clientKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientKey('::FFFF:c000:0201')).toBe('192.0.2.1');
    expect(clientKey('0:0:0:0:0:ffff:192.0.2.1')).toBe('192.0.2.1');
    // Not mapped: the /64 of ::ffff:0:0/96 is the zero network.
    expect(clientKey('::fffe:192.0.2.1')).toBe('0:0:0:0::/64');
  });

  it('property: every way of writing an address gives its groups and one key', () => {
    fc.assert(
      fc.property(groups.chain((gs) => fc.tuple(fc.constant(gs), written(gs), written(gs))), ([gs, a, b]) => {
        expect(ipv6Groups(a)).toEqual(gs);
        expect(clientKey(a)).toBe(clientKey(b));
        const mapped = gs.slice(0, 5).every((g) => g === 0) && gs[5] === 0xffff;
        if (!mapped) expect(clientKey(a)).toBe(`${gs.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`);
      }),
      { numRuns: 2000 },
    );
  });

  it('property: addresses share a key exactly when they share their /64', () => {
    fc.assert(
      fc.property(groups, groups, (x, y) => {
        const same = x.slice(0, 4).join() === y.slice(0, 4).join();
        // Two mapped IPv4 addresses share the zero /64 but are distinct clients.
        const mapped = (gs: number[]) => gs.slice(0, 5).every((g) => g === 0) && gs[5] === 0xffff;
        // x's network with y's host part: mapped too when x's network is all zeros and y's host part says ::ffff.
        const sameNet = [...x.slice(0, 4), ...y.slice(4)];
        fc.pre(!mapped(x) && !mapped(y) && !mapped(sameNet));
        const text = (gs: number[]) => gs.map((g) => g.toString(16)).join(':');
        expect(clientKey(text(x)) === clientKey(text(y))).toBe(same);
        expect(clientKey(text(sameNet))).toBe(clientKey(text(x)));
      }),
      { numRuns: 2000 },
    );
  });

  it('property: an IPv4 client has one key on either stack; applying the key twice changes nothing', () => {
    fc.assert(
      fc.property(ipv4, (v4) => {
        expect(clientKey(`::ffff:${v4}`)).toBe(v4);
        expect(clientKey(`::FFFF:${v4}`)).toBe(v4);
        expect(clientKey(clientKey(`::ffff:${v4}`))).toBe(v4);
      }),
    );
    fc.assert(
      fc.property(groups.chain(written), (ip) => {
        expect(clientKey(clientKey(ip))).toBe(clientKey(ip));
      }),
    );
  });
});
