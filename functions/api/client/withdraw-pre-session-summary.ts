import { clientInPractice } from '#functions/core/portal/client-portal.ts';
import { withdrawSummary } from '#functions/core/pre-session-summary/shared-summaries.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { noContent } from '#functions/http/reply.ts';
import { summaryPathSchema, summaryWithdrawnSchema } from '#shared/api/schemas/pre-session-summary.ts';

/** Withdraws a shared summary: it is deleted, and the therapist can no longer read it. */
export const handler = defineEndpoint(
  'DELETE /api/client/pre-session-summaries/{summaryId}',
  { params: summaryPathSchema, response: summaryWithdrawnSchema },
  async ({ params, session }) => {
    await withdrawSummary(await clientInPractice(session), params.summaryId);
    return noContent();
  },
);
