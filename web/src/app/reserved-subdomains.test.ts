import { describe, expect, it } from 'vitest';
import { RESERVED_SUBDOMAINS, subdomainFormOf } from '#shared/domain/practice.ts';
import { paths } from './paths';

describe('reserved subdomains', () => {
  it('hold every top-level route name, so no practice can shadow a page of the app', () => {
    const topLevel = new Set(
      Object.values(paths)
        .map((path) => path.split('/')[1] ?? '')
        // `/:subdomain` is the portal itself, not a name.
        .filter((name) => name && !name.startsWith(':')),
    );
    const unreserved = [...topLevel].filter((name) => !RESERVED_SUBDOMAINS.has(subdomainFormOf(name)));
    expect(unreserved).toEqual([]);
  });

  it('hold the service names of the spec', () => {
    for (const name of ['www', 'api', 'admin', 'support', 'help', 'mail', 'test', 'dev']) {
      expect(RESERVED_SUBDOMAINS.has(name)).toBe(true);
    }
  });
});
