import { renameMemberConversation } from '#functions/core/chat/conversations.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { renameConversationSchema } from '#shared/api/schemas/chat.ts';

export const handler = defineEndpoint(
  'PATCH /api/conversations/{id}',
  { body: renameConversationSchema },
  async ({ body, params, session }) =>
    ok(await renameMemberConversation(session.subjectId, params.id as string, body.title)),
);
