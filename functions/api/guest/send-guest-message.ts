import { prepareGuestTurn } from '#functions/core/guest/guest-chat.ts';
import { callerAddress } from '#functions/http/caller-address.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { streamOrCreated } from '#functions/http/sse.ts';
import {
  guestChatReplySchema,
  guestChatRequestSchema,
  guestChatStartSchema,
} from '#shared/api/schemas/guest-chat.ts';

/**
 * A visitor's message to Mirror without an account, with the conversation so far (the browser
 * holds it; nothing is stored here). Refusals (another guide, the 11th message, the network's
 * limits) are plain 4xx replies before any model call; with `Accept: text/event-stream` the reply
 * streams as `start`, `token` ... `done` (or `error`), like a member's.
 */
export const handler = defineEndpoint(
  'POST /api/guest/chat',
  { body: guestChatRequestSchema, response: guestChatReplySchema, streamStart: guestChatStartSchema },
  async ({ body, request }) => {
    const turn = await prepareGuestTurn(
      {
        ...body,
        address: await callerAddress(request),
        viewerCountry: request.viewerCountry,
      },
      { requestStartedAt: request.receivedAt },
    );
    return streamOrCreated(request, turn);
  },
);
