import { getOnboardingState } from '#functions/core/practices/therapist-onboarding.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';

/** Where the therapist is in onboarding, with what their answers so far propose. */
export const handler = defineEndpoint('GET /api/therapist/onboarding', {}, async ({ session }) =>
  ok(await getOnboardingState(session.subjectId)),
);
