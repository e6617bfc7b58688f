import { prettifyError, safeParse } from 'zod/mini';
import {
  type PortalChatReply,
  type PublicPracticeProfile,
  publicPracticeProfileSchema,
} from '#shared/api/schemas/portal.ts';
import { parsePortalStreamEvent } from '#shared/api/schemas/portal-chat-stream.ts';
import { ApiContractError, ApiError, apiEventStream, apiRequest } from '#web/lib/api-client.ts';

/**
 * The public profile of a practice's portal; null when the subdomain has no practice. Checked with
 * its own schema rather than through `api`, which loads every route's schemas first: the portal's
 * first paint waits for this read, and builds only what it needs (issue 24).
 */
export async function fetchPracticeProfile(subdomain: string): Promise<PublicPracticeProfile | null> {
  try {
    const answer = await apiRequest<unknown>(
      'GET',
      `/api/white-label/therapist/${encodeURIComponent(subdomain)}`,
    );
    const parsed = safeParse(publicPracticeProfileSchema, answer);
    if (!parsed.success)
      throw new ApiContractError('GET /api/white-label/therapist/{subdomain}', prettifyError(parsed.error));
    return parsed.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export interface PortalMessageHandlers {
  onToken: (text: string) => void;
}

/**
 * A failure after the reply had started streaming (an `error` event). `sessionId` names the session
 * the person's message was kept in, when the server kept it, so sending it again continues there.
 */
export class PortalReplyError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly sessionId: string | null = null,
  ) {
    super(message);
    this.name = 'PortalReplyError';
  }
}

/**
 * Sends one portal message and streams the reply: anonymous visitors to the white-label chat,
 * signed-in clients to the therapy chat (whose practice the session names). Resolves with the
 * final reply; a refusal before the stream throws the `ApiError` of `apiRequest`.
 */
export async function streamPortalMessage(
  path: '/api/white-label/chat' | '/api/therapy/chat',
  body: Record<string, unknown>,
  handlers: PortalMessageHandlers,
  signal: AbortSignal,
): Promise<PortalChatReply> {
  let reply: PortalChatReply | undefined;
  let failure: PortalReplyError | undefined;
  await apiEventStream(
    path,
    body,
    (received) => {
      const event = parsePortalStreamEvent(received.event, received.data);
      if (event?.event === 'token') handlers.onToken(event.data.text);
      if (event?.event === 'done') reply = event.data;
      if (event?.event === 'error') {
        const keptIn = typeof event.data.sessionId === 'string' ? event.data.sessionId : null;
        failure = new PortalReplyError(event.data.message, event.data.status, keptIn);
      }
    },
    signal,
  );
  if (failure) throw failure;
  if (!reply)
    throw new PortalReplyError('The connection closed before the reply finished. Please try again.', 0);
  return reply;
}
