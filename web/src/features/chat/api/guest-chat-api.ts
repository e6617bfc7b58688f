import {
  type GuestChatReply,
  type GuestChatRequest,
  type GuestChatStart,
  parseGuestStreamEvent,
} from '#shared/api/schemas/guest-chat.ts';
import { GuideInterruptedError } from '#web/features/chat/api/chat-stream-api.ts';
import { apiEventStream } from '#web/lib/api-client.ts';

export interface GuestStreamHandlers {
  onStart: (start: GuestChatStart) => void;
  onToken: (text: string) => void;
}

const INTERRUPTED = 'The connection closed before Mirror finished. Please try again.';

/**
 * Sends a visitor's message with the conversation so far and streams Mirror's reply, read through
 * the shared guest stream contract. Refusals before the stream throw the `ApiError` of
 * `apiRequest`; a failure mid-way throws `GuideInterruptedError`; aborting `signal` rejects with
 * an AbortError. Nothing is saved on the server: the caller keeps the exchange.
 */
export async function streamGuestMessage(
  request: GuestChatRequest,
  handlers: GuestStreamHandlers,
  signal: AbortSignal,
): Promise<GuestChatReply> {
  let reply: GuestChatReply | undefined;
  let failure: GuideInterruptedError | undefined;
  await apiEventStream(
    '/api/guest/chat',
    request,
    (received) => {
      const event = parseGuestStreamEvent(received.event, received.data);
      if (!event) return;
      if (event.event === 'start') handlers.onStart(event.data);
      else if (event.event === 'token') handlers.onToken(event.data.text);
      else if (event.event === 'done') reply = event.data;
      else
        failure = new GuideInterruptedError(
          event.data.message || 'Failed to send message',
          event.data.status,
          event.data.code,
        );
    },
    signal,
  );
  if (failure) throw failure;
  if (!reply) throw new GuideInterruptedError(INTERRUPTED, 0);
  return reply;
}
