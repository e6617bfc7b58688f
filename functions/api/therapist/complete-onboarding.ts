import { saveAssistantFromOnboarding } from '#functions/core/practices/onboarding-assistant.ts';
import { completeOnboarding } from '#functions/core/practices/therapist-onboarding.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { completeOnboardingSchema, onboardingStateSchema } from '#shared/api/schemas/therapist-onboarding.ts';

/** Finishes onboarding with a working assistant and the portal's first branding. */
export const handler = defineEndpoint(
  'POST /api/therapist/onboarding/complete',
  { body: completeOnboardingSchema, response: onboardingStateSchema },
  async ({ body, session }) =>
    ok(await completeOnboarding(session.subjectId, body, saveAssistantFromOnboarding)),
);
