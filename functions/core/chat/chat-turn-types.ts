import type { ConversationRecord, MessageRecord } from '#functions/core/db/repositories/chat-items.ts';
import type { ChatContext } from '#functions/core/db/repositories/chat-turn-repository.ts';
import type { GuideEngine, GuideUnavailableError } from '#functions/core/guides/index.ts';
import type { FairUseLimits } from '#functions/core/rate-limits/fair-use.ts';
import type { SafetyScreen } from '#functions/core/safety/index.ts';
import type { ChatStreamStart } from '#shared/api/schemas/chat.ts';
import type { CrisisResources } from '#shared/domain/crisis-resources.ts';
import type { ModeId } from '#shared/domain/modes.ts';

/** The shapes passed between the named steps of a chat turn (chat-turn.ts runs them in order). */

/** How a turn of any audience is run: `Start` is what its stream's `start` event says. */
export interface RunOptions<Start = ChatStreamStart> {
  /** The stop button: the reply ends early and what had arrived is kept. */
  signal?: AbortSignal;
  onStart?: (start: Start) => void;
  onToken?: (text: string) => void;
}

/** What a test or the benchmark may put in place of the real thing, for a turn of any audience. */
export interface TurnDependencies {
  engine?: GuideEngine;
  now?: () => Date;
  /** Other fair-use limits (the benchmark sends hundreds of messages in a minute). */
  fairUseLimits?: FairUseLimits;
  /** When the request arrived (ms since the epoch); by default, when the turn is prepared. */
  requestStartedAt?: number | undefined;
}

/** A message that passed every check and was counted (fair use, and the allowance of a new conversation). */
export interface AdmittedTurn {
  memberId: string;
  /** The message as typed, a slash command included: this is what is saved. */
  message: string;
  /** What goes to the guide: the message without its slash command (empty for a bare command). */
  text: string;
  modeId: ModeId;
  conversationId: string;
  isNewConversation: boolean;
  /** The month whose allowance this new conversation took, given back if the turn saves nothing. */
  reservedMonth: string | undefined;
  context: ChatContext;
  engine: GuideEngine;
  /** The crisis lines of the person's country: in a safety reply, and beside a reply graded note. */
  resources: CrisisResources;
  now: () => Date;
  /** When the request arrived (ms since the epoch): the reply ends inside the 29 s from here. */
  requestStartedAt: number;
}

/** The member's side of the exchange, fixed before anything is asked. */
export interface Exchange {
  startedAt: string;
  userMessage: MessageRecord;
  /** Saved by an earlier attempt whose guide failed: reused, and neither written nor counted again. */
  reusedUserMessage: boolean;
  /** The conversation's messages before this one, oldest first. */
  earlier: MessageRecord[];
  /** The conversation as it stood before this message (a new one is created from it). */
  conversation: ConversationRecord;
}

/**
 * What answers the member: the safety screen's own reply (a check-in or the crisis reply), the
 * introduction of a guide, or the guide itself; when the screen graded the message a note, the
 * guide's reply carries that screen (`note`), and the quiet resources line is shown beside it.
 */
export type TurnReply =
  | { kind: 'crisis resources'; content: string; screen: SafetyScreen }
  | { kind: 'introduction'; content: string; disclosed: boolean }
  | { kind: 'guide'; content: string; disclosed: boolean; stopped: boolean; note?: SafetyScreen }
  | { kind: 'guide unavailable'; failure: GuideUnavailableError }
  /** Where no model may answer (a journal): only the screen's note, if any. */
  | { kind: 'unanswered'; note?: SafetyScreen };

/** A reply with words to show and keep. */
export type AnsweredReply = Extract<TurnReply, { content: string }>;

export function isAnswered(reply: TurnReply): reply is AnsweredReply {
  return 'content' in reply;
}
