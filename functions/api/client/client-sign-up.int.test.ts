import { describe, expect, it, vi } from 'vitest';
import { registerClient, SIGN_UP_ANSWER_MS } from '#functions/core/clients/client-sign-up.ts';
import { getItem, updateItem } from '#functions/core/db/item-operations.ts';
import { keys } from '#functions/core/db/keys.ts';
import type { OutgoingMail } from '#functions/core/mail/mail-message.ts';
import {
  clientSignUpBody,
  confirmMailedSignUp,
  invitedClient,
  sendClientSignUp,
  signUpClient,
} from '#functions/test-support/clients.ts';
import { consentGiven } from '#functions/test-support/consent.ts';
import { latestSignUpToken, mailsTo } from '#functions/test-support/outbox.ts';
import { bcryptHashAtRunCost } from '#functions/test-support/password-hash.ts';
import { PERSON_FIELD_MESSAGES } from '#functions/test-support/sign-up-messages.ts';
import { fromAddress, startTestApi, uniqueEmail } from '#functions/test-support/test-api.ts';
import { signUpTherapist, type TestTherapist } from '#functions/test-support/therapists.ts';
import type { CurrentClient } from '#shared/api/schemas/client-account.ts';
import type { ClientList } from '#shared/api/schemas/clients.ts';
import type { ErrorBody } from '#shared/errors.ts';

/**
 * That a person is a practice's client is health information: a sign-up without a working
 * invitation answers the same (status and body) for a known and an unknown email, in a full and an
 * open practice; only the mail differs, and only the address's owner reads it. A working invitation
 * (a secret mailed to one address) still signs in at once and says what its holder needs.
 */
const api = startTestApi();
const password = 'calm-harbor-73';
let addressCounter = 0;
const nextAddress = () => fromAddress(`203.0.114.${++addressCounter % 250}`);

const messages = {
  mailSent:
    'Check your email: we sent you a link to finish creating your account. If you already have an account here, the mail says how to sign in.',
  invitation:
    'This invitation link is not valid. Please use the link from your invitation email, or sign up without it.',
  invitationEmail:
    'Please use the email address your invitation was sent to. You can change it with your therapist later.',
  linkUnusable: 'This sign-up link has expired or was already used. Please sign up again.',
  full: "This practice isn't accepting new clients online right now. Please contact your therapist.",
  notFound: 'Therapist Not Found - The therapist profile for this subdomain could not be found.',
};

function register(therapist: TestTherapist, overrides: Record<string, unknown> = {}) {
  return sendClientSignUp(api, clientSignUpBody(therapist, overrides), nextAddress());
}
const clientsOf = async (therapist: TestTherapist) =>
  (await api.call<ClientList>('GET', '/api/therapist/clients', { token: therapist.token })).body.clients;

async function fillPractice(therapist: TestTherapist): Promise<void> {
  await updateItem(keys.therapist(therapist.id), {
    expression: 'SET activeClientCount = :full',
    values: { ':full': 10 },
  });
}

/** What a person reads of an answer: its status and body (an error's random request id aside). */
function answerOf(reply: { status: number; body: unknown }) {
  const { requestId: _requestId, ...body } = reply.body as Record<string, unknown>;
  return { status: reply.status, body };
}

