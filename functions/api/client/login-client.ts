import { loginClient } from '#functions/core/clients/client-accounts.ts';
import { callerAddress } from '#functions/http/caller-address.ts';
import { sessionCookie } from '#functions/http/cookies.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { clientAuthResponseSchema, loginClientSchema } from '#shared/api/schemas/client-account.ts';

/** Signs a client in at the practice of the portal's subdomain. */
export const handler = defineEndpoint(
  'POST /api/client/login',
  { body: loginClientSchema, response: clientAuthResponseSchema },
  async ({ body, request }) => {
    const signedIn = await loginClient(body, await callerAddress(request));
    return ok(
      { token: signedIn.token, client: signedIn.client, subdomain: signedIn.subdomain },
      { cookies: [sessionCookie('client', signedIn.token, signedIn.maxAgeSeconds)] },
    );
  },
);
