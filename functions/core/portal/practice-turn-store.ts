import type { TurnStore, WrittenTurn } from '#functions/core/chat/persist-turn.ts';
import {
  type ClientConversationRecord,
  type ClientMessageRecord,
  type ConversationFlag,
  isReviewFlag,
} from '#functions/core/db/repositories/client-conversations-repository.ts';
import {
  PracticeTurnGoneError,
  type SavePracticeTurnInput,
  savePracticeTurn,
} from '#functions/core/db/repositories/practice-turn-repository.ts';
import { sendFlagNotice } from '#functions/core/reviews/flag-conversation.ts';
import { gradeOf } from '#functions/core/safety/index.ts';
import type { PortalSpeaker } from './portal-session-ids';
import { sessionNotFound } from './portal-session-ids';

export interface SavedPracticeTurn {
  clientMessage: ClientMessageRecord;
  /** The reply as saved; none when nothing had arrived (stopped at once, or the assistant failed). */
  assistantMessage: ClientMessageRecord | undefined;
}

function asClientMessage(message: WrittenTurn['messages'][number]): ClientMessageRecord {
  return {
    id: message.id,
    role: message.role === 'user' ? 'client' : 'assistant',
    content: message.content,
    createdAt: message.createdAt,
    ...(message.tokens !== undefined ? { tokens: message.tokens } : {}),
    ...(message.safety && message.safety.grade !== 'none' ? { safety: message.safety } : {}),
  };
}

type PracticeStoreInput = {
  tenantId: string;
  speaker: PortalSpeaker;
  conversation: ClientConversationRecord;
  isNew: boolean;
  /** The person's message as the portal shows it (also when an earlier attempt saved it). */
  clientMessage: ClientMessageRecord;
};

/** The screen's grade, and the review flag it raises at a check-in or above. */
function reviewOf(written: WrittenTurn): { grade: ReturnType<typeof gradeOf>; flag?: ConversationFlag } {
  if (!written.screen) return { grade: 'none' };
  const grade = gradeOf(written.screen.level);
  if (!isReviewFlag(grade)) return { grade };
  const { reason, signals } = written.screen;
  return { grade, flag: { grade, reason, signals: [...signals], flaggedAt: written.startedAt } };
}

/** What the one transaction writes for this turn; only the parts that apply are present. */
function practiceTurnWrite(
  input: PracticeStoreInput,
  written: WrittenTurn,
  messages: ClientMessageRecord[],
  review: ReturnType<typeof reviewOf>,
): SavePracticeTurnInput {
  const at = messages.at(-1)?.createdAt ?? written.startedAt;
  const disclosed = written.answered?.kind === 'guide' && written.answered.disclosed;
  return {
    tenantId: input.tenantId,
    conversation: input.conversation,
    isNew: input.isNew,
    messages,
    at,
    ...(disclosed ? { disclosedAt: at } : {}),
    ...(review.grade === 'note' ? { safetyNotes: 1 } : {}),
    ...(review.flag ? { flag: review.flag } : {}),
    ...(input.isNew && input.speaker.kind === 'client' ? { clientId: input.speaker.clientId } : {}),
    ...(written.safetyCount ? { safetyCount: written.safetyCount } : {}),
  };
}

/**
 * A practice's conversation (a signed-in client's or a portal visitor's): the messages, the
 * conversation's metrics, a review flag at a check-in or above (a note is only counted), a client's
 * new session and the reply's safety count, in one transaction (practice-turn-repository.ts). Once
 * it is kept, a crisis or imminent flag mails the therapist a notice with no conversation content.
 */
export function practiceConversationStore(input: PracticeStoreInput): TurnStore<SavedPracticeTurn> {
  return {
    async save(written) {
      const messages = written.messages.map(asClientMessage);
      const assistantMessage = messages.find((message) => message.id === written.reply?.id);
      const saved = { clientMessage: input.clientMessage, assistantMessage };
      if (messages.length === 0) return saved;
      const review = reviewOf(written);
      try {
        const { flagRaised } = await savePracticeTurn(practiceTurnWrite(input, written, messages, review));
        if (review.flag && flagRaised) {
          await sendFlagNotice(input.tenantId, input.conversation.id, review.flag.grade);
        }
      } catch (error) {
        if (error instanceof PracticeTurnGoneError) throw sessionNotFound();
        throw error;
      }
      return saved;
    },
  };
}
