import { endClientReflectionPrompt } from '#functions/core/reflection-prompts/therapist-prompts.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import {
  clientPromptParams,
  therapistReflectionPromptSchema,
} from '#shared/api/schemas/reflection-prompts.ts';

/** Ends a prompt: it is due no more, and what happened before stays counted. */
export const handler = defineEndpoint(
  'DELETE /api/therapist/clients/{clientId}/reflection-prompts/{promptId}',
  { params: clientPromptParams, response: therapistReflectionPromptSchema },
  async ({ params, session }) =>
    ok(await endClientReflectionPrompt(session.subjectId, params.clientId, params.promptId)),
);
