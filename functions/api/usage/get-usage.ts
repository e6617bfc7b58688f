import { usageOfMember } from '#functions/core/chat/usage.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';

export const handler = defineEndpoint('GET /api/usage', {}, async ({ session }) =>
  ok(await usageOfMember(session.subjectId)),
);
