import { dashboardStats } from '#functions/core/reviews/practice-metrics.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { dashboardStatsSchema, timeZoneQuery } from '#shared/api/schemas/practice-dashboard.ts';

/** The dashboard's stat cards and pending-review count, in the therapist's time zone. */
export const handler = defineEndpoint(
  'GET /api/therapist/dashboard-stats',
  { query: timeZoneQuery, response: dashboardStatsSchema },
  async ({ query, session }) => ok(await dashboardStats(session.subjectId, query.timeZone)),
);
