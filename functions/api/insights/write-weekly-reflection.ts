import { weeklyReflectionOfMember } from '#functions/core/insights/weekly-reflection.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { created, ok } from '#functions/http/reply.ts';
import { weeklyReflectionReplySchema, weeklyReflectionRequestSchema } from '#shared/api/schemas/insights.ts';

/** This week's reflection from the member's guide (Pro and Lifetime): written once, then returned as it is. */
export const handler = defineEndpoint(
  'POST /api/insights/weekly-reflection',
  { body: weeklyReflectionRequestSchema, response: weeklyReflectionReplySchema },
  async ({ body, session }) => {
    const reply = await weeklyReflectionOfMember(session.subjectId, body.timeZone);
    return reply.created ? created(reply) : ok(reply);
  },
);
