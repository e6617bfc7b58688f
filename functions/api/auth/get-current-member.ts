import { getCurrentMember } from '#functions/core/accounts/member-accounts.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { publicMemberSchema } from '#shared/api/schemas/auth.ts';

export const handler = defineEndpoint(
  'GET /api/auth/user',
  { response: publicMemberSchema },
  async ({ session }) => ok(await getCurrentMember(session.subjectId)),
);
