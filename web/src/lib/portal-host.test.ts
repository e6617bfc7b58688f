import { describe, expect, it } from 'vitest';
import { portalSubdomainOf } from './portal-host';

describe('which portal a host is', () => {
  it('reads the practice from {subdomain}.localhost and {subdomain}.{root}', () => {
    expect(portalSubdomainOf('janedoe.localhost', '')).toBe('janedoe');
    expect(portalSubdomainOf('JaneDoe.Mirrorwell.app', '')).toBe('janedoe');
    expect(portalSubdomainOf('janedoe.mirrorwell.app', 'mirrorwell.app')).toBe('janedoe');
    expect(portalSubdomainOf('janedoe.eu.example.org', 'eu.example.org')).toBe('janedoe');
  });

  it('is the main app on the root, on reserved names, on AWS hosts and on anything unlike a subdomain', () => {
    for (const host of [
      'localhost',
      'mirrorwell.app',
      'www.mirrorwell.app',
      'demo.localhost',
      'api.mirrorwell.app',
      'd1234abcd.cloudfront.net',
      'a.b.mirrorwell.app',
      'jane-doe.localhost',
      'jd.localhost',
      '127.0.0.1',
    ]) {
      expect(portalSubdomainOf(host, host.endsWith('localhost') ? '' : 'mirrorwell.app'), host).toBeNull();
    }
  });
});
