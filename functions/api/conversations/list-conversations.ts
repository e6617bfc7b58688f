import { listConversations } from '#functions/core/chat/conversations.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { conversationPageSchema, listConversationsQuerySchema } from '#shared/api/schemas/chat.ts';

export const handler = defineEndpoint(
  'GET /api/conversations',
  { query: listConversationsQuerySchema, response: conversationPageSchema },
  async ({ query, session }) => ok(await listConversations(session.subjectId, query.limit, query.cursor)),
);
