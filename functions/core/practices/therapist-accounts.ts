import { randomBytes, randomUUID } from 'node:crypto';
import { type ConsentGiven, consentRecordAt } from '#functions/core/accounts/consent.ts';
import { hashPassword } from '#functions/core/accounts/passwords.ts';
import { issueSession } from '#functions/core/accounts/session-tokens.ts';
import { type SignInGuardOptions, signInByEmail } from '#functions/core/accounts/sign-in-guard.ts';
import {
  createTherapistWithClaims,
  findTenantIdBySubdomain,
  findTherapistIdByEmail,
  getTherapistByEmail,
  TherapistClaimConflictError,
  type TherapistRecord,
} from '#functions/core/db/repositories/therapists-repository.ts';
import { enforceLimit } from '#functions/core/rate-limits/limits.ts';
import { recordReferredSignUp } from '#functions/core/referrals/referral-programme.ts';
import type {
  RegisterTherapistInput,
  SubdomainAvailability,
  TherapistSelf,
} from '#shared/api/schemas/therapist.ts';
import { clientExperienceFor } from '#shared/domain/jurisdictions.ts';
import {
  PRACTICE_PLANS,
  subdomainMessages,
  type TherapeuticApproach,
  trialEndsAt,
} from '#shared/domain/practice.ts';
import { practiceNameOf } from '#shared/domain/practice-branding.ts';
import { AppError } from '#shared/errors.ts';
import { checkPracticeTextsBeforeSave } from './instruction-safety/practice-texts';
import { planOf } from './practice-plan';
import { getTherapistOfSession } from './therapist-of-session';

export interface TherapistSignedIn {
  token: string;
  maxAgeSeconds: number;
  therapist: TherapistSelf;
}

const EMAIL_TAKEN = 'A therapist account with this email already exists. Please sign in instead.';

type Registration = Required<
  Pick<RegisterTherapistInput, 'email' | 'password' | 'firstName' | 'lastName' | 'subdomain'>
> &
  ConsentGiven & {
    therapeuticApproach: TherapeuticApproach;
    licenseNumber?: string | undefined;
    licenseState?: string | undefined;
    practiceWebsite?: string | undefined;
    practiceName?: string | undefined;
    referralCode?: string | null | undefined;
  };

export function toTherapistSelf(therapist: TherapistRecord, now: number = Date.now()): TherapistSelf {
  return {
    id: therapist.id,
    email: therapist.email,
    firstName: therapist.firstName,
    lastName: therapist.lastName,
    practiceName: practiceNameOf(therapist),
    subdomain: therapist.subdomain,
    therapeuticApproach: therapist.therapeuticApproach,
    licenseState: therapist.licenseState ?? null,
    licenseNumber: therapist.licenseNumber ?? null,
    practiceWebsite: therapist.practiceWebsite ?? null,
    referralCode: therapist.referralCode,
    plan: planOf(therapist, now),
    clientExperience: clientExperienceFor(therapist.licenseState),
    createdAt: therapist.createdAt,
  };
}

/** Eight characters a person can read aloud (no 0/O, 1/I/L). */
const REFERRAL_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export function newReferralCode(): string {
  const bytes = randomBytes(8);
  return Array.from(bytes, (byte) => REFERRAL_ALPHABET[byte % REFERRAL_ALPHABET.length]).join('');
}

const taken = () =>
  new AppError('CONFLICT', subdomainMessages.taken, { errors: { subdomain: subdomainMessages.taken } });

