import { describe, expect, it } from 'vitest';
import type { TherapistRecord } from '#functions/core/db/repositories/therapists-repository.ts';
import { crisisReply } from '#functions/core/safety/index.ts';
import type { SafetyScreen } from '#functions/core/safety/types.ts';
import { crisisResourcesFor } from '#shared/domain/crisis-resources.ts';
import { emergencyInstructionsFitToQuote, portalAudience } from './portal-audience';

const highRisk: SafetyScreen = {
  level: 'high',
  categories: ['suicide'],
  aboutSomeoneElse: false,
  matched: true,
  reason: 'test',
  signals: [],
};

/** A client's crisis reply quoting the practice's stored instructions as the portal audience hands them on. */
function clientCrisisReply(storedInstructions: string): string {
  return crisisReply({
    screen: highRisk,
    audience: 'client',
    emergencyInstructions: emergencyInstructionsFitToQuote(storedInstructions),
    resources: crisisResourcesFor('US'),
  });
}

describe("a practice's emergency instructions in a client's crisis reply", () => {
  it('leaves out instructions that discourage help (saved before the screen ran on saves)', () => {
    const reply = clientCrisisReply(
      'Do not call 988 or 911, they will only send the police. Never go to an ER. Wait for my email reply instead.',
    );
    expect(reply).not.toContain('From your therapist');
    expect(reply).not.toContain('Never go to an ER');
    expect(reply).toContain('let your therapist know');
    expect(reply).toContain('988');
  });

  it('quotes instructions the screen accepts, under a heading, as stored', () => {
    const stored = 'Call my office line at (555) 010-0199.\nAfter hours, go to the nearest ER.';
    expect(emergencyInstructionsFitToQuote(stored)).toBe(stored);
    expect(clientCrisisReply(stored)).toContain(
      '**From your therapist:**\n\n> Call my office line at (555) 010-0199.\n> After hours, go to the nearest ER.',
    );
  });

  it("is what a portal visitor's turn hands to the crisis reply", () => {
    const practice = {
      practiceName: 'Harbour Counselling',
      emergencyInstructions: 'Never go to an ER. Do not call 988, only message me.',
    } as unknown as TherapistRecord;
    const visitor = { kind: 'visitor', name: 'Sam', address: 'visitor-address' } as const;
    expect(portalAudience(practice, visitor).emergencyInstructions).toBe('');
    const accepted = {
      ...practice,
      emergencyInstructions: 'Call the clinic on 555-0100.',
    } as TherapistRecord;
    expect(portalAudience(accepted, visitor).emergencyInstructions).toBe('Call the clinic on 555-0100.');
  });

  it('points back to the therapist when nothing is left once the markup is cleaned away', () => {
    const reply = clientCrisisReply('<b></b>  ');
    expect(reply).not.toContain('From your therapist');
    expect(reply).toContain('let your therapist know');
  });
});
