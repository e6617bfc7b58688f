import { type ConsentRecord, LEGAL_VERSION } from '#shared/domain/legal.ts';

/**
 * What every sign-up (member, therapist, client) must have been given: both boxes ticked. The
 * shared zod schemas refuse a request without them (400, the box's own words); the type makes every
 * caller of a sign-up say so too.
 */
export interface ConsentGiven {
  acceptedTerms: true;
  confirmedAge: true;
}

/** The agreement an account keeps: when it was given, and to which version of the Terms and Privacy notice. */
export function consentRecordAt(acceptedAt: string): ConsentRecord {
  return { acceptedAt, termsVersion: LEGAL_VERSION, ageConfirmed: true };
}
