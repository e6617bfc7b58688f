import { saveVisitorFeedback } from '#functions/core/portal/session-feedback.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { savedFeedbackSchema, visitorFeedbackSchema } from '#shared/api/schemas/portal.ts';

/** An anonymous visitor rates a session; sharing it with the therapist needs a client account (403). */
export const handler = defineEndpoint(
  'POST /api/white-label/session-feedback',
  { body: visitorFeedbackSchema, response: savedFeedbackSchema },
  async ({ body }) =>
    ok(
      await saveVisitorFeedback(body.subdomain, body.sessionId, {
        rating: body.rating,
        sharedWithTherapist: body.sharedWithTherapist,
      }),
    ),
);
