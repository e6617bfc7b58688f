import { randomUUID } from 'node:crypto';
import {
  createMemberWithEmailClaim,
  EmailAlreadyClaimedError,
  findMemberIdByEmail,
  getMemberByEmail,
  getMemberById,
  type MemberRecord,
} from '#functions/core/db/repositories/members-repository.ts';
import { enforceLimit } from '#functions/core/rate-limits/limits.ts';
import type { LoginInput, PublicMember, RegisterMemberInput } from '#shared/api/schemas/auth.ts';
import { isLifetimeCoupon, normalizeCoupon } from '#shared/domain/coupons.ts';
import { DEFAULT_TIER } from '#shared/domain/tiers.ts';
import { AppError } from '#shared/errors.ts';
import { hashPassword } from './passwords';
import { issueSession } from './session-tokens';
import { checkPasswordWithLockout, type SignInGuardOptions } from './sign-in-guard';

type ParsedRegistration = { [K in keyof RegisterMemberInput]: Exclude<RegisterMemberInput[K], undefined> };

export interface SignedIn {
  token: string;
  maxAgeSeconds: number;
  user: PublicMember;
}

const EMAIL_TAKEN = 'An account with this email already exists. Please sign in instead.';

export function toPublicMember(member: MemberRecord): PublicMember {
  return {
    id: member.id,
    email: member.email,
    firstName: member.firstName,
    lastName: member.lastName,
    subscriptionTier: member.subscriptionTier,
    subscriptionStatus: member.subscriptionStatus,
    emailVerified: member.emailVerified,
    createdAt: member.createdAt,
  };
}

export async function registerMember(
  input: Pick<ParsedRegistration, 'email' | 'password' | 'firstName' | 'lastName'> & {
    pendingCoupon?: string | null | undefined;
  },
  sourceAddress: string,
): Promise<SignedIn> {
  await enforceLimit('signUpPerAddress', sourceAddress, 'Too many sign-up attempts from your network.');
  const coupon = input.pendingCoupon ? normalizeCoupon(input.pendingCoupon) : '';
  if (coupon && !isLifetimeCoupon(coupon)) {
    throw new AppError('VALIDATION_FAILED', 'This coupon code is not valid', {
      errors: { pendingCoupon: 'This coupon code is not valid' },
    });
  }
  if (await findMemberIdByEmail(input.email)) throw new AppError('CONFLICT', EMAIL_TAKEN);

  const now = new Date().toISOString();
  const member: MemberRecord = {
    id: randomUUID(),
    email: input.email,
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
    subscriptionTier: coupon ? 'lifetime' : DEFAULT_TIER,
    subscriptionStatus: 'active',
    emailVerified: false,
    ...(coupon ? { redeemedCoupon: coupon } : {}),
    createdAt: now,
    updatedAt: now,
  };
  try {
    await createMemberWithEmailClaim(member);
  } catch (error) {
    if (error instanceof EmailAlreadyClaimedError) throw new AppError('CONFLICT', EMAIL_TAKEN);
    throw error;
  }
  const session = await issueSession('member', member.id);
  return { ...session, user: toPublicMember(member) };
}

export async function loginMember(
  input: { email: string; password: string } & Pick<LoginInput, 'email'>,
  sourceAddress: string,
  options: SignInGuardOptions = {},
): Promise<SignedIn> {
  await enforceLimit('signInPerAddress', sourceAddress, 'Too many sign-in attempts from your network.');
  const member = await getMemberByEmail(input.email);
  await checkPasswordWithLockout(
    {
      accountKind: 'member',
      email: input.email,
      password: input.password,
      passwordHash: member?.passwordHash,
      address: sourceAddress,
    },
    options,
  );
  // checkPasswordWithLockout throws unless the password matched an existing account.
  const session = await issueSession('member', (member as MemberRecord).id);
  return { ...session, user: toPublicMember(member as MemberRecord) };
}

export async function getCurrentMember(memberId: string): Promise<PublicMember> {
  const member = await getMemberById(memberId);
  if (!member) throw new AppError('UNAUTHENTICATED', 'Session expired. Please log in again.');
  return toPublicMember(member);
}
