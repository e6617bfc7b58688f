import { saveReferralPersona } from '#functions/core/referrals/referral-programme.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { referralPersonaSchema, referralStatsSchema } from '#shared/api/schemas/referrals.ts';

/** Saves the persona the therapist invites colleagues in. */
export const handler = defineEndpoint(
  'PUT /api/referral-persona',
  { body: referralPersonaSchema, response: referralStatsSchema },
  async ({ body, session }) => ok(await saveReferralPersona(session.subjectId, body.persona)),
);
