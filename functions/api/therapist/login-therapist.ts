import { loginTherapist } from '#functions/core/practices/therapist-accounts.ts';
import { signInEndpoint, therapistSignedIn } from '#functions/http/account-endpoints.ts';
import { loginSchema } from '#shared/api/schemas/auth.ts';
import { therapistAuthResponseSchema } from '#shared/api/schemas/therapist.ts';

export const handler = signInEndpoint('POST /api/therapist/login', {
  kind: 'therapist',
  schemas: { body: loginSchema, response: therapistAuthResponseSchema },
  signIn: loginTherapist,
  answer: therapistSignedIn,
});
