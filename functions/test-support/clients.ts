import { expect } from 'vitest';
import { consentGiven } from '#functions/test-support/consent.ts';
import type { ClientAuthResponse } from '#shared/api/schemas/client-account.ts';
import type { PracticeClient } from '#shared/api/schemas/clients.ts';
import type { ErrorBody } from '#shared/errors.ts';
import { latestSignUpToken, mailsTo } from './outbox';
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

/** What the portal's sign-up form sends: Jonah Reyes, a fresh email, consent given; then `overrides`. */
export function clientSignUpBody(
  therapist: TestTherapist,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    firstName: 'Jonah',
    lastName: 'Reyes',
    email: uniqueEmail('client'),
    password: 'calm-harbor-73',
    therapistSubdomain: therapist.subdomain,
    ...consentGiven,
    ...overrides,
  };
}

/** Sends a client sign-up from the given address headers; the answer as it comes. */
export function sendClientSignUp(
  api: TestApi,
  body: Record<string, unknown>,
  headers: Record<string, string>,
) {
  return api.call<ClientAuthResponse & ErrorBody>('POST', '/api/client/register', { body, headers });
}

/** Signs a client up in a therapist's practice through the API, each from its own address. */
export async function signUpClient(
  api: TestApi,
  therapist: TestTherapist,
  overrides: Record<string, unknown> = {},
): Promise<TestClient> {
  counter += 1;
  const body = clientSignUpBody(therapist, overrides);
  const email = String(body.email).trim().toLowerCase();
  const reply = await sendClientSignUp(
    api,
    body,
    fromAddress(`198.18.${Math.floor(counter / 250) % 250}.${counter % 250}`),
  );
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

/** The `invite` value of the invitation link in the first mail to `email`, as the person would click it. */
export async function mailedInvitation(email: string): Promise<string | undefined> {
  const [mail] = await mailsTo(email);
  return mail?.text.match(/\/client\/register\?invite=([0-9a-f-]{36}\.[A-Za-z0-9_-]+)/)?.[1];
}

/** The therapist adds a client to the practice, as the Clients page's form does; the answer as it comes. */
export function addClient(api: TestApi, therapist: TestTherapist, person: Record<string, unknown>) {
  return api.call<PracticeClient & ErrorBody>('POST', '/api/therapist/clients', {
    token: therapist.token,
    body: person,
  });
}

/**
 * A client the therapist added and invited (Noa Levi by default): its record id, its email and the
 * `invite` value of the mailed link.
 */
export async function invitedClient(
  api: TestApi,
  therapist: TestTherapist,
  person: { firstName: string; lastName: string; email: string; notes?: string } = {
    firstName: 'Noa',
    lastName: 'Levi',
    email: uniqueEmail('client'),
    notes: 'Prefers mornings',
  },
): Promise<{ id: string; email: string; invitation: string }> {
  const added = await addClient(api, therapist, person);
  expect(added.status).toBe(201);
  await api.call('POST', `/api/therapist/clients/${added.body.id}/invite`, { token: therapist.token });
  const invitation = await mailedInvitation(person.email);
  if (!invitation) throw new Error('no invitation link was mailed');
  return { id: added.body.id, email: person.email, invitation };
}