describe('client sign-up without a working invitation', () => {
  it('answers "check your email", and the mailed link opens the account once', async () => {
    const therapist = await signUpTherapist(api);
    const email = uniqueEmail('client');
    const reply = await register(therapist, { email: ` ${email.toUpperCase()} `, firstName: ' Jonah ' });
    expect(answerOf(reply)).toEqual({ status: 202, body: { message: messages.mailSent } });
    expect(reply.headers.get('set-cookie')).toBeNull();
    expect(await clientsOf(therapist)).toEqual([]);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe("Finish creating your account at Maya Ortiz's Practice");

    const opened = await confirmMailedSignUp(api, therapist, email);
    expect(opened.status).toBe(201);
    expect(opened.body.client).toEqual({
      id: expect.any(String),
      firstName: 'Jonah',
      lastName: 'Reyes',
      email,
    });
    expect(opened.headers.get('set-cookie')).toMatch(/^__Host-mw_client_session=[^;]+; Path=\/; HttpOnly/);
    const stored = await getItem(keys.client(therapist.id, opened.body.client.id));
    expect(stored?.passwordHash).toMatch(bcryptHashAtRunCost());
    expect(stored?.consent).toMatchObject({ ageConfirmed: true });
    const current = await api.call<CurrentClient>('GET', '/api/client/me', { token: opened.body.token });
    expect(current.body.client).toEqual(opened.body.client);
    expect(await clientsOf(therapist)).toMatchObject([{ email, hasAccount: true, isActive: true }]);

    const again = await confirmMailedSignUp(api, therapist, email);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(messages.linkUnusable);
    const forged = await api.call<ErrorBody>('POST', '/api/client/register/confirm', {
      body: { therapistSubdomain: therapist.subdomain, token: 'A'.repeat(43) },
    });
    expect(answerOf(forged)).toEqual(answerOf(again));
  });

  it('answers a known and an unknown email, in a full and an open practice, with the same status and body', async () => {
    const open = await signUpTherapist(api);
    const full = await signUpTherapist(api);
    const withAccount = await signUpClient(api, open);
    const added = await invitedClient(api, open);
    const inFull = await signUpClient(api, full);
    await fillPractice(full);

    const withoutInvitation = [
      await register(open, { email: withAccount.email }),
      await register(open, { email: added.email }),
      await register(open),
      await register(full, { email: inFull.email }),
      await register(full),
    ].map(answerOf);
    expect(withoutInvitation).toEqual(Array(5).fill({ status: 202, body: { message: messages.mailSent } }));

    const bogus = (practice: TestTherapist, email?: string) =>
      register(practice, { invitation: `${added.id}.${'A'.repeat(43)}`, ...(email ? { email } : {}) });
    const withBogusInvitation = [
      await bogus(open, withAccount.email),
      await bogus(open, added.email),
      await bogus(open),
      await bogus(full, inFull.email),
      await bogus(full),
    ].map(answerOf);
    const refused = {
      status: 400,
      body: {
        code: 'BAD_REQUEST',
        message: messages.invitation,
        errors: { invitation: messages.invitation },
      },
    };
    expect(withBogusInvitation).toEqual(Array(5).fill(refused));
    // Nothing was created or bound by any of them.
    expect(await clientsOf(open)).toHaveLength(2);
    expect((await clientsOf(open)).find((client) => client.id === added.id)?.hasAccount).toBe(false);
  });

  it('mails the owner of a known email that someone tried, and an unknown email only its own link', async () => {
    const therapist = await signUpTherapist(api);
    const client = await signUpClient(api, therapist);
    const before = (await mailsTo(client.email)).length;
    await register(therapist, { email: client.email, password: 'another-pass-91' });
    const [tried] = await mailsTo(client.email);
    expect((await mailsTo(client.email)).length).toBe(before + 1);
    expect(tried?.subject).toBe(
      "Someone tried to create an account at Maya Ortiz's Practice with your email",
    );
    expect(tried?.text).toContain('You already have an account there, so nothing was created.');
    expect(tried?.text).toMatch(/\/client\/login/);
    expect(tried?.text).toMatch(/\/client\/forgot-password/);
    expect(tried?.text).not.toContain('confirm=');
    // The owner's password is unchanged.
    const signIn = await api.call('POST', '/api/client/login', {
      body: { email: client.email, password, therapistSubdomain: therapist.subdomain },
      headers: nextAddress(),
    });
    expect(signIn.status).toBe(200);

    const added = await invitedClient(api, therapist);
    await register(therapist, { email: added.email });
    const [toInvited] = await mailsTo(added.email);
    expect(toInvited?.text).toContain(
      'Your therapist has already added this address, so nothing was created.',
    );

    const stranger = uniqueEmail('client');
    await register(therapist, { email: stranger, invitation: `${added.id}.${'B'.repeat(43)}` });
    expect(await mailsTo(stranger)).toEqual([]);
    await register(therapist, { email: stranger });
    const toStranger = await mailsTo(stranger);
    expect(toStranger.map((mail) => mail.subject)).toEqual([
      "Finish creating your account at Maya Ortiz's Practice",
    ]);
  });

  it('tells who opens the link that the practice is full, and makes no account', async () => {
    const therapist = await signUpTherapist(api);
    await fillPractice(therapist);
    const email = uniqueEmail('client');
    expect((await register(therapist, { email })).status).toBe(202);
    const opened = await api.call<ErrorBody>('POST', '/api/client/register/confirm', {
      body: { therapistSubdomain: therapist.subdomain, token: await latestSignUpToken(email) },
    });
    expect(opened.status).toBe(403);
    expect(opened.body.message).toBe(messages.full);
    expect(await clientsOf(therapist)).toEqual([]);
  });

  it('does the same work for a known and an unknown email: hashes the password, sends one mail, answers at the same time', async () => {
    const therapist = await signUpTherapist(api);
    const known = await signUpClient(api, therapist);
    const hashing = vi.fn(async () => '$2b$12$hmTSQ2oAOzgtACQw0BirE.C6Pf4uYBlTl/ljOcatPEQg8.ONCqhGy');
    const sent: OutgoingMail[] = [];
    const waits: number[] = [];
    const attempt = (email: string) =>
      registerClient(
        {
          firstName: 'Jonah',
          lastName: 'Reyes',
          email,
          password,
          therapistSubdomain: therapist.subdomain,
          ...consentGiven,
        },
        `192.0.2.${++addressCounter % 250}`,
        {
          hashPassword: hashing,
          sendMail: async (mail) => {
            sent.push(mail);
          },
          now: () => 1_000_000,
          sleep: async (ms) => {
            waits.push(ms);
          },
        },
      );
    expect(await attempt(known.email)).toEqual({ kind: 'mail-sent' });
    expect(await attempt(uniqueEmail('client'))).toEqual({ kind: 'mail-sent' });
    expect(hashing).toHaveBeenCalledTimes(2);
    expect(sent).toHaveLength(2);
    expect(sent[0]?.subject).toMatch(/^Someone tried/);
    expect(sent[1]?.subject).toMatch(/^Finish creating/);
    // With the clock standing still, both wait the whole answer time: neither answers early.
    expect(waits).toEqual([SIGN_UP_ANSWER_MS, SIGN_UP_ANSWER_MS]);
  });
});

