import { referralStats } from '#functions/core/referrals/referral-programme.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { referralStatsSchema } from '#shared/api/schemas/referrals.ts';

/** The referral code, counts, credits earned and the saved persona. */
export const handler = defineEndpoint(
  'GET /api/referral-stats',
  { response: referralStatsSchema },
  async ({ session }) => ok(await referralStats(session.subjectId)),
);
