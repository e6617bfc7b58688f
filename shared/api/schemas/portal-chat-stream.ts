import * as z from 'zod/mini';
import type { ChatStreamError } from './chat-stream';
import type { PortalChatReply } from './portal';

/**
 * A portal reply streamed as Server-Sent Events, with the same event names as a member's chat:
 * `start` (the session id), `token` ... (the reply as it grows), then `done` (the same object as
 * the JSON reply) or `error` (an error body with its status).
 */
/** The first event of a portal stream: the session the message went to. */
export const portalStreamStartSchema = z.object({ sessionId: z.string() });

export type PortalStreamEvent =
  | { event: 'start'; data: { sessionId: string } }
  | { event: 'token'; data: { text: string } }
  | { event: 'done'; data: PortalChatReply }
  | { event: 'error'; data: ChatStreamError };

const eventData = {
  start: z.looseObject({ sessionId: z.string() }),
  token: z.looseObject({ text: z.string() }),
  done: z.looseObject({
    messageId: z.string(),
    response: z.string(),
    timestamp: z.string(),
    sessionId: z.string(),
    clientMessage: z.looseObject({ id: z.string(), content: z.string(), timestamp: z.string() }),
    safety: z.looseObject({ grade: z.string() }),
  }),
  error: z.looseObject({ status: z.number(), message: z.string(), code: z.string() }),
} satisfies Record<PortalStreamEvent['event'], z.ZodMiniType>;

/** Reads one received event; null for an event outside this contract or data of the wrong shape. */
export function parsePortalStreamEvent(name: string, data: string): PortalStreamEvent | null {
  if (!Object.hasOwn(eventData, name)) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = eventData[name as PortalStreamEvent['event']].safeParse(raw);
  return parsed.success ? ({ event: name, data: parsed.data } as PortalStreamEvent) : null;
}
