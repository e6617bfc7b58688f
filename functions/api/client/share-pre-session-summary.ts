import { clientInPractice } from '#functions/core/portal/client-portal.ts';
import { shareSummary } from '#functions/core/pre-session-summary/pre-session-summaries.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { created } from '#functions/http/reply.ts';
import { sharedSummarySchema, shareSummarySchema } from '#shared/api/schemas/pre-session-summary.ts';

/** Shares the summary as the client edited it; a hard moment only when they chose to keep it. */
export const handler = defineEndpoint(
  'POST /api/client/pre-session-summaries',
  { body: shareSummarySchema, response: sharedSummarySchema },
  async ({ body, session }) => created(await shareSummary(await clientInPractice(session), body)),
);
