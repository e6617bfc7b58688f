import { summariesSharedWithTherapist } from '#functions/core/pre-session-summary/shared-summaries.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { clientIdParams } from '#shared/api/schemas/clients.ts';
import { sharedSummaryListSchema } from '#shared/api/schemas/pre-session-summary.ts';

/** The pre-session summaries a client of this practice shared, dated: nothing they did not share. */
export const handler = defineEndpoint(
  'GET /api/therapist/clients/{clientId}/summaries',
  { params: clientIdParams, response: sharedSummaryListSchema },
  async ({ params, session }) =>
    ok({ summaries: await summariesSharedWithTherapist(session.subjectId, params.clientId) }),
);
