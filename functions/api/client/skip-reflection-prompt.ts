import { skipPrompt } from '#functions/core/reflection-prompts/client-prompts.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { promptIdParams, promptSkipReplySchema } from '#shared/api/schemas/reflection-prompts.ts';

/** The client skips the prompt waiting now. */
export const handler = defineEndpoint(
  'POST /api/client/reflection-prompts/{promptId}/skip',
  { params: promptIdParams, response: promptSkipReplySchema },
  async ({ params, session }) => ok(await skipPrompt(session, params.promptId)),
);
