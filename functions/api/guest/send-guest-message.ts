import { prepareGuestTurn } from '#functions/core/guest/guest-chat.ts';
import { callerAddress } from '#functions/http/caller-address.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { created } from '#functions/http/reply.ts';
import { sseReply } from '#functions/http/sse.ts';
import { type GuestStreamEvent, guestChatRequestSchema } from '#shared/api/schemas/guest-chat.ts';

/**
 * A visitor's message to Mirror without an account, with the conversation so far (the browser
 * holds it; nothing is stored here). Refusals (another guide, the 11th message, the network's
 * limits) are plain 4xx replies before any model call; with `Accept: text/event-stream` the reply
 * streams as `start`, `token` ... `done` (or `error`), like a member's.
 */
export const handler = defineEndpoint(
  'POST /api/guest/chat',
  { body: guestChatRequestSchema },
  async ({ body, request }) => {
    const turn = await prepareGuestTurn({
      ...body,
      address: await callerAddress(request),
      viewerCountry: request.viewerCountry,
    });
    if (!request.acceptsEventStream) return created(await turn.run());
    return sseReply<GuestStreamEvent>(request.requestId, async (send, signal) => {
      const reply = await turn.run({
        signal,
        onStart: (start) => send({ event: 'start', data: start }),
        onToken: (text) => send({ event: 'token', data: { text } }),
      });
      send({ event: 'done', data: reply });
    });
  },
);
