import { updateConversationReview } from '#functions/core/reviews/conversation-reviews.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import {
  conversationIdParams,
  conversationReviewSchema,
  updateConversationReviewSchema,
} from '#shared/api/schemas/practice-dashboard.ts';

/** Saves the therapist's private notes, or marks the conversation reviewed. */
export const handler = defineEndpoint(
  'PATCH /api/therapist/conversations/{conversationId}',
  { body: updateConversationReviewSchema, params: conversationIdParams, response: conversationReviewSchema },
  async ({ body, params, session }) =>
    ok(await updateConversationReview(session.subjectId, params.conversationId, body)),
);
