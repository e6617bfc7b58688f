import { z } from 'zod';
import { riskCategories } from '#functions/core/safety/types.ts';
import { memberProducts } from '#shared/api/schemas/billing.ts';
import type { ConsentRecord } from '#shared/domain/legal.ts';
import { PRACTICE_PLANS, THERAPEUTIC_APPROACHES } from '#shared/domain/practice.ts';
import type { ReferralStatus } from '#shared/domain/referrals.ts';
import { safetyGrades } from '#shared/domain/safety-grades.ts';
import { tiers } from '#shared/domain/tiers.ts';
import { ACCOUNT_KINDS } from './keys';
import type { StoredItem } from './query-all';

/**
 * How records read from the table are checked: each schema says what a record must hold, so an
 * item that lacks it is an error where it is read, not a wrong value far away. Attributes the
 * schema does not name (index keys, counters added by updates) pass through unchanged.
 */

const consent = z.object({
  acceptedAt: z.string(),
  termsVersion: z.string(),
  ageConfirmed: z.literal(true),
}) satisfies z.ZodType<ConsentRecord>;

const referralStatuses = ['pending', 'signed-up', 'completed'] as const satisfies readonly ReferralStatus[];

export const storedMember = z.looseObject({
  id: z.string(),
  email: z.string(),
  passwordHash: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  subscriptionTier: z.enum(tiers),
  subscriptionStatus: z.enum(['active', 'past_due', 'canceled']),
  emailVerified: z.boolean(),
  redeemedCoupon: z.string().optional(),
  stripeCustomerId: z.string().optional(),
  stripeSubscriptionId: z.string().optional(),
  consent: consent.optional(),
  deletedAt: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const storedClient = z.looseObject({
  id: z.string(),
  tenantId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().optional(),
  clientIdentifier: z.string().optional(),
  notes: z.string().optional(),
  isActive: z.boolean(),
  totalSessions: z.number(),
  firstSessionDate: z.string().optional(),
  lastSessionDate: z.string().optional(),
  accountId: z.string().optional(),
  passwordHash: z.string().optional(),
  accountCreatedAt: z.string().optional(),
  consent: consent.optional(),
  signedUpInPortal: z.boolean().optional(),
  inviteTokenHash: z.string().optional(),
  inviteExpiresAt: z.number().optional(),
  invitedAt: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const storedReferral = z.looseObject({
  id: z.string(),
  referrerTenantId: z.string(),
  referredEmail: z.string(),
  referredTenantId: z.string().optional(),
  status: z.enum(referralStatuses),
  creditAwarded: z.boolean(),
  createdAt: z.string(),
  lastSentAt: z.string(),
  completedAt: z.string().optional(),
});

export const storedPendingClientSignUp = z.looseObject({
  tenantId: z.string(),
  tokenHash: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  passwordHash: z.string(),
  requestedAt: z.string(),
  expiresAt: z.number(),
});

export const storedSession = z.looseObject({
  sessionId: z.string(),
  accountKind: z.enum(ACCOUNT_KINDS),
  subjectId: z.string(),
  tenantId: z.string().optional(),
  createdAt: z.string(),
  expiresAt: z.number(),
});

const practicePlanIds = Object.keys(PRACTICE_PLANS) as (keyof typeof PRACTICE_PLANS)[];

/** A practice: what every practice holds; branding, AI configuration and the rest pass through. */
export const storedTherapist = z.looseObject({
  id: z.string(),
  email: z.string(),
  passwordHash: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  licenseNumber: z.string().optional(),
  licenseState: z.string().optional(),
  subdomain: z.string(),
  practiceWebsite: z.string().optional(),
  practiceName: z.string().optional(),
  therapeuticApproach: z.enum(THERAPEUTIC_APPROACHES),
  referralCode: z.string(),
  referredBy: z.string().optional(),
  referralCredits: z.number(),
  plan: z.enum(practicePlanIds),
  subscriptionStatus: z.enum(['trialing', 'active', 'past_due', 'canceled']),
  trialEndsAt: z.string(),
  clientLimit: z.number(),
  emailVerified: z.boolean(),
  isActive: z.boolean(),
  deletedAt: z.string().optional(),
  consent: consent.optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const storedPaidCheckout = z.looseObject({
  sessionId: z.string(),
  product: z.enum(memberProducts),
  stripeCustomerId: z.string().optional(),
  stripeSubscriptionId: z.string().optional(),
  paidAt: z.number(),
  claimedBy: z.string().optional(),
  claimedAt: z.string().optional(),
  subscriptionStatus: z.enum(['active', 'past_due', 'canceled']).optional(),
  statusEventAt: z.number().optional(),
});

/** A conversation in a practice: metrics, the review flag (check-in and above), review and sharing. */
export const storedClientConversation = z.looseObject({
  id: z.string(),
  tenantId: z.string(),
  kind: z.enum(['chat', 'journal']).optional(),
  clientId: z.string().optional(),
  visitorName: z.string().optional(),
  title: z.string().optional(),
  startedAt: z.string(),
  lastMessageAt: z.string(),
  messageCount: z.number(),
  durationMinutes: z.number(),
  tokensUsed: z.number(),
  flaggedForReview: z.boolean(),
  flag: z
    .object({
      grade: z.enum(['check-in', 'crisis', 'imminent']),
      reason: z.string(),
      signals: z.array(z.string()),
      flaggedAt: z.string(),
    })
    .optional(),
  safetyNotes: z.number().optional(),
  reviewedByTherapist: z.boolean(),
  reviewedAt: z.string().optional(),
  therapistNotes: z.string(),
  sharedWithTherapist: z.boolean(),
  sharedAt: z.string().optional(),
  rating: z.number().optional(),
  ratedAt: z.string().optional(),
  visitorKeyHash: z.string().optional(),
  lastDisclosureAt: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const storedClientMessage = z.looseObject({
  id: z.string(),
  role: z.enum(['client', 'assistant']),
  content: z.string(),
  createdAt: z.string(),
  tokens: z.number().optional(),
  safety: z
    .object({
      grade: z.enum(safetyGrades),
      categories: z.array(z.enum(riskCategories)),
      aboutSomeoneElse: z.boolean(),
    })
    .optional(),
});

/** The record of a stored item: its table keys and type taken off, the rest checked by `schema`. */
export function parseStored<Schema extends z.ZodType>(schema: Schema, item: StoredItem): z.output<Schema> {
  const { pk: _pk, sk: _sk, type: _type, ...record } = item;
  return schema.parse(record);
}
