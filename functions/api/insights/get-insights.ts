import { insightsOfMember } from '#functions/core/insights/member-insights.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { insightsQuerySchema, insightsSchema } from '#shared/api/schemas/insights.ts';

/** What each guide has noticed and how often the member reflects; more for Pro and Lifetime. */
export const handler = defineEndpoint(
  'GET /api/insights',
  { query: insightsQuerySchema, response: insightsSchema },
  async ({ query, session }) => ok(await insightsOfMember(session.subjectId, query.timeZone)),
);
