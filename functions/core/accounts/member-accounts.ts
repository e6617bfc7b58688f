import { randomUUID } from 'node:crypto';
import {
  checkoutClaimMessages,
  claimContended,
  purchaseForNewAccount,
} from '#functions/core/billing/paid-checkouts.ts';
import {
  createMemberWithEmailClaim,
  EmailAlreadyClaimedError,
  findMemberIdByEmail,
  getMemberByEmail,
  getMemberById,
  type MemberRecord,
  SignUpWriteRefusedError,
} from '#functions/core/db/repositories/members-repository.ts';
import {
  keepOrRefuseGuestConversation,
  readGuestCarry,
} from '#functions/core/guest/keep-guest-conversation.ts';
import { enforceLimit } from '#functions/core/rate-limits/limits.ts';
import type { LoginInput, PublicMember, RegisterMemberInput } from '#shared/api/schemas/auth.ts';
import type { GuestCarryOutcome } from '#shared/api/schemas/guest-chat.ts';
import { isLifetimeCoupon, normalizeCoupon } from '#shared/domain/coupons.ts';
import { DEFAULT_TIER } from '#shared/domain/tiers.ts';
import { AppError } from '#shared/errors.ts';
import { type ConsentGiven, consentRecordAt } from './consent';
import { hashPassword } from './passwords';
import { issueSession } from './session-tokens';
import { type SignInGuardOptions, signInByEmail } from './sign-in-guard';

type ParsedRegistration = { [K in keyof RegisterMemberInput]: Exclude<RegisterMemberInput[K], undefined> };

export interface SignedIn {
  token: string;
  maxAgeSeconds: number;
  user: PublicMember;
  /** At sign-up with a guest conversation: whether it was kept in the new account. */
  guestConversation?: GuestCarryOutcome;
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
    canManageBilling: Boolean(member.stripeCustomerId),
    createdAt: member.createdAt,
  };
}

export async function registerMember(
  input: Pick<ParsedRegistration, 'email' | 'password' | 'firstName' | 'lastName'> &
    ConsentGiven & {
      pendingCoupon?: string | null | undefined;
      checkoutSessionId?: string | null | undefined;
      /** The guest conversation to keep (guest-chat's contract; read by keep-guest-conversation.ts). */
      guestConversation?: unknown;
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
  const guestCarry = readGuestCarry(input.guestConversation);
  // A visitor's paid checkout: refused here, before the account exists, while it is not claimable.
  const purchase = await purchaseForNewAccount(input.checkoutSessionId);

  const now = new Date().toISOString();
  const member: MemberRecord = {
    id: randomUUID(),
    email: input.email,
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
    subscriptionTier: coupon ? 'lifetime' : (purchase?.tier ?? DEFAULT_TIER),
    subscriptionStatus: 'active',
    emailVerified: false,
    ...(coupon ? { redeemedCoupon: coupon } : {}),
    ...purchase?.attributes,
    consent: consentRecordAt(now),
    createdAt: now,
    updatedAt: now,
  };
  try {
    await createMemberWithEmailClaim(
      member,
      purchase ? [{ name: 'paid checkout claim', write: purchase.claim(member.id, now) }] : [],
    );
  } catch (error) {
    if (error instanceof EmailAlreadyClaimedError) throw new AppError('CONFLICT', EMAIL_TAKEN);
    if (error instanceof SignUpWriteRefusedError) {
      throw error.conflict
        ? claimContended()
        : new AppError('CONFLICT', checkoutClaimMessages.claimedElsewhere);
    }
    throw error;
  }
  // After the account exists: a carry that is refused or fails to save never undoes the sign-up.
  const guestConversation = guestCarry && (await keepOrRefuseGuestConversation(member.id, guestCarry));
  const session = await issueSession('member', member.id);
  return { ...session, user: toPublicMember(member), ...(guestConversation ? { guestConversation } : {}) };
}

export async function loginMember(
  input: { email: string; password: string } & Pick<LoginInput, 'email'>,
  sourceAddress: string,
  options: SignInGuardOptions = {},
): Promise<SignedIn> {
  const member = await signInByEmail('member', input, sourceAddress, getMemberByEmail, options);
  const session = await issueSession('member', member.id);
  return { ...session, user: toPublicMember(member) };
}

export async function getCurrentMember(memberId: string): Promise<PublicMember> {
  const member = await getMemberById(memberId);
  if (!member) throw new AppError('UNAUTHENTICATED', 'Session expired. Please log in again.');
  return toPublicMember(member);
}
