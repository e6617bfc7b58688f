import { loginClient } from '#functions/core/clients/client-accounts.ts';
import { signInEndpoint } from '#functions/http/account-endpoints.ts';
import { clientAuthResponseSchema, loginClientSchema } from '#shared/api/schemas/client-account.ts';

/** Signs a client in at the practice of the portal's subdomain. */
export const handler = signInEndpoint('POST /api/client/login', {
  kind: 'client',
  schemas: { body: loginClientSchema, response: clientAuthResponseSchema },
  signIn: loginClient,
  answer: (signedIn) => ({ token: signedIn.token, client: signedIn.client, subdomain: signedIn.subdomain }),
});
