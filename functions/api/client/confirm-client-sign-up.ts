import { confirmClientSignUp } from '#functions/core/clients/client-sign-up.ts';
import { sessionCookie } from '#functions/http/cookies.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { created } from '#functions/http/reply.ts';
import { clientAuthResponseSchema, confirmClientSignUpSchema } from '#shared/api/schemas/client-account.ts';

/** Opens the account a mailed sign-up link stands for, once, and signs the client in. */
export const handler = defineEndpoint(
  'POST /api/client/register/confirm',
  { body: confirmClientSignUpSchema, response: clientAuthResponseSchema },
  async ({ body }) => {
    const signedIn = await confirmClientSignUp(body);
    return created(
      { token: signedIn.token, client: signedIn.client, subdomain: signedIn.subdomain },
      { cookies: [sessionCookie('client', signedIn.token, signedIn.maxAgeSeconds)] },
    );
  },
);
