import { registerClient } from '#functions/core/clients/client-accounts.ts';
import { callerAddress } from '#functions/http/caller-address.ts';
import { sessionCookie } from '#functions/http/cookies.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { created } from '#functions/http/reply.ts';
import { registerClientSchema } from '#shared/api/schemas/client-account.ts';

/** Signs a client up in the practice of the portal's subdomain (with or without an invitation). */
export const handler = defineEndpoint(
  'POST /api/client/register',
  { body: registerClientSchema },
  async ({ body, request }) => {
    const signedIn = await registerClient(body, await callerAddress(request));
    return created(
      { token: signedIn.token, client: signedIn.client, subdomain: signedIn.subdomain },
      { cookies: [sessionCookie('client', signedIn.token, signedIn.maxAgeSeconds)] },
    );
  },
);
