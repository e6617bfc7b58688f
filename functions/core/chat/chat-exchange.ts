import { ulid } from 'ulid';
import type { MessageRecord } from '#functions/core/db/repositories/chat-items.ts';
import { type ChatTurn, estimateTokens } from '#functions/core/guides/index.ts';
import type { ChatMessage } from '#shared/api/schemas/chat.ts';
import type { AdmittedTurn, Exchange } from './chat-turn-types';
import { titleFromFirstMessage } from './conversation-title';
import { parseSlashCommand } from './slash-commands';
import type { EarlierMessage, ReplyTurn } from './turn-audience';

/** The member's message as stored, or the one an earlier attempt saved when the guide failed. */
export function openExchange(turn: AdmittedTurn): Exchange {
  const startedAt = turn.now().toISOString();
  const { history } = turn.context;
  const last = history[history.length - 1];
  const saved = last?.role === 'user' && last.content === turn.message ? last : undefined;
  return {
    startedAt,
    userMessage: saved ?? {
      id: ulid(),
      conversationId: turn.conversationId,
      role: 'user',
      content: turn.message,
      modeId: turn.modeId,
      createdAt: startedAt,
      tokens: estimateTokens(turn.message),
    },
    reusedUserMessage: saved !== undefined,
    earlier: saved ? history.slice(0, -1) : history,
    conversation: turn.context.conversation ?? {
      id: turn.conversationId,
      memberId: turn.memberId,
      title: titleFromFirstMessage(turn.text, turn.modeId),
      modeId: turn.modeId,
      messageCount: 0,
      createdAt: startedAt,
      updatedAt: startedAt,
    },
  };
}

export function toChatMessage(record: MessageRecord): ChatMessage {
  const { conversationId: _c, tokens: _t, safety, ...message } = record;
  if (!safety || safety.grade === 'none') return message;
  return { ...message, safetyGrade: safety.grade };
}

/** A stored message as the engine reads it: a member's slash command removed. */
export function earlierMessageOf(record: MessageRecord): EarlierMessage {
  const text =
    record.role === 'user' ? (parseSlashCommand(record.content)?.rest ?? record.content) : record.content;
  return {
    id: record.id,
    role: record.role,
    text,
    modeId: record.modeId,
    createdAt: record.createdAt,
    ...(record.safety ? { safety: record.safety } : {}),
  };
}

/** A member's turn as the engine decides its reply. */
export function replyTurnOf(turn: AdmittedTurn, exchange: Exchange): ReplyTurn {
  return {
    text: turn.text,
    modeId: turn.modeId,
    earlier: exchange.earlier.map(earlierMessageOf),
    conversationStartedAt: exchange.conversation.createdAt,
    lastDisclosureAt: exchange.conversation.lastDisclosureAt ?? null,
    engine: turn.engine,
    resources: turn.resources,
    now: turn.now,
    requestStartedAt: turn.requestStartedAt,
  };
}

function asPromptTurn(record: MessageRecord): ChatTurn {
  const content =
    record.role === 'user' ? (parseSlashCommand(record.content)?.rest ?? record.content) : record.content;
  return { id: record.id, role: record.role, content, modeId: record.modeId, createdAt: record.createdAt };
}

/** The conversation as the guide reads it, ending with this message's text (slash commands removed). */
export function conversationForPrompt(turn: AdmittedTurn, exchange: Exchange): ChatTurn[] {
  return [
    ...exchange.earlier.map(asPromptTurn),
    { ...asPromptTurn(exchange.userMessage), content: turn.text },
  ];
}
