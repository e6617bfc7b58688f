import { getConversationMessages } from '../../core/chat/conversations';
import { defineEndpoint } from '../../http/endpoint';
import { ok } from '../../http/reply';

export const handler = defineEndpoint(
  'GET /api/conversations/{id}/messages',
  {},
  async ({ params, session }) => ok(await getConversationMessages(session.subjectId, params.id as string)),
);
