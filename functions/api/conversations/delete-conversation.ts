import { deleteMemberConversation } from '../../core/chat/conversations';
import { defineEndpoint } from '../../http/endpoint';
import { noContent } from '../../http/reply';

export const handler = defineEndpoint('DELETE /api/conversations/{id}', {}, async ({ params, session }) => {
  await deleteMemberConversation(session.subjectId, params.id as string);
  return noContent();
});
