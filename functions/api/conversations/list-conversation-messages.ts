import { getConversationMessages } from '#functions/core/chat/conversations.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { chatMessagesReplySchema } from '#shared/api/schemas/chat.ts';
import { conversationPathSchema } from '#shared/api/schemas/ids.ts';

export const handler = defineEndpoint(
  'GET /api/conversations/{id}/messages',
  { params: conversationPathSchema, response: chatMessagesReplySchema },
  async ({ params, session, request }) =>
    ok(await getConversationMessages(session.subjectId, params.id, request.viewerCountry)),
);
