import { getCurrentClient } from '#functions/core/clients/client-accounts.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { currentClientSchema } from '#shared/api/schemas/client-account.ts';

/** The signed-in client and their practice's public profile. */
export const handler = defineEndpoint(
  'GET /api/client/me',
  { response: currentClientSchema },
  async ({ session, request }) =>
    ok(await getCurrentClient(session.tenantId, session.subjectId, request.viewerCountry)),
);
