import { renameConversationSchema } from '../../../shared/api/schemas/chat';
import { renameMemberConversation } from '../../core/chat/conversations';
import { defineEndpoint } from '../../http/endpoint';
import { ok } from '../../http/reply';

export const handler = defineEndpoint(
  'PATCH /api/conversations/{id}',
  { body: renameConversationSchema },
  async ({ body, params, session }) =>
    ok(await renameMemberConversation(session.subjectId, params.id as string, body.title)),
);
