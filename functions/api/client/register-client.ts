import { registerClient } from '#functions/core/clients/client-sign-up.ts';
import { callerAddress } from '#functions/http/caller-address.ts';
import { sessionCookie } from '#functions/http/cookies.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { logger } from '#functions/http/logger.ts';
import { created } from '#functions/http/reply.ts';
import {
  clientSignUpMessages,
  clientSignUpReplySchema,
  registerClientSchema,
} from '#shared/api/schemas/client-account.ts';

/**
 * Signs a client up in the practice of the portal's subdomain: with a working invitation at once
 * (201 and a session); otherwise 202 "check your email", the same for every email and practice.
 */
export const handler = defineEndpoint(
  'POST /api/client/register',
  { body: registerClientSchema, response: clientSignUpReplySchema },
  async ({ body, request }) => {
    const outcome = await registerClient(body, await callerAddress(request), {
      onMailFailure: (error) =>
        logger.error('client sign-up mail not sent', {
          requestId: request.requestId,
          errorName: (error as Error)?.name ?? 'Error',
        }),
    });
    if (outcome.kind === 'mail-sent')
      return { status: 202, body: { message: clientSignUpMessages.mailSent } };
    const { signedIn } = outcome;
    return created(
      { token: signedIn.token, client: signedIn.client, subdomain: signedIn.subdomain },
      { cookies: [sessionCookie('client', signedIn.token, signedIn.maxAgeSeconds)] },
    );
  },
);
