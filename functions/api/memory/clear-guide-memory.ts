import { forgetGuideMemory } from '#functions/core/chat/guide-memories.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { forgottenGuideMemoryReplySchema } from '#shared/api/schemas/guide-memory.ts';
import { modePathSchema } from '#shared/api/schemas/ids.ts';

export const handler = defineEndpoint(
  'DELETE /api/memory/{modeId}',
  { params: modePathSchema, response: forgottenGuideMemoryReplySchema },
  async ({ params, session }) => ok({ memory: await forgetGuideMemory(session.subjectId, params.modeId) }),
);
