import { listConversationSummaries } from '#functions/core/reviews/conversation-reviews.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { conversationSummariesSchema } from '#shared/api/schemas/practice-dashboard.ts';

/** The review queue: conversations with their metrics and safety flags, never their text. */
export const handler = defineEndpoint(
  'GET /api/therapist/conversations',
  { response: conversationSummariesSchema },
  async ({ session }) => ok({ conversations: await listConversationSummaries(session.subjectId) }),
);
