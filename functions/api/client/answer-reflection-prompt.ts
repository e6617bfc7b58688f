import { answerPrompt } from '#functions/core/reflection-prompts/client-prompts.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { created } from '#functions/http/reply.ts';
import {
  promptAnswerReplySchema,
  promptAnswerSchema,
  promptIdParams,
} from '#shared/api/schemas/reflection-prompts.ts';

/** One message answering a prompt: the practice's assistant replies (or, where the law says so, the journal keeps it). */
export const handler = defineEndpoint(
  'POST /api/client/reflection-prompts/{promptId}/answer',
  { params: promptIdParams, body: promptAnswerSchema, response: promptAnswerReplySchema },
  async ({ params, body, session, request }) =>
    created(await answerPrompt(session, params.promptId, { ...body, viewerCountry: request.viewerCountry })),
);
