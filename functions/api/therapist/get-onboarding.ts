import { getOnboardingState } from '#functions/core/practices/therapist-onboarding.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { onboardingStateSchema } from '#shared/api/schemas/therapist-onboarding.ts';

/** Where the therapist is in onboarding, with what their answers so far propose. */
export const handler = defineEndpoint(
  'GET /api/therapist/onboarding',
  { response: onboardingStateSchema },
  async ({ session }) => ok(await getOnboardingState(session.subjectId)),
);
