import { referralHistory } from '#functions/core/referrals/referral-programme.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { referralHistorySchema } from '#shared/api/schemas/referrals.ts';

/** Every colleague this therapist invited, newest first. */
export const handler = defineEndpoint(
  'GET /api/referral-history',
  { response: referralHistorySchema },
  async ({ session }) => ok(await referralHistory(session.subjectId)),
);
