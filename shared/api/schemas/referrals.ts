import * as z from 'zod/mini';
import { REFERRAL_PERSONA_IDS, type ReferralPersona, type ReferralStatus } from '#shared/domain/referrals.ts';
import { emailField } from './fields';

export const sendReferralSchema = z.object({ email: emailField });
export const referralPersonaSchema = z.object({
  persona: z.enum(REFERRAL_PERSONA_IDS, { error: 'Please choose one of the personas' }),
});

export interface ReferralStats {
  referralCode: string;
  totalReferrals: number;
  successfulReferrals: number;
  /** Free months earned. */
  creditsEarned: number;
  pendingReferrals: number;
  persona: ReferralPersona;
}

export interface ReferralHistoryEntry {
  id: string;
  referredEmail: string;
  createdAt: string;
  completedAt: string | null;
  status: ReferralStatus;
}
