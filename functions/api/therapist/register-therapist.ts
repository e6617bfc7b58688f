import { registerTherapist } from '#functions/core/practices/therapist-accounts.ts';
import { callerAddress } from '#functions/http/caller-address.ts';
import { sessionCookie } from '#functions/http/cookies.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { created } from '#functions/http/reply.ts';
import { registerTherapistSchema, therapistAuthResponseSchema } from '#shared/api/schemas/therapist.ts';

export const handler = defineEndpoint(
  'POST /api/therapist/register',
  { body: registerTherapistSchema, response: therapistAuthResponseSchema },
  async ({ body, request }) => {
    const signedIn = await registerTherapist(body, await callerAddress(request));
    return created(
      { token: signedIn.token, subdomain: signedIn.therapist.subdomain, therapist: signedIn.therapist },
      { cookies: [sessionCookie('therapist', signedIn.token, signedIn.maxAgeSeconds)] },
    );
  },
);
