import { getAiConfiguration } from '#functions/core/practices/ai-configuration.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { aiConfigurationSchema } from '#shared/api/schemas/ai-configuration.ts';

/** The assistant's configuration, loaded into the AI customisation form. */
export const handler = defineEndpoint(
  'GET /api/therapist/ai-config',
  { response: aiConfigurationSchema },
  async ({ session }) => ok(await getAiConfiguration(session.subjectId)),
);
