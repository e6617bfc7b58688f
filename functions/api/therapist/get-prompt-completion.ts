import { practicePromptCompletion } from '#functions/core/reflection-prompts/therapist-prompts.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { practicePromptCompletionSchema } from '#shared/api/schemas/reflection-prompts.ts';

/** Which prompts the practice's clients finish, by title: counts only. */
export const handler = defineEndpoint(
  'GET /api/therapist/reflection-prompts/completion',
  { response: practicePromptCompletionSchema },
  async ({ session }) => ok(await practicePromptCompletion(session.subjectId)),
);
