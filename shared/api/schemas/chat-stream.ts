import * as z from 'zod/mini';
import { modeIds } from '#shared/domain/modes.ts';
import { tiers } from '#shared/domain/tiers.ts';
import { type ErrorBody, type ErrorCode, errorStatus } from '#shared/errors.ts';
import type { ChatReply, ChatStreamStart } from './chat';

/**
 * THE contract of a streamed chat reply (Server-Sent Events), for the handler that writes it and
 * the browser that reads it: `start` (the saved member message, the conversation and the engine),
 * `token` ... (the reply as it grows), then `done` (the same final object as the JSON reply, with
 * the conversation's row and the month's usage as they stand after it) or `error` (what went
 * wrong, as an error body with its code and status, and `retryAfterSeconds` with a 503).
 */
export interface ChatStreamError extends ErrorBody {
  status: number;
}

export type ChatStreamEvent =
  | { event: 'start'; data: ChatStreamStart }
  | { event: 'token'; data: { text: string } }
  | { event: 'done'; data: ChatReply }
  | { event: 'error'; data: ChatStreamError };

export type ChatStreamEventName = ChatStreamEvent['event'];

/** One event as Server-Sent Events text. */
export function encodeChatStreamEvent(event: { event: string; data: unknown }): string {
  return `event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

const isErrorCode = (value: string): value is ErrorCode => Object.hasOwn(errorStatus, value);

const messageShape = z.looseObject({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  modeId: z.enum(modeIds),
  createdAt: z.string(),
});
const engineShape = z.looseObject({ id: z.enum(['openai', 'offline', 'safety']), label: z.string() });

/** What each event's data must look like; extra fields are let through for newer servers. */
const eventData = {
  start: z.looseObject({
    conversationId: z.string(),
    modeId: z.enum(modeIds),
    engine: engineShape,
    userMessage: messageShape,
  }),
  token: z.looseObject({ text: z.string() }),
  done: z.looseObject({
    conversationId: z.string(),
    title: z.string(),
    modeId: z.enum(modeIds),
    message: messageShape,
    userMessage: messageShape,
    safety: z.looseObject({ flagged: z.boolean(), level: z.string() }),
    engine: engineShape,
    // The conversation's row in the list and the month's usage after this message: the screen
    // updates its copies from these instead of asking again.
    conversation: z.looseObject({
      id: z.string(),
      title: z.string(),
      modeId: z.enum(modeIds),
      messageCount: z.number(),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
    usage: z.looseObject({
      tier: z.enum(tiers),
      month: z.string(),
      used: z.number(),
      limit: z.nullable(z.number()),
    }),
  }),
  error: z.looseObject({
    status: z.number(),
    message: z.string(),
    code: z.string().check(z.refine(isErrorCode)),
    /** With a 503: when to try again. */
    retryAfterSeconds: z.optional(z.number()),
  }),
} satisfies Record<ChatStreamEventName, z.ZodMiniType>;

function isEventName(name: string): name is ChatStreamEventName {
  return Object.hasOwn(eventData, name);
}

/** Reads one received event. Null for an event outside this contract or data of the wrong shape. */
export function parseChatStreamEvent(name: string, data: string): ChatStreamEvent | null {
  if (!isEventName(name)) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = eventData[name].safeParse(raw);
  return parsed.success ? ({ event: name, data: parsed.data } as ChatStreamEvent) : null;
}
