import { referralStats } from '#functions/core/referrals/referral-programme.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';

/** The referral code, counts, credits earned and the saved persona. */
export const handler = defineEndpoint('GET /api/referral-stats', {}, async ({ session }) =>
  ok(await referralStats(session.subjectId)),
);
