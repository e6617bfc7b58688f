import { saveAiConfiguration } from '#functions/core/practices/ai-configuration.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { aiConfigurationSchema } from '#shared/api/schemas/ai-configuration.ts';

/** Saves the whole configuration; instructions that try to weaken safety are refused by sentence. */
export const handler = defineEndpoint(
  'PUT /api/therapist/ai-config',
  { body: aiConfigurationSchema, response: aiConfigurationSchema },
  async ({ body, session }) => ok(await saveAiConfiguration(session.subjectId, body)),
);
