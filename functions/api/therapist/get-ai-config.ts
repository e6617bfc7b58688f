import { getAiConfiguration } from '#functions/core/practices/ai-configuration.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';

/** The assistant's configuration, loaded into the AI customisation form. */
export const handler = defineEndpoint('GET /api/therapist/ai-config', {}, async ({ session }) =>
  ok(await getAiConfiguration(session.subjectId)),
);
