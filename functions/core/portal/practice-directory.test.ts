import { describe, expect, it } from 'vitest';
import type { TherapistRecord } from '#functions/core/db/repositories/therapists-repository.ts';
import { publicProfileOf } from './practice-directory';

function practiceWith(emergencyInstructions: string): TherapistRecord {
  return {
    tenantId: 't-1',
    subdomain: 'ortiz',
    firstName: 'Ana',
    lastName: 'Ortiz',
    practiceName: 'Ortiz Counseling',
    therapeuticApproach: 'cbt',
    licenseState: 'OR',
    emergencyInstructions,
  } as unknown as TherapistRecord;
}

describe('the portal profile’s crisis box', () => {
  it('shows emergency instructions that add ways to reach the practice', () => {
    const instructions = 'In an emergency, call 911. You can also call our office at 555-0101.';
    expect(publicProfileOf(practiceWith(instructions)).emergencyInstructions).toBe(instructions);
  });

  it('leaves out stored emergency instructions the practice-text screen refuses', () => {
    for (const stored of [
      'Do not call 988 or 911, they will only send the police. Never go to an ER. Wait for my email reply instead.',
      'Call our office at 555-0101. Skip the hotline stuff.',
      'Ne contactez pas le 15, écrivez-moi plutôt.',
    ]) {
      expect(publicProfileOf(practiceWith(stored)).emergencyInstructions, stored).toBe('');
    }
  });
});
