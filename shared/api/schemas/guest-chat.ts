import * as z from 'zod/mini';
import {
  GUEST_MESSAGE_LIMIT,
  GUEST_TRANSCRIPT_MAX_MESSAGES,
  GUEST_TURN_MAX,
} from '#shared/domain/guest-start.ts';
import { modeIds } from '#shared/domain/modes.ts';
import {
  CHAT_MESSAGE_MAX,
  chatMessageSchema,
  chatMessages,
  guideEngineInfoSchema,
  safetyOutcomeSchema,
} from './chat';
import type { ChatStreamError } from './chat-stream';

/**
 * The guest chat's contract: a visitor's message to Mirror with the conversation so far, which
 * lives only in their browser's session, and the same conversation carried into a new account at
 * sign-up. The server uses what the browser sends as context and nothing more, and Mirror's
 * replies in it only where the proof that came with each still holds.
 */

/** A reply's proof is a signed token of a few hundred characters. */
const GUEST_REPLY_PROOF_MAX = 1000;

export const guestMessages = {
  turn: `Each earlier message must have 1 to ${GUEST_TURN_MAX} characters`,
  role: 'Each earlier message is either yours (user) or Mirror’s (assistant)',
  time: 'A message time must be an ISO 8601 date and time',
  tooMany: `A guest conversation holds at most ${GUEST_TRANSCRIPT_MAX_MESSAGES} messages`,
  order: 'The earlier messages must take turns: each of yours followed by Mirror’s reply',
  empty: 'There is no conversation to keep',
  list: 'The earlier messages must be a list of messages',
  proof: `A reply’s proof is a text of at most ${GUEST_REPLY_PROOF_MAX} characters`,
} as const;

const turnSchema = z.object(
  {
    role: z.enum(['user', 'assistant'], { error: guestMessages.role }),
    content: z
      .string({ error: guestMessages.turn })
      .check(z.trim(), z.minLength(1, guestMessages.turn), z.maxLength(GUEST_TURN_MAX, guestMessages.turn)),
    createdAt: z.optional(z.iso.datetime({ offset: true, error: guestMessages.time })),
    /** On Mirror's replies: the proof that came with it (functions/core/guest/guest-reply-proof.ts). */
    proof: z.optional(
      z.string({ error: guestMessages.proof }).check(z.maxLength(GUEST_REPLY_PROOF_MAX, guestMessages.proof)),
    ),
  },
  { error: guestMessages.list },
);
export type GuestTranscriptTurn = z.output<typeof turnSchema>;

/** Yours, Mirror's, yours, Mirror's ...: a reply that failed or was never sent is not kept. */
function takesTurns(turns: readonly { role: string }[]): boolean {
  return turns.every((turn, index) => turn.role === (index % 2 === 0 ? 'user' : 'assistant'));
}

const transcript = (minMessages: number) =>
  z
    .array(turnSchema, { error: guestMessages.list })
    .check(
      z.minLength(minMessages, guestMessages.empty),
      z.maxLength(GUEST_TRANSCRIPT_MAX_MESSAGES, guestMessages.tooMany),
      z.refine(takesTurns, guestMessages.order),
    );

export const guestChatRequestSchema = z.object({
  message: z
    .string({ error: chatMessages.empty })
    .check(z.trim(), z.minLength(1, chatMessages.empty), z.maxLength(CHAT_MESSAGE_MAX, chatMessages.tooLong)),
  /** The conversation before this message, oldest first. */
  history: z._default(transcript(0), []),
  /** Guests talk with Mirror; another guide is refused with a way to open it. */
  modeId: z.optional(z.enum(modeIds, { error: chatMessages.mode })),
});
export type GuestChatRequest = z.input<typeof guestChatRequestSchema>;

/** The guest conversation a sign-up carries into the new account. */
export const guestConversationSchema = z.object({ messages: transcript(2) }, { error: guestMessages.list });
export type GuestConversation = z.input<typeof guestConversationSchema>;

/** What became of a carried conversation: kept in the new account, or not (and why). */
export const guestCarryOutcomeSchema = z.discriminatedUnion('kept', [
  z.object({ kept: z.literal(true), conversationId: z.string() }),
  z.object({ kept: z.literal(false), reason: z.string() }),
]);
export type GuestCarryOutcome = z.output<typeof guestCarryOutcomeSchema>;

/** How many of the visitor's messages a conversation holds. */
export function guestMessagesUsed(turns: readonly { role: string }[]): number {
  return turns.filter((turn) => turn.role === 'user').length;
}

const guestAllowanceShape = {
  /** The visitor's messages in this conversation, this one included. */
  used: z.number(),
  limit: z.literal(GUEST_MESSAGE_LIMIT),
};
export type GuestAllowance = z.output<z.ZodMiniObject<typeof guestAllowanceShape>>;

/** The first event of a guest stream. */
export const guestChatStartSchema = z.object({
  ...guestAllowanceShape,
  engine: guideEngineInfoSchema,
  userMessage: chatMessageSchema,
});
export type GuestChatStart = z.output<typeof guestChatStartSchema>;

/** The final object of a guest send (the JSON reply, and the `done` event). */
export const guestChatReplySchema = z.object({
  ...guestAllowanceShape,
  userMessage: chatMessageSchema,
  message: chatMessageSchema,
  /** Sent back with `message` as an earlier turn, it shows the reply is Mirror's, word for word. */
  replyProof: z.string(),
  safety: safetyOutcomeSchema,
  engine: guideEngineInfoSchema,
});
export type GuestChatReply = z.output<typeof guestChatReplySchema>;

export type GuestStreamEvent =
  | { event: 'start'; data: GuestChatStart }
  | { event: 'token'; data: { text: string } }
  | { event: 'done'; data: GuestChatReply }
  | { event: 'error'; data: ChatStreamError };

const messageShape = z.looseObject({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  createdAt: z.string(),
});
const engineShape = z.looseObject({ id: z.enum(['openai', 'offline', 'safety']), label: z.string() });

const eventData = {
  start: z.looseObject({ engine: engineShape, userMessage: messageShape, used: z.number() }),
  token: z.looseObject({ text: z.string() }),
  done: z.looseObject({
    userMessage: messageShape,
    message: messageShape,
    safety: z.looseObject({ flagged: z.boolean(), grade: z.string() }),
    engine: engineShape,
    used: z.number(),
    limit: z.number(),
    replyProof: z.string(),
  }),
  error: z.looseObject({ status: z.number(), message: z.string(), code: z.string() }),
} satisfies Record<GuestStreamEvent['event'], z.ZodMiniType>;

/** Reads one received event; null for an event outside this contract or data of the wrong shape. */
export function parseGuestStreamEvent(name: string, data: string): GuestStreamEvent | null {
  if (!Object.hasOwn(eventData, name)) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = eventData[name as GuestStreamEvent['event']].safeParse(raw);
  return parsed.success ? ({ event: name, data: parsed.data } as GuestStreamEvent) : null;
}