describe('client sign-up with a working invitation', () => {
  it('binds the account to the record the therapist invited, once', async () => {
    const therapist = await signUpTherapist(api);
    const invited = await invitedClient(api, therapist);
    const reply = await register(therapist, { email: invited.email, invitation: invited.invitation });
    expect(reply.status).toBe(201);
    expect(reply.body.client).toMatchObject({ id: invited.id, firstName: 'Noa', email: invited.email });
    const listed = await clientsOf(therapist);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id: invited.id, hasAccount: true, notes: 'Prefers mornings' });

    // Used: from now on it is like any link that does not work, and the owner hears of the attempt.
    const again = await register(therapist, { email: invited.email, invitation: invited.invitation });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(messages.invitation);
    expect((await mailsTo(invited.email))[0]?.subject).toMatch(/^Someone tried to create an account/);
  });

  it('tells its holder to use the address it was sent to, and binds nothing', async () => {
    const therapist = await signUpTherapist(api);
    const invited = await invitedClient(api, therapist);
    const reply = await register(therapist, { invitation: invited.invitation });
    expect(reply.status).toBe(400);
    expect(reply.body.errors?.email).toBe(messages.invitationEmail);
    expect((await clientsOf(therapist))[0]?.hasAccount).toBe(false);
    const right = await register(therapist, { email: invited.email, invitation: invited.invitation });
    expect(right.status).toBe(201);
  });
});

describe('client sign-up, other answers', () => {
  it('refuses a practice that does not exist, and answers each bad field with its own message', async () => {
    const therapist = await signUpTherapist(api);
    const unknown = await register({ ...therapist, subdomain: 'nosuchpractice0' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(messages.notFound);
    const reply = await register(therapist, {
      firstName: ' ',
      lastName: '',
      email: 'nope',
      password: 'short',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual(PERSON_FIELD_MESSAGES);
    const noToken = await api.call<ErrorBody>('POST', '/api/client/register/confirm', {
      body: { therapistSubdomain: therapist.subdomain, token: ' ' },
    });
    expect(noToken.status).toBe(400);
    expect(noToken.body.errors?.token).toBe(messages.linkUnusable);
  });

  it('opens accounts where the law allows only a private journal', async () => {
    const therapist = await signUpTherapist(api, { licenseState: 'IL' });
    const client = await signUpClient(api, therapist);
    const current = await api.call<CurrentClient>('GET', '/api/client/me', { token: client.token });
    expect(current.body.practice.clientExperience).toBe('private-journal');
  });
});
