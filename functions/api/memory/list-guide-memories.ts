import { memoriesOfMember } from '#functions/core/chat/guide-memories.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';

export const handler = defineEndpoint('GET /api/memory', {}, async ({ session }) =>
  ok({ memories: await memoriesOfMember(session.subjectId) }),
);
