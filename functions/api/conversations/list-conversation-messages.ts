import { getConversationMessages } from '#functions/core/chat/conversations.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';

export const handler = defineEndpoint(
  'GET /api/conversations/{id}/messages',
  {},
  async ({ params, session }) => ok(await getConversationMessages(session.subjectId, params.id as string)),
);
