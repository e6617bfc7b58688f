import { searchConversations } from '#functions/core/chat/conversations.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { searchQuerySchema } from '#shared/api/schemas/chat.ts';

export const handler = defineEndpoint(
  'GET /api/conversations/search',
  { query: searchQuerySchema },
  async ({ query, session }) => ok({ results: await searchConversations(session.subjectId, query.q) }),
);
