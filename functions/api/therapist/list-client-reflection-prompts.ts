import { listClientReflectionPrompts } from '#functions/core/reflection-prompts/therapist-prompts.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { clientIdParams } from '#shared/api/schemas/clients.ts';
import { clientReflectionPromptsSchema } from '#shared/api/schemas/reflection-prompts.ts';

/** A client's reflection prompts: done (and when), skipped, missed, streaks. Never the client's words. */
export const handler = defineEndpoint(
  'GET /api/therapist/clients/{clientId}/reflection-prompts',
  { params: clientIdParams, response: clientReflectionPromptsSchema },
  async ({ params, session }) => ok(await listClientReflectionPrompts(session.subjectId, params.clientId)),
);
