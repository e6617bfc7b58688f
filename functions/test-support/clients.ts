import { consentGiven } from '#functions/test-support/consent.ts';
import type { ClientAuthResponse } from '#shared/api/schemas/client-account.ts';
import type { ErrorBody } from '#shared/errors.ts';
import { latestSignUpToken } from './outbox';
import { fromAddress, type TestApi, uniqueEmail } from './test-api';
import type { TestTherapist } from './therapists';

export interface TestClient {
  id: string;
  token: string;
  email: string;
  password: string;
  tenantId: string;
}

let counter = 0;

/** Signs a client up in a therapist's practice through the API, each from its own address. */
export async function signUpClient(
  api: TestApi,
  therapist: TestTherapist,
  overrides: Record<string, unknown> = {},
): Promise<TestClient> {
  counter += 1;
  const body = {
    firstName: 'Jonah',
    lastName: 'Reyes',
    email: uniqueEmail('client'),
    password: 'calm-harbor-73',
    therapistSubdomain: therapist.subdomain,
    ...consentGiven,
    ...overrides,
  };
  const email = String(body.email).trim().toLowerCase();
  const reply = await api.call<ClientAuthResponse>('POST', '/api/client/register', {
    body,
    headers: fromAddress(`198.18.${Math.floor(counter / 250) % 250}.${counter % 250}`),
  });
  // With a working invitation the answer signs in; otherwise the mailed link opens the account.
  const signedIn = reply.status === 202 ? await confirmMailedSignUp(api, therapist, email) : reply;
  if (signedIn.status !== 201) throw new Error(`client sign-up failed: ${signedIn.status} ${signedIn.text}`);
  return {
    id: signedIn.body.client.id,
    token: signedIn.body.token,
    email,
    password: String(body.password),
    tenantId: therapist.id,
  };
}

/** Opens the sign-up link mailed to `email`, as the person would by clicking it. */
export async function confirmMailedSignUp(api: TestApi, therapist: TestTherapist, email: string) {
  return api.call<ClientAuthResponse & ErrorBody>('POST', '/api/client/register/confirm', {
    body: { therapistSubdomain: therapist.subdomain, token: await latestSignUpToken(email) },
  });
}
