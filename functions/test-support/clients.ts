import { consentGiven } from '#functions/test-support/consent.ts';
import type { ClientAuthResponse } from '#shared/api/schemas/client-account.ts';
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
  const reply = await api.call<ClientAuthResponse>('POST', '/api/client/register', {
    body,
    headers: fromAddress(`198.18.${Math.floor(counter / 250) % 250}.${counter % 250}`),
  });
  if (reply.status !== 201) throw new Error(`client sign-up failed: ${reply.status} ${reply.text}`);
  return {
    id: reply.body.client.id,
    token: reply.body.token,
    email: String(body.email).trim().toLowerCase(),
    password: String(body.password),
    tenantId: therapist.id,
  };
}
