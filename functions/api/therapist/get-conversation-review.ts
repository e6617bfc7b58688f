import { getConversationReview } from '#functions/core/reviews/conversation-reviews.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { conversationIdParams, conversationReviewSchema } from '#shared/api/schemas/practice-dashboard.ts';

/** One conversation's review; the transcript only if the client shared it. */
export const handler = defineEndpoint(
  'GET /api/therapist/conversations/{conversationId}',
  { params: conversationIdParams, response: conversationReviewSchema },
  async ({ params, session }) => ok(await getConversationReview(session.subjectId, params.conversationId)),
);
