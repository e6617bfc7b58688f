import { loginTherapist } from '#functions/core/practices/therapist-accounts.ts';
import { callerAddress } from '#functions/http/caller-address.ts';
import { sessionCookie } from '#functions/http/cookies.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { loginSchema } from '#shared/api/schemas/auth.ts';
import { therapistAuthResponseSchema } from '#shared/api/schemas/therapist.ts';

export const handler = defineEndpoint(
  'POST /api/therapist/login',
  { body: loginSchema, response: therapistAuthResponseSchema },
  async ({ body, request }) => {
    const signedIn = await loginTherapist(body, await callerAddress(request));
    return ok(
      { token: signedIn.token, subdomain: signedIn.therapist.subdomain, therapist: signedIn.therapist },
      { cookies: [sessionCookie('therapist', signedIn.token, signedIn.maxAgeSeconds)] },
    );
  },
);
