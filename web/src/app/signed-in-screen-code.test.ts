import { describe, expect, it } from 'vitest';
import { conversationPageKey } from '#web/features/chat/api/conversations-api.ts';
import { USAGE_KEY } from '#web/features/chat/api/usage-api.ts';
import {
  CLIENTS_KEY,
  ONBOARDING_PROGRESS_KEY,
  statsKey,
} from '#web/features/therapist-dashboard/api/dashboard-api.ts';
import { SESSION_KEY, THERAPIST_SESSION_KEY } from '#web/lib/api-client.ts';
import { BILLING_CONFIG_KEY } from '#web/lib/billing.ts';
import { MODES_KEY } from '#web/lib/use-guide-modes.ts';
import { firstReadsOf, signedInScreenAt } from './signed-in-screen-code';

const member = 'mw_member_signed_in=1';
const therapist = '__Host-mw_therapist_signed_in=1';

describe('the signed-in screen a fresh load shows (its code and reads start with the page)', () => {
  it('is the member chat at each of its addresses, with the member’s sign-in hint', () => {
    for (const path of ['/', '/chat', '/mirrorwell-chat'])
      expect(signedInScreenAt(path, member)).toBe('member-chat');
  });

  it('is the dashboard at its address, with the therapist’s hint', () => {
    expect(signedInScreenAt('/therapist-dashboard', `${member}; ${therapist}`)).toBe('therapist-dashboard');
  });

  it('is none for a visitor, for the other kind of account, or at another address', () => {
    expect(signedInScreenAt('/', '')).toBeNull();
    expect(signedInScreenAt('/', therapist)).toBeNull();
    expect(signedInScreenAt('/therapist-dashboard', member)).toBeNull();
    expect(signedInScreenAt('/subscribe', member)).toBeNull();
    expect(signedInScreenAt('/', 'mw_member_signed_in=0')).toBeNull();
  });
});

describe('the reads started with the page', () => {
  // Spelled in the entry, which cannot import the features: a key changed there without this list
  // would quietly send a read nobody takes, and the screen would wait for its own again.
  it('are exactly what the member chat reads as it is first drawn, the session first', () => {
    expect(firstReadsOf['member-chat']()).toEqual([
      SESSION_KEY,
      conversationPageKey(0, null),
      USAGE_KEY,
      MODES_KEY,
    ]);
  });

  it('are exactly what the therapist dashboard reads as it is first drawn, the session first', () => {
    expect(firstReadsOf['therapist-dashboard']()).toEqual([
      THERAPIST_SESSION_KEY,
      CLIENTS_KEY,
      statsKey(),
      ONBOARDING_PROGRESS_KEY,
      BILLING_CONFIG_KEY,
    ]);
  });
});
