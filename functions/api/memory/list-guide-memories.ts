import { memoriesOfMember } from '#functions/core/chat/guide-memories.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { guideMemoriesReplySchema } from '#shared/api/schemas/guide-memory.ts';

export const handler = defineEndpoint(
  'GET /api/memory',
  { response: guideMemoriesReplySchema },
  async ({ session }) => ok({ memories: await memoriesOfMember(session.subjectId) }),
);
