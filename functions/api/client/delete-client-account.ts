import { deleteClientAccount } from '#functions/core/clients/client-data.ts';
import { clearedSessionCookie } from '#functions/http/cookies.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { noContent } from '#functions/http/reply.ts';
import { deleteClientAccountSchema } from '#shared/api/schemas/client-account.ts';
import { noContentSchema } from '#shared/api/schemas/reply-parts.ts';

/** With the password given again, deletes the client's account and signs them out everywhere. */
export const handler = defineEndpoint(
  'DELETE /api/client/account',
  { body: deleteClientAccountSchema, response: noContentSchema },
  async ({ body, session }) => {
    await deleteClientAccount(
      { tenantId: session.tenantId, clientId: session.subjectId, sessionId: session.sessionId },
      body.password,
    );
    return noContent({ cookies: [clearedSessionCookie('client')] });
  },
);
