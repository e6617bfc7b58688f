import { testAssistant } from '#functions/core/practices/test-assistant.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { testAiReplySchema, testAiSchema } from '#shared/api/schemas/ai-configuration.ts';

/**
 * Answers a test message with the form's unsaved configuration and the sandbox conversation before
 * it, screened and answered like a client's message in the portal.
 */
export const handler = defineEndpoint(
  'POST /api/therapist/test-ai',
  { body: testAiSchema, response: testAiReplySchema },
  async ({ body, session, request }) =>
    ok(await testAssistant(session.subjectId, body, request.viewerCountry, request.receivedAt)),
);
