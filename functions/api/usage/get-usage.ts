import { usageOfMember } from '#functions/core/chat/usage.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { usageSummarySchema } from '#shared/api/schemas/chat.ts';

export const handler = defineEndpoint(
  'GET /api/usage',
  { response: usageSummarySchema },
  async ({ session }) => ok(await usageOfMember(session.subjectId)),
);
