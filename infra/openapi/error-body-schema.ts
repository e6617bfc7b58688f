import * as z from 'zod/mini';
import { type ErrorBody, type ErrorCode, errorStatus } from '#shared/errors.ts';

const errorCodes = Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]];

/**
 * The one error body every endpoint answers with (functions/http/error-responses.ts), as a schema
 * for the OpenAPI document. `shared/errors.ts` keeps it as an interface; the check below fails
 * to compile when the two drift apart.
 */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.enum(errorCodes),
  errors: z.optional(z.record(z.string(), z.string())),
  upgradeUrl: z.optional(z.string()),
  retryAfterSeconds: z.optional(z.number()),
  conversationId: z.optional(z.string()),
  sessionId: z.optional(z.string()),
  requestId: z.optional(z.string()),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameAsErrorBody: Same<z.output<typeof errorBodySchema>, ErrorBody> = true;
void sameAsErrorBody;

/** What each field means, for readers of the document. */
export const errorBodyFieldDescriptions: Record<keyof ErrorBody, string> = {
  message: 'A human sentence saying what went wrong; safe to show as it is.',
  code: 'The application error code; its HTTP status is fixed by shared/errors.ts.',
  errors: 'For invalid input: each field name with the message to show beside that field.',
  upgradeUrl: 'For tier and quota refusals: where the member can upgrade.',
  retryAfterSeconds: 'For rate limits: how long to wait (also sent as the Retry-After header).',
  conversationId: 'For a failed chat message: the conversation it was saved in, to retry there.',
  sessionId: 'For a failed portal message: the session it was saved in, to retry there.',
  requestId: 'The request id, to quote when asking for help.',
};
