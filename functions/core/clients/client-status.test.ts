import { describe, expect, it } from 'vitest';
import { clientStatusOf, isActiveClient } from './client-status';

describe('a client’s status', () => {
  it('is active only after the client accepted, and only while not deactivated', () => {
    expect(clientStatusOf({ isActive: true })).toBe('not-joined');
    expect(clientStatusOf({ isActive: true, invitedAt: '2026-11-01T10:00:00Z' })).toBe('invited');
    expect(clientStatusOf({ isActive: true, invitedAt: '2026-11-01T10:00:00Z', accountId: 'c1' })).toBe(
      'active',
    );
    expect(clientStatusOf({ isActive: true, accountId: 'c1' })).toBe('active');
    expect(clientStatusOf({ isActive: false, accountId: 'c1' })).toBe('inactive');
    expect(clientStatusOf({ isActive: false, invitedAt: '2026-11-01T10:00:00Z' })).toBe('inactive');
  });

  it('counts among Active Clients only when active', () => {
    expect(isActiveClient({ isActive: true, invitedAt: '2026-11-01T10:00:00Z' })).toBe(false);
    expect(isActiveClient({ isActive: true, accountId: 'c1' })).toBe(true);
    expect(isActiveClient({ isActive: false, accountId: 'c1' })).toBe(false);
  });
});
