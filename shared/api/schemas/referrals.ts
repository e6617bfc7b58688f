import * as z from 'zod/mini';
import { REFERRAL_PERSONA_IDS, type ReferralStatus } from '#shared/domain/referrals.ts';
import { emailField } from './fields';
import { timestampField } from './reply-parts';

export const sendReferralSchema = z.object({ email: emailField });
export const referralPersonaSchema = z.object({
  persona: z.enum(REFERRAL_PERSONA_IDS, { error: 'Please choose one of the personas' }),
});

export const referralStatsSchema = z.object({
  referralCode: z.string(),
  totalReferrals: z.number(),
  successfulReferrals: z.number(),
  /** Free months earned. */
  creditsEarned: z.number(),
  pendingReferrals: z.number(),
  persona: z.enum(REFERRAL_PERSONA_IDS),
});
export type ReferralStats = z.output<typeof referralStatsSchema>;

export const referralHistoryEntrySchema = z.object({
  id: z.string(),
  referredEmail: z.string(),
  createdAt: timestampField,
  completedAt: z.nullable(timestampField),
  status: z.enum(['pending', 'signed-up', 'completed'] satisfies ReferralStatus[]),
});
export type ReferralHistoryEntry = z.output<typeof referralHistoryEntrySchema>;
export const referralHistorySchema = z.array(referralHistoryEntrySchema);
