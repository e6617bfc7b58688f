import { describe, expect, it } from 'vitest';
import { parseStored, storedReferral, storedSession } from './stored-records';

const referral = {
  pk: 'TENANT#t1',
  sk: 'REFERRAL#a@b.example',
  type: 'referral',
  id: 'r1',
  referrerTenantId: 't1',
  referredEmail: 'a@b.example',
  status: 'pending',
  creditAwarded: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  lastSentAt: '2026-11-01T00:00:00.000Z',
};

describe('parseStored', () => {
  it('takes the table keys and type off and keeps the record, with attributes the schema does not name', () => {
    const parsed = parseStored(storedReferral, { ...referral, laterAttribute: 7 });
    expect(parsed).toEqual({ ...referral, pk: undefined, sk: undefined, type: undefined, laterAttribute: 7 });
    expect(Object.keys(parsed)).not.toContain('pk');
  });

  it('refuses an item that lacks what the record must hold, or holds a value it cannot', () => {
    const { status: _status, ...withoutStatus } = referral;
    expect(() => parseStored(storedReferral, withoutStatus)).toThrow(/status/);
    expect(() => parseStored(storedReferral, { ...referral, status: 'lost' })).toThrow(/status/);
    expect(() =>
      parseStored(storedSession, {
        sessionId: 's',
        accountKind: 'admin',
        subjectId: 'x',
        createdAt: 'now',
        expiresAt: 1,
      }),
    ).toThrow(/accountKind/);
  });
});
