import { ulid } from 'ulid';
import type {
  ConversationRecord,
  MessageRecord,
  SafetyEventRecord,
} from '#functions/core/db/repositories/chat-items.ts';
import {
  AccountGoneError,
  ConversationGoneError,
  saveChatTurn,
} from '#functions/core/db/repositories/chat-turn-repository.ts';
import { deleteConversationCount } from '#functions/core/db/repositories/usage-repository.ts';
import { forgetFairUse, speakerIds } from '#functions/core/rate-limits/fair-use.ts';
import { gradeOf } from '#functions/core/safety/index.ts';
import { AppError } from '#shared/errors.ts';
import type { AdmittedTurn, Exchange } from './chat-turn-types';
import type { TurnStore, WrittenTurn } from './persist-turn';

export interface SavedTurn {
  conversation: ConversationRecord;
  /** The reply as saved; none when nothing had arrived (stopped at once, or the guide failed). */
  assistantMessage: MessageRecord | undefined;
}

/** Risk is recorded as an event with its level and reason, never the text. */
function safetyEventOf(turn: AdmittedTurn, written: WrittenTurn): SafetyEventRecord | undefined {
  if (written.answered?.kind !== 'crisis resources') return undefined;
  const { screen } = written.answered;
  return {
    id: ulid(),
    conversationId: turn.conversationId,
    level: screen.level,
    grade: gradeOf(screen.level),
    categories: [...screen.categories],
    reason: screen.reason,
    signals: [...screen.signals],
    createdAt: written.startedAt,
  };
}

/** A crisis reply names the resources and says it comes from an AI, as the disclosure does. */
function disclosedIn(written: WrittenTurn): boolean {
  const reply = written.answered;
  if (!reply) return false;
  return reply.kind === 'crisis resources' || reply.disclosed;
}

/**
 * A member's conversation: the messages, the conversation's activity and count, the memory, any
 * safety event and the reply's safety count, in the one transaction of chat-turn-repository.ts,
 * which commits only while the account lives.
 */
export function memberConversationStore(turn: AdmittedTurn, exchange: Exchange): TurnStore<SavedTurn> {
  return {
    async save(written) {
      const messages = written.messages.map(
        (message): MessageRecord => ({ ...message, conversationId: turn.conversationId }),
      );
      const assistantMessage = messages.find((message) => message.id === written.reply?.id);
      const conversation: ConversationRecord = {
        ...exchange.conversation,
        modeId: turn.modeId,
        updatedAt: messages.at(-1)?.createdAt ?? exchange.conversation.updatedAt,
        messageCount: exchange.conversation.messageCount + messages.length,
        ...(disclosedIn(written) ? { lastDisclosureAt: exchange.startedAt } : {}),
      };
      if (messages.length === 0 && !written.memory) return { conversation, assistantMessage };
      const safetyEvent = safetyEventOf(turn, written);
      try {
        await saveChatTurn({
          memberId: turn.memberId,
          conversation,
          isNewConversation: turn.isNewConversation,
          messages,
          ...(written.memory ? { memory: written.memory } : {}),
          ...(safetyEvent ? { safetyEvent } : {}),
          ...(written.safetyCount ? { safetyCount: written.safetyCount } : {}),
        });
      } catch (error) {
        if (error instanceof ConversationGoneError) {
          throw new AppError('NOT_FOUND', 'This conversation was deleted while the guide was answering.');
        }
        if (error instanceof AccountGoneError) {
          await forgetCountsOfDeletedAccount(turn);
          throw new AppError('UNAUTHENTICATED', 'This account has been deleted.');
        }
        throw error;
      }
      return { conversation, assistantMessage };
    },
  };
}

/**
 * The account was deleted while this turn ran. The turn counted the message (and perhaps a new
 * conversation) before the deletion may have swept, so it removes those counts itself.
 */
async function forgetCountsOfDeletedAccount(turn: AdmittedTurn): Promise<void> {
  await Promise.all([
    forgetFairUse(speakerIds.member(turn.memberId)),
    turn.reservedMonth ? deleteConversationCount(turn.memberId, turn.reservedMonth) : undefined,
  ]);
}
