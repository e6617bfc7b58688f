import { saveOnboardingStep } from '#functions/core/practices/therapist-onboarding.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { onboardingStateSchema, saveOnboardingStepSchema } from '#shared/api/schemas/therapist-onboarding.ts';

/** Saves one step's answers; the wizard resumes after the furthest step reached. */
export const handler = defineEndpoint(
  'PUT /api/therapist/onboarding',
  { body: saveOnboardingStepSchema, response: onboardingStateSchema },
  async ({ body, session }) => ok(await saveOnboardingStep(session.subjectId, body.step, body.answers)),
);
