import { practiceAnalytics } from '#functions/core/reviews/practice-metrics.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { practiceAnalyticsSchema, timeZoneQuery } from '#shared/api/schemas/practice-dashboard.ts';

/** The Analytics tab, from live data, in the therapist's time zone. */
export const handler = defineEndpoint(
  'GET /api/therapist/analytics',
  { query: timeZoneQuery, response: practiceAnalyticsSchema },
  async ({ query, session }) => ok(await practiceAnalytics(session.subjectId, query.timeZone)),
);
