import { renameMemberConversation } from '#functions/core/chat/conversations.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { conversationSummarySchema, renameConversationSchema } from '#shared/api/schemas/chat.ts';
import { conversationPathSchema } from '#shared/api/schemas/ids.ts';

export const handler = defineEndpoint(
  'PATCH /api/conversations/{id}',
  { body: renameConversationSchema, params: conversationPathSchema, response: conversationSummarySchema },
  async ({ body, params, session }) =>
    ok(await renameMemberConversation(session.subjectId, params.id, body.title)),
);
