import { consentGiven } from '#functions/test-support/consent.ts';
import type { ReferralStats } from '#shared/api/schemas/referrals.ts';
import type { TherapistAuthResponse } from '#shared/api/schemas/therapist.ts';
import { fromAddress, type TestApi, uniqueEmail } from './test-api';

export interface TestTherapist {
  id: string;
  token: string;
  email: string;
  subdomain: string;
}

let counter = 0;

/** A subdomain no other test of this run has used (lowercase letters and digits, at most 20). */
export function uniqueSubdomain(label = 'prac'): string {
  counter += 1;
  return `${label}${Date.now().toString(36).slice(-6)}${counter}${Math.floor(Math.random() * 1000)}`.slice(
    0,
    20,
  );
}

/** What the therapist sign-up form sends: Maya Ortiz, a fresh email and subdomain, consent given; then `overrides`. */
export function therapistSignUpBody(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail('therapist'),
    password: 'quiet-river-42',
    firstName: 'Maya',
    lastName: 'Ortiz',
    subdomain: uniqueSubdomain(),
    ...consentGiven,
    ...overrides,
  };
}

/** Signs a therapist up through the API. */
export async function signUpTherapist(
  api: TestApi,
  overrides: Record<string, unknown> = {},
): Promise<TestTherapist> {
  counter += 1;
  const body = therapistSignUpBody(overrides);
  const reply = await api.call<TherapistAuthResponse>('POST', '/api/therapist/register', {
    body,
    headers: fromAddress(`198.51.100.${counter % 250}`),
  });
  if (reply.status !== 201) throw new Error(`therapist sign-up failed: ${reply.status} ${reply.text}`);
  return {
    id: reply.body.therapist.id,
    token: reply.body.token,
    email: body.email,
    subdomain: reply.body.subdomain,
  };
}

/**
 * A therapist who referred another: the referred practice signed up with the referrer's code, and
 * `stats()` reads the referrer's referral figures as their dashboard does.
 */
export async function referredTherapist(api: TestApi) {
  const referrer = await signUpTherapist(api);
  const stats = () =>
    api
      .call<ReferralStats>('GET', '/api/referral-stats', { token: referrer.token })
      .then((reply) => reply.body);
  const referred = await signUpTherapist(api, { referralCode: (await stats()).referralCode });
  return { referrer, referred, stats };
}

/** The title a practice's portal welcomes its visitors with. */
export async function portalWelcomeTitle(api: TestApi, subdomain: string): Promise<string> {
  return (await api.call<{ welcomeTitle: string }>('GET', `/api/white-label/therapist/${subdomain}`)).body
    .welcomeTitle;
}
