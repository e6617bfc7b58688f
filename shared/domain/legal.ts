/**
 * The Terms and the Privacy notice a person agrees to when an account is made, and the age an
 * account needs. Browser-safe: the sign-up forms, the pages and the Lambdas read the same values,
 * and each account records which version it agreed to and when.
 */

/** The version of the Terms and the Privacy notice in force (the date they last changed). */
export const LEGAL_VERSION = '2026-11-29';

/** Nobody under this age may have an account of any kind. */
export const MINIMUM_AGE = 18;

/** What the sign-up forms say next to each box. */
export const consentLabels = {
  terms: 'I agree to the Terms and the Privacy notice',
  age: `I confirm I am ${MINIMUM_AGE} or over`,
} as const;

/** The refusals when a box is left unticked (the form's and the server's words). */
export const consentMessages = {
  terms: 'Please agree to the Terms and the Privacy notice to create an account',
  age: `You must be ${MINIMUM_AGE} or over to create an account`,
} as const;

/** What an account keeps about the agreement it was made with. */
export interface ConsentRecord {
  /** When the person agreed (ISO 8601). */
  acceptedAt: string;
  /** Which version of the Terms and the Privacy notice they agreed to. */
  termsVersion: string;
  /** That they confirmed being at least MINIMUM_AGE. */
  ageConfirmed: true;
}
