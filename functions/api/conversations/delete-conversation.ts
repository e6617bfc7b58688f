import { deleteMemberConversation } from '#functions/core/chat/conversations.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { noContent } from '#functions/http/reply.ts';
import { conversationPathSchema } from '#shared/api/schemas/ids.ts';
import { noContentSchema } from '#shared/api/schemas/reply-parts.ts';

export const handler = defineEndpoint(
  'DELETE /api/conversations/{id}',
  { params: conversationPathSchema, response: noContentSchema },
  async ({ params, session }) => {
    await deleteMemberConversation(session.subjectId, params.id);
    return noContent();
  },
);
