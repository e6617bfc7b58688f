import * as z from 'zod/mini';
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
 *
 * zod's `mini` build, imported as a namespace like the shared contract's: `import { z } from 'zod'`
 * (or from 'zod/mini') keeps the whole library, every locale included, in each Lambda bundle that
 * reads a record (about 380 KB of the 658 KB of GET /api/health's, measured with esbuild's metafile).
 */

const consent = z.object({
  acceptedAt: z.string(),
  termsVersion: z.string(),
  ageConfirmed: z.literal(true),
}) satisfies z.ZodMiniType<ConsentRecord>;

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
  redeemedCoupon: z.optional(z.string()),
  stripeCustomerId: z.optional(z.string()),
  stripeSubscriptionId: z.optional(z.string()),
  consent: z.optional(consent),
  deletedAt: z.optional(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const storedClient = z.looseObject({
  id: z.string(),
  tenantId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.optional(z.string()),
  clientIdentifier: z.optional(z.string()),
  notes: z.optional(z.string()),
  isActive: z.boolean(),
  totalSessions: z.number(),
  firstSessionDate: z.optional(z.string()),
  lastSessionDate: z.optional(z.string()),
  accountId: z.optional(z.string()),
  passwordHash: z.optional(z.string()),
  accountCreatedAt: z.optional(z.string()),
  consent: z.optional(consent),
  signedUpInPortal: z.optional(z.boolean()),
  inviteTokenHash: z.optional(z.string()),
  inviteExpiresAt: z.optional(z.number()),
  invitedAt: z.optional(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const storedReferral = z.looseObject({
  id: z.string(),
  referrerTenantId: z.string(),
  referredEmail: z.string(),
  referredTenantId: z.optional(z.string()),
  status: z.enum(referralStatuses),
  creditAwarded: z.boolean(),
  createdAt: z.string(),
  lastSentAt: z.string(),
  completedAt: z.optional(z.string()),
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
  tenantId: z.optional(z.string()),
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
  licenseNumber: z.optional(z.string()),
  licenseState: z.optional(z.string()),
  subdomain: z.string(),
  practiceWebsite: z.optional(z.string()),
  practiceName: z.optional(z.string()),
  therapeuticApproach: z.enum(THERAPEUTIC_APPROACHES),
  referralCode: z.string(),
  referredBy: z.optional(z.string()),
  referralCredits: z.number(),
  plan: z.enum(practicePlanIds),
  subscriptionStatus: z.enum(['trialing', 'active', 'past_due', 'canceled']),
  trialEndsAt: z.string(),
  clientLimit: z.number(),
  emailVerified: z.boolean(),
  isActive: z.boolean(),
  deletedAt: z.optional(z.string()),
  consent: z.optional(consent),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const storedPaidCheckout = z.looseObject({
  sessionId: z.string(),
  product: z.enum(memberProducts),
  stripeCustomerId: z.optional(z.string()),
  stripeSubscriptionId: z.optional(z.string()),
  paidAt: z.number(),
  claimedBy: z.optional(z.string()),
  claimedAt: z.optional(z.string()),
  subscriptionStatus: z.optional(z.enum(['active', 'past_due', 'canceled'])),
  statusEventAt: z.optional(z.number()),
});

/** A conversation in a practice: metrics, the review flag (check-in and above), review and sharing. */
export const storedClientConversation = z.looseObject({
  id: z.string(),
  tenantId: z.string(),
  kind: z.optional(z.enum(['chat', 'journal'])),
  clientId: z.optional(z.string()),
  visitorName: z.optional(z.string()),
  title: z.optional(z.string()),
  startedAt: z.string(),
  lastMessageAt: z.string(),
  messageCount: z.number(),
  durationMinutes: z.number(),
  tokensUsed: z.number(),
  flaggedForReview: z.boolean(),
  flag: z.optional(
    z.object({
      grade: z.enum(['check-in', 'crisis', 'imminent']),
      reason: z.string(),
      signals: z.array(z.string()),
      flaggedAt: z.string(),
    }),
  ),
  safetyNotes: z.optional(z.number()),
  reviewedByTherapist: z.boolean(),
  reviewedAt: z.optional(z.string()),
  therapistNotes: z.string(),
  sharedWithTherapist: z.boolean(),
  sharedAt: z.optional(z.string()),
  rating: z.optional(z.number()),
  ratedAt: z.optional(z.string()),
  visitorKeyHash: z.optional(z.string()),
  lastDisclosureAt: z.optional(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const storedClientMessage = z.looseObject({
  id: z.string(),
  role: z.enum(['client', 'assistant']),
  content: z.string(),
  createdAt: z.string(),
  tokens: z.optional(z.number()),
  safety: z.optional(
    z.object({
      grade: z.enum(safetyGrades),
      categories: z.array(z.enum(riskCategories)),
      aboutSomeoneElse: z.boolean(),
    }),
  ),
});

/** The record of a stored item: its table keys and type taken off, the rest checked by `schema`. */
export function parseStored<Schema extends z.ZodMiniType>(
  schema: Schema,
  item: StoredItem,
): z.output<Schema> {
  const { pk: _pk, sk: _sk, type: _type, ...record } = item;
  return schema.parse(record);
}
