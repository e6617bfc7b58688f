import { clientSessionMetrics } from '#functions/core/clients/client-session-metrics.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { clientIdParams, clientSessionMetricsSchema } from '#shared/api/schemas/clients.ts';

/** A client's session metrics (count, length, dates, ratings): never what was written. */
export const handler = defineEndpoint(
  'GET /api/therapist/clients/{clientId}/metrics',
  { params: clientIdParams, response: clientSessionMetricsSchema },
  async ({ params, session }) => ok(await clientSessionMetrics(session.subjectId, params.clientId)),
);
