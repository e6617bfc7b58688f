import { clientInPractice } from '#functions/core/portal/client-portal.ts';
import { summariesOfClient } from '#functions/core/pre-session-summary/shared-summaries.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { sharedSummaryListSchema } from '#shared/api/schemas/pre-session-summary.ts';

/** The summaries the client has shared with their therapist (and can withdraw), newest first. */
export const handler = defineEndpoint(
  'GET /api/client/pre-session-summaries',
  { response: sharedSummaryListSchema },
  async ({ session }) => ok({ summaries: await summariesOfClient(await clientInPractice(session)) }),
);
