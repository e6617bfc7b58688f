import { memoriesOfMember } from '../../core/chat/guide-memories';
import { defineEndpoint } from '../../http/endpoint';
import { ok } from '../../http/reply';

export const handler = defineEndpoint('GET /api/memory', {}, async ({ session }) =>
  ok({ memories: await memoriesOfMember(session.subjectId) }),
);
