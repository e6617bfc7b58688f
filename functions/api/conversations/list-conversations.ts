import { listConversationsQuerySchema } from '../../../shared/api/schemas/chat';
import { listConversations } from '../../core/chat/conversations';
import { defineEndpoint } from '../../http/endpoint';
import { ok } from '../../http/reply';

export const handler = defineEndpoint(
  'GET /api/conversations',
  { query: listConversationsQuerySchema },
  async ({ query, session }) => ok(await listConversations(session.subjectId, query.limit, query.cursor)),
);
