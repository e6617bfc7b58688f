import { ulid } from 'ulid';
import type { MessageRecord } from '#functions/core/db/repositories/chat-items.ts';
import { estimateTokens } from '#functions/core/guides/index.ts';
import { AI_DISCLOSURE } from '#functions/core/safety/index.ts';
import type { GuestTranscriptTurn } from '#shared/api/schemas/guest-chat.ts';
import { GUEST_MODE } from '#shared/domain/guest-start.ts';
import { recogniseSafetyReply } from './safety-replies';

/**
 * A guest conversation as the browser sent it, read as the member chat reads its stored messages:
 * the safety screen sees which earlier replies were safety replies (recognised by their text), and
 * the disclosure rule sees when Mirror last said it is an AI. Nothing here is stored.
 */
export interface GuestTranscript {
  /** The messages, oldest first, as message records (ids are made up: nothing is saved). */
  messages: MessageRecord[];
  /** When the conversation started: its first message's time, or now for a new one. */
  startedAt: string;
  /** When a reply last said it is an AI; undefined when no dated reply did (the next one will). */
  lastDisclosureAt: string | undefined;
}

/** A time the browser sent, never later than now; undefined when it sent none. */
function timeOf(turn: GuestTranscriptTurn, now: Date): string | undefined {
  if (!turn.createdAt) return undefined;
  const at = Date.parse(turn.createdAt);
  return new Date(Math.min(at, now.getTime())).toISOString();
}

/** Whether a reply told the person they are talking with an AI (a safety reply always does). */
export function disclosedAi(message: MessageRecord): boolean {
  return (
    message.role === 'assistant' && (message.content.startsWith(AI_DISCLOSURE) || Boolean(message.safety))
  );
}

export function readGuestTranscript(
  turns: readonly GuestTranscriptTurn[],
  conversationId: string,
  now: Date,
): GuestTranscript {
  const nowIso = now.toISOString();
  let lastDisclosureAt: string | undefined;
  const messages = turns.map((turn): MessageRecord => {
    const at = timeOf(turn, now);
    const safety = turn.role === 'assistant' ? recogniseSafetyReply(turn.content) : undefined;
    const message: MessageRecord = {
      id: ulid(),
      conversationId,
      role: turn.role,
      content: turn.content,
      modeId: GUEST_MODE,
      createdAt: at ?? nowIso,
      tokens: estimateTokens(turn.content),
      ...(safety
        ? {
            safetyReply: true,
            safety: {
              grade: safety.grade,
              categories: [...safety.categories],
              aboutSomeoneElse: safety.aboutSomeoneElse,
            },
          }
        : {}),
    };
    if (disclosedAi(message)) lastDisclosureAt = at;
    return message;
  });
  const first = turns[0];
  return {
    messages,
    startedAt: (first && timeOf(first, now)) ?? nowIso,
    lastDisclosureAt,
  };
}
