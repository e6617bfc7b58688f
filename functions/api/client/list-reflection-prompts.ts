import { listPortalPrompts } from '#functions/core/reflection-prompts/client-prompts.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { portalPromptsSchema } from '#shared/api/schemas/reflection-prompts.ts';

/** The reflection prompts waiting in the client's portal (or answered today). */
export const handler = defineEndpoint(
  'GET /api/client/reflection-prompts',
  { response: portalPromptsSchema },
  async ({ session }) => ok(await listPortalPrompts(session)),
);
