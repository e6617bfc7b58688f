import { describe, expect, it } from 'vitest';
import { getItem } from '#functions/core/db/item-operations.ts';
import { type ItemKey, keys } from '#functions/core/db/keys.ts';
import { invitedClient } from '#functions/test-support/clients.ts';
import { consentGiven } from '#functions/test-support/consent.ts';
import { latestSignUpToken } from '#functions/test-support/outbox.ts';
import { addressesIn, startTestApi, uniqueEmail } from '#functions/test-support/test-api.ts';
import { signUpTherapist, uniqueSubdomain } from '#functions/test-support/therapists.ts';
import type { AuthResponse } from '#shared/api/schemas/auth.ts';
import {
  type ClientAuthResponse,
  clientAccountMessages,
  type InvitedClient,
} from '#shared/api/schemas/client-account.ts';
import type { TherapistAuthResponse } from '#shared/api/schemas/therapist.ts';
import { consentMessages, LEGAL_VERSION } from '#shared/domain/legal.ts';
import type { ErrorBody } from '#shared/errors.ts';

const api = startTestApi();
const nextAddress = addressesIn('198.51.100');

async function storedItem(key: ItemKey): Promise<Record<string, unknown> | undefined> {
  return getItem(key, { consistent: true });
}

/** The consent an account keeps: when (within the request), which version, and the age confirmed. */
function expectConsentRecorded(item: Record<string, unknown> | undefined, before: number) {
  const consent = item?.consent as { acceptedAt: string; termsVersion: string; ageConfirmed: boolean };
  expect(consent).toMatchObject({ termsVersion: LEGAL_VERSION, ageConfirmed: true });
  expect(Date.parse(consent.acceptedAt)).toBeGreaterThanOrEqual(before - 1000);
  expect(Date.parse(consent.acceptedAt)).toBeLessThanOrEqual(Date.now());
}

type SignUpKind = 'member' | 'therapist' | 'client';

/** One practice for the client sign-ups, made once the test API has started. */
let practiceSignUp: ReturnType<typeof signUpTherapist> | undefined;
const practice = () => {
  practiceSignUp ??= signUpTherapist(api);
  return practiceSignUp;
};

/**
 * A sign-up with both boxes ticked, to the account being made: a client's (without an invitation)
 * is made when the mailed link is opened, so the link is followed.
 */
async function signUpWithConsent<T>(kind: SignUpKind, body: Record<string, unknown>) {
  const reply = await api.call<T>('POST', endpointOf[kind], {
    body: { ...body, ...consentGiven },
    headers: nextAddress(),
  });
  if (kind !== 'client' || reply.status !== 202) return reply;
  return api.call<T>('POST', '/api/client/register/confirm', {
    body: { therapistSubdomain: body.therapistSubdomain, token: await latestSignUpToken(String(body.email)) },
  });
}

async function bodyFor(kind: SignUpKind, email: string): Promise<Record<string, unknown>> {
  const person = { email, password: 'quiet-river-42', firstName: 'Ada', lastName: 'Moss' };
  if (kind === 'member') return person;
  if (kind === 'therapist') return { ...person, subdomain: uniqueSubdomain() };
  return { ...person, therapistSubdomain: (await practice()).subdomain };
}

const endpointOf: Record<SignUpKind, string> = {
  member: '/api/auth/register',
  therapist: '/api/therapist/register',
  client: '/api/client/register',
};

describe.each(['member', 'therapist', 'client'] as const)('%s sign-up consent', (kind) => {
  it('is refused with a 400 naming each unticked box, and no account is made', async () => {
    const email = uniqueEmail(`no-consent-${kind}`);
    const body = await bodyFor(kind, email);
    const neither = await api.call<ErrorBody>('POST', endpointOf[kind], { body, headers: nextAddress() });
    expect(neither.status).toBe(400);
    expect(neither.body.errors).toMatchObject({
      acceptedTerms: consentMessages.terms,
      confirmedAge: consentMessages.age,
    });

    const noAge = await api.call<ErrorBody>('POST', endpointOf[kind], {
      body: { ...body, acceptedTerms: true, confirmedAge: false },
      headers: nextAddress(),
    });
    expect(noAge.status).toBe(400);
    expect(noAge.body.message).toBe(consentMessages.age);
    expect(noAge.body.errors).toEqual({ confirmedAge: consentMessages.age });

    const termsAsText = await api.call<ErrorBody>('POST', endpointOf[kind], {
      body: { ...body, acceptedTerms: 'yes', confirmedAge: true },
      headers: nextAddress(),
    });
    expect(termsAsText.status).toBe(400);
    expect(termsAsText.body.errors).toEqual({ acceptedTerms: consentMessages.terms });

    // Nothing was made: the same email signs up once both boxes are ticked.
    const given = await signUpWithConsent(kind, body);
    expect(given.status, given.text).toBe(201);
  });

  it('records when the account agreed, to which version, and the age confirmed', async () => {
    const before = Date.now();
    const reply = await signUpWithConsent<AuthResponse & TherapistAuthResponse & ClientAuthResponse>(
      kind,
      await bodyFor(kind, uniqueEmail(kind)),
    );
    expect(reply.status, reply.text).toBe(201);
    const key =
      kind === 'member'
        ? keys.member(reply.body.user.id)
        : kind === 'therapist'
          ? keys.therapist(reply.body.therapist.id)
          : keys.client((await practice()).id, reply.body.client.id);
    expectConsentRecorded(await storedItem(key), before);
  });
});

describe('an invited client', () => {
  it('records the consent given when accepting the invitation', async () => {
    const therapist = await practice();
    const email = uniqueEmail('invited');
    const invited = await invitedClient(api, therapist, { firstName: 'Noa', lastName: 'Lind', email });
    const { invitation } = invited;
    const body = {
      firstName: 'Noa',
      lastName: 'Lind',
      email,
      password: 'calm-harbor-73',
      therapistSubdomain: therapist.subdomain,
      invitation,
    };
    // The link's secret opens who it was sent to (the form prefills it); a wrong secret opens nothing.
    const lookUp = (secret: string | undefined) =>
      api.call<InvitedClient & ErrorBody>('POST', '/api/client/invitation', {
        body: { therapistSubdomain: therapist.subdomain, invitation: secret },
      });
    const read = await lookUp(invitation);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ email, firstName: 'Noa', lastName: 'Lind' });
    const forged = await lookUp(`${invited.id}.not-the-secret`);
    expect(forged.status).toBe(404);
    expect(forged.body.message).toBe(clientAccountMessages.invitation);
    expect(forged.body).not.toHaveProperty('email');
    expect((await lookUp('')).status).toBe(400);

    const refused = await api.call<ErrorBody>('POST', '/api/client/register', {
      body,
      headers: nextAddress(),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.acceptedTerms).toBe(consentMessages.terms);

    const before = Date.now();
    const accepted = await api.call('POST', '/api/client/register', {
      body: { ...body, ...consentGiven },
      headers: nextAddress(),
    });
    expect(accepted.status, accepted.text).toBe(201);
    expectConsentRecorded(await storedItem(keys.client(therapist.id, invited.id)), before);
    // Used up: the link no longer names anyone.
    expect((await lookUp(invitation)).status).toBe(404);
  });
});
