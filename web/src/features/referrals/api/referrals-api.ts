import useSWR from 'swr';
import type { ReferralHistoryEntry, ReferralStats } from '#shared/api/schemas/referrals.ts';
import type { ReferralPersona } from '#shared/domain/referrals.ts';
import { api, fetchData } from '#web/lib/api-client.ts';

export const useReferralStats = () =>
  useSWR<ReferralStats | null>('/api/referral-stats', fetchData<ReferralStats>);
export const useReferralHistory = () =>
  useSWR<ReferralHistoryEntry[] | null>('/api/referral-history', fetchData<ReferralHistoryEntry[]>);

export function sendReferral(email: string): Promise<ReferralHistoryEntry> {
  return api('POST /api/send-referral', { body: { email } });
}

export function saveReferralPersona(persona: ReferralPersona): Promise<ReferralStats> {
  return api('PUT /api/referral-persona', { body: { persona } });
}
