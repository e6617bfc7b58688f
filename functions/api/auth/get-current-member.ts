import { getCurrentMember } from '../../core/accounts/member-accounts';
import { defineEndpoint } from '../../http/endpoint';
import { ok } from '../../http/reply';

export const handler = defineEndpoint('GET /api/auth/user', {}, async ({ session }) =>
  ok(await getCurrentMember(session.subjectId)),
);
