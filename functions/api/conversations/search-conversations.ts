import { searchQuerySchema } from '../../../shared/api/schemas/chat';
import { searchConversations } from '../../core/chat/conversations';
import { defineEndpoint } from '../../http/endpoint';
import { ok } from '../../http/reply';

export const handler = defineEndpoint(
  'GET /api/conversations/search',
  { query: searchQuerySchema },
  async ({ query, session }) => ok({ results: await searchConversations(session.subjectId, query.q) }),
);