/** A new practice on its 14-day trial with a limit of 10 clients, as the sign-up form described it. */
function newTrialPractice(
  input: Registration,
  made: { passwordHash: string; referredBy: string | undefined; now: string },
): TherapistRecord {
  const { referredBy, now } = made;
  return {
    id: randomUUID(),
    email: input.email,
    passwordHash: made.passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    ...(input.licenseNumber ? { licenseNumber: input.licenseNumber } : {}),
    ...(input.licenseState ? { licenseState: input.licenseState } : {}),
    subdomain: input.subdomain,
    ...(input.practiceWebsite ? { practiceWebsite: input.practiceWebsite } : {}),
    ...(input.practiceName ? { practiceName: input.practiceName } : {}),
    therapeuticApproach: input.therapeuticApproach,
    referralCode: newReferralCode(),
    ...(referredBy ? { referredBy } : {}),
    referralCredits: 0,
    plan: 'trial' as const,
    subscriptionStatus: 'trialing' as const,
    trialEndsAt: trialEndsAt(now),
    clientLimit: PRACTICE_PLANS.trial.clientLimit,
    emailVerified: false,
    isActive: true,
    consent: consentRecordAt(now),
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Creates the practice with its claims. A fresh referral code colliding is rare (31^8): up to three
 * codes are tried rather than fail; a taken email or subdomain is a conflict at once.
 */
async function createWithFreshReferralCode(practice: TherapistRecord): Promise<TherapistRecord> {
  let candidate = practice;
  for (let attempt = 0; attempt < 3; attempt++) {
    if (attempt > 0) candidate = { ...practice, referralCode: newReferralCode() };
    try {
      await createTherapistWithClaims(candidate);
      return candidate;
    } catch (error) {
      if (!(error instanceof TherapistClaimConflictError)) throw error;
      if (error.claim === 'email') throw new AppError('CONFLICT', EMAIL_TAKEN);
      if (error.claim === 'subdomain') throw taken();
    }
  }
  throw new AppError('CONFLICT', 'Please try signing up again.');
}

/**
 * Signs a therapist up: the practice, its subdomain, email and referral code are claimed in one
 * transaction, and a 14-day trial with a limit of 10 clients starts.
 */
export async function registerTherapist(
  input: Registration,
  sourceAddress: string,
): Promise<TherapistSignedIn> {
  await enforceLimit('signUpPerAddress', sourceAddress, 'Too many sign-up attempts from your network.');
  // The names clients read and the assistant's instructions carry pass the practice-text screen.
  await checkPracticeTextsBeforeSave(
    { firstName: input.firstName, lastName: input.lastName, practiceName: input.practiceName ?? '' },
    'sign-up',
  );
  if (await findTherapistIdByEmail(input.email)) throw new AppError('CONFLICT', EMAIL_TAKEN);
  if (await findTenantIdBySubdomain(input.subdomain)) throw taken();

  const now = new Date().toISOString();
  const referredBy = input.referralCode?.trim().toUpperCase() || undefined;
  const therapist = await createWithFreshReferralCode(
    newTrialPractice(input, { passwordHash: await hashPassword(input.password), referredBy, now }),
  );
  if (referredBy) {
    await recordReferredSignUp(referredBy, {
      tenantId: therapist.id,
      email: therapist.email,
      createdAt: now,
    });
  }
  const session = await issueSession('therapist', therapist.id, therapist.id);
  return { ...session, therapist: toTherapistSelf(therapist) };
}

export async function loginTherapist(
  input: { email: string; password: string },
  sourceAddress: string,
  options: SignInGuardOptions = {},
): Promise<TherapistSignedIn> {
  const therapist = await signInByEmail('therapist', input, sourceAddress, getTherapistByEmail, options);
  const session = await issueSession('therapist', therapist.id, therapist.id);
  return { ...session, therapist: toTherapistSelf(therapist) };
}

export async function getTherapistSelf(tenantId: string): Promise<TherapistSelf> {
  return toTherapistSelf(await getTherapistOfSession(tenantId));
}

/** Whether a (valid, unreserved) subdomain is free, for the sign-up form's check on blur. */
export async function checkSubdomainAvailability(
  subdomain: string,
  sourceAddress: string,
): Promise<SubdomainAvailability> {
  await enforceLimit(
    'subdomainCheckPerAddress',
    sourceAddress,
    'Too many subdomain checks from your network.',
  );
  const owner = await findTenantIdBySubdomain(subdomain);
  return owner
    ? { subdomain, available: false, message: subdomainMessages.taken }
    : { subdomain, available: true };
}
