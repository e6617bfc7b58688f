import { readInvitation } from '#functions/core/clients/client-invitations.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { invitedClientSchema, readInvitationSchema } from '#shared/api/schemas/client-account.ts';

/** The email and name an invitation link was sent to, so the portal's sign-up form is prefilled. */
export const handler = defineEndpoint(
  'POST /api/client/invitation',
  { body: readInvitationSchema, response: invitedClientSchema },
  async ({ body }) => ok(await readInvitation(body.therapistSubdomain, body.invitation)),
);
