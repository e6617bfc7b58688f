import { describe, expect, it } from 'vitest';
import { completeReferralOnFirstPayment } from '#functions/core/referrals/referral-programme.ts';
import { mailsTo } from '#functions/test-support/outbox.ts';
import { startTestApi, uniqueEmail } from '#functions/test-support/test-api.ts';
import { signUpTherapist, type TestTherapist } from '#functions/test-support/therapists.ts';
import type { ReferralHistoryEntry, ReferralStats } from '#shared/api/schemas/referrals.ts';
import type { ErrorBody } from '#shared/errors.ts';

const api = startTestApi();
const stats = (therapist: TestTherapist) =>
  api.call<ReferralStats>('GET', '/api/referral-stats', { token: therapist.token });
const history = (therapist: TestTherapist) =>
  api.call<ReferralHistoryEntry[]>('GET', '/api/referral-history', { token: therapist.token });
const send = (therapist: TestTherapist, email: string) =>
  api.call<ReferralHistoryEntry & ErrorBody>('POST', '/api/send-referral', {
    token: therapist.token,
    body: { email },
  });

describe('referrals', () => {
  it('mails a colleague the referral link, records it once, and counts it', async () => {
    const therapist = await signUpTherapist(api);
    const empty = await stats(therapist);
    expect(empty.body).toMatchObject({
      totalReferrals: 0,
      successfulReferrals: 0,
      creditsEarned: 0,
      pendingReferrals: 0,
      persona: 'empathetic',
    });
    const colleague = uniqueEmail('colleague');
    const sent = await send(therapist, colleague);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ referredEmail: colleague, status: 'pending', completedAt: null });
    const [mail] = await mailsTo(colleague);
    expect(mail?.subject).toBe('Maya Ortiz invited you to try Mirrorwell for your practice');
    expect(mail?.text).toContain(`/therapist-register?ref=${empty.body.referralCode}`);

    const again = await send(therapist, colleague.toUpperCase());
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'You already invited this colleague today. You can send a reminder tomorrow.',
    );
    expect(await mailsTo(colleague)).toHaveLength(1);
    expect((await history(therapist)).body).toHaveLength(1);
    expect((await stats(therapist)).body).toMatchObject({ totalReferrals: 1, pendingReferrals: 1 });
  });

  it('refuses one’s own address and a colleague who already has an account', async () => {
    const therapist = await signUpTherapist(api);
    const other = await signUpTherapist(api);
    expect((await send(therapist, therapist.email)).body.message).toBe('You cannot invite yourself.');
    const existing = await send(therapist, other.email);
    expect(existing.status).toBe(409);
    expect(existing.body.message).toBe('This colleague already has a Mirrorwell account.');
  });

  it('records a sign-up through the link and credits one free month once, on the first payment', async () => {
    const referrer = await signUpTherapist(api);
    const code = (await stats(referrer)).body.referralCode;
    const colleague = uniqueEmail('colleague');
    await send(referrer, colleague);
    const referred = await signUpTherapist(api, { email: colleague, referralCode: code.toLowerCase() });
    expect((await history(referrer)).body[0]).toMatchObject({
      referredEmail: colleague,
      status: 'signed-up',
    });
    const results = await Promise.all([
      completeReferralOnFirstPayment(referred.id),
      completeReferralOnFirstPayment(referred.id),
      completeReferralOnFirstPayment(referred.id),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await completeReferralOnFirstPayment(referred.id)).toBe(false);
    expect((await stats(referrer)).body).toMatchObject({
      successfulReferrals: 1,
      creditsEarned: 1,
      pendingReferrals: 0,
    });
    const [entry] = (await history(referrer)).body;
    expect(entry?.status).toBe('completed');
    expect(entry?.completedAt).toBeTruthy();
  });

  it('ignores an unknown code at sign-up, and a colleague who came by the link alone still counts', async () => {
    expect((await signUpTherapist(api, { referralCode: 'NOPE2345' })).id).toBeTruthy();
    const referrer = await signUpTherapist(api);
    const code = (await stats(referrer)).body.referralCode;
    await signUpTherapist(api, { referralCode: code });
    expect((await history(referrer)).body[0]?.status).toBe('signed-up');
  });

  it('saves the persona, and keeps each practice’s referrals to itself', async () => {
    const one = await signUpTherapist(api);
    const two = await signUpTherapist(api);
    const saved = await api.call<ReferralStats>('PUT', '/api/referral-persona', {
      token: one.token,
      body: { persona: 'wise' },
    });
    expect(saved.body.persona).toBe('wise');
    expect((await stats(one)).body.persona).toBe('wise');
    const bad = await api.call<ErrorBody>('PUT', '/api/referral-persona', {
      token: one.token,
      body: { persona: 'pushy' },
    });
    expect(bad.body.message).toBe('Please choose one of the personas');
    await send(one, uniqueEmail('colleague'));
    expect((await history(two)).body).toEqual([]);
    expect((await stats(two)).body.persona).toBe('empathetic');
  });
});
