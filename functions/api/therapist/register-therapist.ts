import { registerTherapist } from '#functions/core/practices/therapist-accounts.ts';
import { signInEndpoint, therapistSignedIn } from '#functions/http/account-endpoints.ts';
import { registerTherapistSchema, therapistAuthResponseSchema } from '#shared/api/schemas/therapist.ts';

export const handler = signInEndpoint('POST /api/therapist/register', {
  kind: 'therapist',
  schemas: { body: registerTherapistSchema, response: therapistAuthResponseSchema },
  signIn: registerTherapist,
  answer: therapistSignedIn,
  createsAccount: true,
});
