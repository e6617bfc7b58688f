import { consentGiven } from '#functions/test-support/consent.ts';
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

/** Signs a therapist up through the API. */
export async function signUpTherapist(
  api: TestApi,
  overrides: Record<string, unknown> = {},
): Promise<TestTherapist> {
  counter += 1;
  const email = uniqueEmail('therapist');
  const subdomain = uniqueSubdomain();
  const reply = await api.call<TherapistAuthResponse>('POST', '/api/therapist/register', {
    body: {
      email,
      password: 'quiet-river-42',
      firstName: 'Maya',
      lastName: 'Ortiz',
      subdomain,
      ...consentGiven,
      ...overrides,
    },
    headers: fromAddress(`198.51.100.${counter % 250}`),
  });
  if (reply.status !== 201) throw new Error(`therapist sign-up failed: ${reply.status} ${reply.text}`);
  return { id: reply.body.therapist.id, token: reply.body.token, email, subdomain: reply.body.subdomain };
}
