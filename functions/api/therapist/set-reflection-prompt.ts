import { setReflectionPrompt } from '#functions/core/reflection-prompts/therapist-prompts.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { created } from '#functions/http/reply.ts';
import { clientIdParams } from '#shared/api/schemas/clients.ts';
import {
  newReflectionPromptSchema,
  therapistReflectionPromptSchema,
} from '#shared/api/schemas/reflection-prompts.ts';

/** Sets a between-session prompt for a client of the practice, after the instruction screen. */
export const handler = defineEndpoint(
  'POST /api/therapist/clients/{clientId}/reflection-prompts',
  { params: clientIdParams, body: newReflectionPromptSchema, response: therapistReflectionPromptSchema },
  async ({ params, body, session }) =>
    created(await setReflectionPrompt(session.subjectId, params.clientId, body)),
);
