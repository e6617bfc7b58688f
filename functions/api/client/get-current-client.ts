import { getCurrentClient } from '#functions/core/clients/client-accounts.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';

/** The signed-in client and their practice's public profile. */
export const handler = defineEndpoint('GET /api/client/me', {}, async ({ session, request }) =>
  ok(await getCurrentClient(session.tenantId, session.subjectId, request.viewerCountry)),
);
