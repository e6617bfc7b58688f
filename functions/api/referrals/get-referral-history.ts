import { referralHistory } from '#functions/core/referrals/referral-programme.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';

/** Every colleague this therapist invited, newest first. */
export const handler = defineEndpoint('GET /api/referral-history', {}, async ({ session }) =>
  ok(await referralHistory(session.subjectId)),
);
