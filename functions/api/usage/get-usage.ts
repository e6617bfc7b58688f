import { usageOfMember } from '../../core/chat/usage';
import { defineEndpoint } from '../../http/endpoint';
import { ok } from '../../http/reply';

export const handler = defineEndpoint('GET /api/usage', {}, async ({ session }) =>
  ok(await usageOfMember(session.subjectId)),
);
