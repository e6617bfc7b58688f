import { chatRequestSchema } from '../../../shared/api/schemas/chat';
import { prepareChatTurn } from '../../core/chat/chat-turn';
import { defineEndpoint } from '../../http/endpoint';
import { created } from '../../http/reply';
import { sseReply } from '../../http/sse';

/**
 * A member's chat message. Refusals (tier, quota, unknown conversation) are plain 4xx replies;
 * with `Accept: text/event-stream` the reply streams as `start`, `token` ... `done` events.
 */
export const handler = defineEndpoint(
  'POST /api/chat',
  { body: chatRequestSchema },
  async ({ body, session, request }) => {
    const turn = await prepareChatTurn(session.subjectId, body);
    if (!request.acceptsEventStream) return created(await turn.run());
    return sseReply(request.requestId, async (send, signal) => {
      const reply = await turn.run({
        signal,
        onStart: (start) => send('start', start),
        onToken: (text) => send('token', { text }),
      });
      send('done', reply);
    });
  },
);
