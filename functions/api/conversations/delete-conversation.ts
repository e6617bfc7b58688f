import { deleteMemberConversation } from '#functions/core/chat/conversations.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { noContent } from '#functions/http/reply.ts';

export const handler = defineEndpoint('DELETE /api/conversations/{id}', {}, async ({ params, session }) => {
  await deleteMemberConversation(session.subjectId, params.id as string);
  return noContent();
});
