import { clientInPractice } from '#functions/core/portal/client-portal.ts';
import { draftSummary } from '#functions/core/pre-session-summary/pre-session-summaries.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { summaryDraftSchema } from '#shared/api/schemas/pre-session-summary.ts';

/** A draft of the past weeks for the client to read and edit: never stored, never seen by anyone else. */
export const handler = defineEndpoint(
  'POST /api/client/pre-session-summary/draft',
  { response: summaryDraftSchema },
  async ({ session }) => ok(await draftSummary(await clientInPractice(session))),
);
