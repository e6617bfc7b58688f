import { describe, expect, it } from 'vitest';
import { addressBucket } from './address-bucket';

describe('the address a per-address limit counts', () => {
  it('is an IPv4 address itself', () => {
    expect(addressBucket('203.0.113.9')).toBe('203.0.113.9');
    expect(addressBucket('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressBucket('::ffff:cb00:7109')).toBe('203.0.113.9');
  });

  it('is the /64 of an IPv6 address, however the address is written', () => {
    const bucket = addressBucket('2001:db8:1:2::1');
    expect(bucket).toBe('2001:db8:1:2::/64');
    for (const sameNetwork of [
      '2001:0DB8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:db8:1:2:a:b:c:d',
      '2001:db8:1:2::abcd%eth0',
      '2001:db8:1:2::1.2.3.4',
    ]) {
      expect(addressBucket(sameNetwork)).toBe(bucket);
    }
    expect(addressBucket('2001:db8:1:3::1')).not.toBe(bucket);
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
    expect(addressBucket('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('keeps anything that is not an address as it is', () => {
    expect(addressBucket('unknown')).toBe('unknown');
  });
});
