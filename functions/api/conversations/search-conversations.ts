import { searchConversations } from '#functions/core/chat/conversations.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { conversationSearchResultsSchema, searchRequestSchema } from '#shared/api/schemas/chat.ts';

/** Finds the member's words in their conversations; the words come in the body, never the URL. */
export const handler = defineEndpoint(
  'POST /api/conversations/search',
  { body: searchRequestSchema, response: conversationSearchResultsSchema },
  async ({ body, session }) => ok({ results: await searchConversations(session.subjectId, body.q) }),
);
