import { sendReferral } from '#functions/core/referrals/referral-programme.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { created } from '#functions/http/reply.ts';
import { referralHistoryEntrySchema, sendReferralSchema } from '#shared/api/schemas/referrals.ts';

/** Mails a colleague an invitation with the therapist's referral link. */
export const handler = defineEndpoint(
  'POST /api/send-referral',
  { body: sendReferralSchema, response: referralHistoryEntrySchema },
  async ({ body, session }) => created(await sendReferral(session.subjectId, body.email)),
);
