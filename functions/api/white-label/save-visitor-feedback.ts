import { saveVisitorFeedback } from '#functions/core/portal/session-feedback.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { visitorFeedbackSchema } from '#shared/api/schemas/portal.ts';

/** An anonymous visitor rates a session or shares it with the therapist (and may take it back). */
export const handler = defineEndpoint(
  'POST /api/white-label/session-feedback',
  { body: visitorFeedbackSchema },
  async ({ body }) =>
    ok(
      await saveVisitorFeedback(body.subdomain, body.sessionId, {
        rating: body.rating,
        sharedWithTherapist: body.sharedWithTherapist,
      }),
    ),
);
