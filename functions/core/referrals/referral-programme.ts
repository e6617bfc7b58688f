import { randomUUID } from 'node:crypto';
import { appLink } from '#functions/core/config/app-links.ts';
import {
  completeReferralWithCredit,
  getReferral,
  listReferralsOf,
  markReferralResent,
  markReferralSignedUp,
  putNewReferral,
  type ReferralRecord,
} from '#functions/core/db/repositories/referrals-repository.ts';
import {
  findTenantIdByReferralCode,
  findTherapistIdByEmail,
  getTherapistById,
  updateTherapistAttributes,
} from '#functions/core/db/repositories/therapists-repository.ts';
import { deliverMail } from '#functions/core/mail/deliver-mail.ts';
import { renderMail } from '#functions/core/mail/templates.ts';
import { getTherapistOfSession } from '#functions/core/practices/therapist-of-session.ts';
import { countPracticeAction } from '#functions/core/rate-limits/limits.ts';
import type { ReferralHistoryEntry, ReferralStats } from '#shared/api/schemas/referrals.ts';
import { PRACTICE_PLANS } from '#shared/domain/practice.ts';
import { DEFAULT_REFERRAL_PERSONA, type ReferralPersona } from '#shared/domain/referrals.ts';
import { AppError } from '#shared/errors.ts';

/** A reminder to the same colleague may go out once a day. */
const REMINDER_AFTER_MS = 24 * 60 * 60 * 1000;

export async function referralStats(tenantId: string): Promise<ReferralStats> {
  const [therapist, referrals] = await Promise.all([
    getTherapistOfSession(tenantId),
    listReferralsOf(tenantId),
  ]);
  const completed = referrals.filter((referral) => referral.status === 'completed').length;
  return {
    referralCode: therapist.referralCode,
    totalReferrals: referrals.length,
    successfulReferrals: completed,
    creditsEarned: typeof therapist.referralCredits === 'number' ? therapist.referralCredits : 0,
    pendingReferrals: referrals.length - completed,
    persona: (therapist.referralPersona as ReferralPersona | undefined) ?? DEFAULT_REFERRAL_PERSONA,
  };
}

export async function referralHistory(tenantId: string): Promise<ReferralHistoryEntry[]> {
  const referrals = await listReferralsOf(tenantId);
  return referrals
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((referral) => ({
      id: referral.id,
      referredEmail: referral.referredEmail,
      createdAt: referral.createdAt,
      completedAt: referral.completedAt ?? null,
      status: referral.status,
    }));
}

export async function saveReferralPersona(
  tenantId: string,
  persona: ReferralPersona,
): Promise<ReferralStats> {
  await getTherapistOfSession(tenantId);
  await updateTherapistAttributes(tenantId, { referralPersona: persona });
  return referralStats(tenantId);
}

/**
 * Invites a colleague by mail with the therapist's referral link. One record per address: the same
 * address again is a reminder, at most once a day, and never a second record.
 */
export async function sendReferral(tenantId: string, email: string): Promise<ReferralHistoryEntry> {
  const therapist = await getTherapistOfSession(tenantId);
  if (email === therapist.email) throw new AppError('BAD_REQUEST', 'You cannot invite yourself.');
  if (await findTherapistIdByEmail(email)) {
    throw new AppError('CONFLICT', 'This colleague already has a Mirrorwell account.');
  }
  const existing = await getReferral(tenantId, email);
  if (existing && existing.status !== 'pending') {
    throw new AppError('CONFLICT', 'This colleague has already signed up with your link.');
  }
  await countPracticeAction(
    'referralInvitationsPerPractice',
    tenantId,
    'You have sent many invitations today.',
  );
  const now = new Date();
  let record: ReferralRecord;
  if (existing) {
    const notAfter = new Date(now.getTime() - REMINDER_AFTER_MS).toISOString();
    if (!(await markReferralResent(tenantId, email, now.toISOString(), notAfter))) {
      throw new AppError(
        'CONFLICT',
        'You already invited this colleague today. You can send a reminder tomorrow.',
      );
    }
    record = { ...existing, lastSentAt: now.toISOString() };
  } else {
    record = {
      id: randomUUID(),
      referrerTenantId: tenantId,
      referredEmail: email,
      status: 'pending',
      creditAwarded: false,
      createdAt: now.toISOString(),
      lastSentAt: now.toISOString(),
    };
    if (!(await putNewReferral(record))) {
      throw new AppError(
        'CONFLICT',
        'You already invited this colleague today. You can send a reminder tomorrow.',
      );
    }
  }
  const mail = renderMail('referralInvitation', {
    referrerName: `${therapist.firstName} ${therapist.lastName}`,
    signUpUrl: appLink('/therapist-register', { ref: therapist.referralCode }),
    trialDays: PRACTICE_PLANS.trial.days,
    trialClients: PRACTICE_PLANS.trial.clientLimit,
  });
  // The invitation stands; a mail the transport will not take is recorded as failed (deliver-mail.ts).
  await deliverMail({ to: email, ...mail }, 'referralInvitation');
  return {
    id: record.id,
    referredEmail: record.referredEmail,
    createdAt: record.createdAt,
    completedAt: null,
    status: record.status,
  };
}

/**
 * Called at sign-up with the code from the `ref` link: the referrer's record of this colleague is
 * marked signed up (created if they came by the link alone). An unknown code, or one's own, is
 * ignored. Returns the referrer's tenant id, kept on the new practice for the first payment.
 */
export async function recordReferredSignUp(
  code: string,
  referred: { tenantId: string; email: string; createdAt: string },
): Promise<string | undefined> {
  const referrerTenantId = await findTenantIdByReferralCode(code.trim().toUpperCase());
  if (!referrerTenantId || referrerTenantId === referred.tenantId) return undefined;
  await markReferralSignedUp({
    id: randomUUID(),
    referrerTenantId,
    referredEmail: referred.email,
    referredTenantId: referred.tenantId,
    status: 'signed-up',
    creditAwarded: false,
    createdAt: referred.createdAt,
    lastSentAt: referred.createdAt,
  });
  await updateTherapistAttributes(referred.tenantId, { referredByTenantId: referrerTenantId });
  return referrerTenantId;
}

/**
 * THE function billing calls when a practice's first payment succeeds: the referral that brought
 * it completes and the referrer earns one free month. Safe to call more than once, in parallel.
 */
export async function completeReferralOnFirstPayment(referredTenantId: string): Promise<boolean> {
  const referred = await getTherapistById(referredTenantId, { consistent: true });
  const referrerTenantId = referred?.referredByTenantId;
  if (!referred || typeof referrerTenantId !== 'string') return false;
  return completeReferralWithCredit(referrerTenantId, referred.email, new Date().toISOString());
}
