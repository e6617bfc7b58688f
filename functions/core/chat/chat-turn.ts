import { ulid } from 'ulid';
import { type ChatContext, loadChatContext } from '#functions/core/db/repositories/chat-turn-repository.ts';
import { type GuideUnavailableError, personaFor } from '#functions/core/guides/index.ts';
import type { ChatReply, GuideEngineInfo } from '#shared/api/schemas/chat.ts';
import { crisisResourcesFor } from '#shared/domain/crisis-resources.ts';
import type { ModeId } from '#shared/domain/modes.ts';
import type { Tier } from '#shared/domain/tiers.ts';
import { AppError } from '#shared/errors.ts';
import { assertModeOpen } from './chat-access';
import { admitChatMessage } from './chat-admission';
import { openExchange, replyTurnOf, toChatMessage } from './chat-exchange';
import {
  type AdmittedTurn,
  type AnsweredReply,
  type Exchange,
  isAnswered,
  type RunOptions,
  type TurnDependencies,
} from './chat-turn-types';
import { decideReply } from './decide-reply';
import { giveBackAllowance } from './give-back-allowance';
import { currentGuideEngine } from './guide-engine';
import { memberConversationStore, type SavedTurn } from './member-turn-store';
import { nextMemory } from './next-memory';
import { persistTurn, type TurnToPersist } from './persist-turn';
import { safetyOutcomeOf, withResources } from './safety-outcome';
import { parseSlashCommand } from './slash-commands';
import { type Audience, HISTORY_LIMIT } from './turn-audience';
import { conversationSummaryOf, type MonthUsage, readMonthUsage, usageAfterTurn } from './turn-summary';

export type { RunOptions } from './chat-turn-types';

/**
 * One member message, in two steps. `prepareChatTurn` does everything that can refuse the message
 * (one batched read; the tier rules; then the fair-use count and, for a new conversation, the
 * month's allowance, both taken before any model call), so a refusal is a plain 4xx before any
 * reply streams. `run` takes the named steps in order: decide the reply (crisis resources, an
 * introduction, or the guide), the mode's next memory, and persist the turn in one transaction.
 */
export interface ChatTurnRequest {
  message: string;
  conversationId?: string | null | undefined;
  modeId: ModeId;
  /** CloudFront-Viewer-Country: whose crisis lines the person is shown (unknown: the international ones). */
  viewerCountry?: string | undefined;
}

/** The turn's one batched read, and the month's usage read beside it (the same round trip). */
export type ChatTurnContext = ChatContext & { monthUsage: MonthUsage };

export interface ChatTurnDependencies extends TurnDependencies {
  /** The turn's context, already loaded by `loadChatTurnContext` (the handler reads it ahead). */
  context?: ChatTurnContext;
}

export interface PreparedChatTurn {
  conversationId: string;
  modeId: ModeId;
  run(options?: RunOptions): Promise<ChatReply>;
}

/** The guide a message is for: a slash command switches it, and the rest of the text goes to it. */
function resolveTurn(request: ChatTurnRequest): { modeId: ModeId; text: string } {
  const command = parseSlashCommand(request.message);
  return { modeId: command?.modeId ?? request.modeId, text: command ? command.rest : request.message };
}

/**
 * The one batched read of a chat message, with the month's usage beside it (read-only: safe to
 * start before the session is confirmed).
 */
export async function loadChatTurnContext(
  memberId: string,
  request: ChatTurnRequest,
): Promise<ChatTurnContext> {
  const [context, monthUsage] = await Promise.all([
    loadChatContext({
      memberId,
      conversationId: request.conversationId ?? undefined,
      modeId: resolveTurn(request).modeId,
      historyLimit: HISTORY_LIMIT,
    }),
    readMonthUsage(memberId),
  ]);
  return { ...context, monthUsage };
}

export async function prepareChatTurn(
  memberId: string,
  request: ChatTurnRequest,
  dependencies: ChatTurnDependencies = {},
): Promise<PreparedChatTurn> {
  const requestStartedAt = dependencies.requestStartedAt ?? Date.now();
  const now = dependencies.now ?? (() => new Date());
  const { modeId, text } = resolveTurn(request);
  const [context, engine] = await Promise.all([
    dependencies.context ?? loadChatTurnContext(memberId, request),
    dependencies.engine ? Promise.resolve(dependencies.engine) : currentGuideEngine(),
  ]);
  if (!context.member) throw new AppError('UNAUTHENTICATED', 'Session expired. Please log in again.');
  if (request.conversationId && !context.conversation) {
    throw new AppError('NOT_FOUND', 'This conversation no longer exists. Start a new one from the menu.');
  }
  assertModeOpen(context.member.subscriptionTier, modeId);
  const isNewConversation = !context.conversation;
  const { reservedMonth } = await admitChatMessage({
    memberId,
    tier: context.member.subscriptionTier,
    isNewConversation,
    now: now(),
    ...(dependencies.fairUseLimits ? { fairUseLimits: dependencies.fairUseLimits } : {}),
  });
  const turn: AdmittedTurn = {
    memberId,
    message: request.message,
    text,
    modeId,
    conversationId: context.conversation?.id ?? ulid(),
    isNewConversation,
    reservedMonth,
    context,
    engine,
    resources: crisisResourcesFor(request.viewerCountry),
    now,
    requestStartedAt,
  };
  const usageBefore: UsageBefore = { tier: context.member.subscriptionTier, month: context.monthUsage };
  return {
    conversationId: turn.conversationId,
    modeId,
    run: (options = {}) => runChatTurn(turn, usageBefore, options),
  };
}

type TurnOutcome =
  | { kind: 'answered'; reply: AnsweredReply; saved: SavedTurn }
  /** The guide failed; the member's message is saved so a retry continues this conversation. */
  | { kind: 'message kept'; failure: GuideUnavailableError };

/** Decide the reply, the next memory, and persist the turn. Throws only when nothing was saved. */
async function answerAndSave(
  turn: AdmittedTurn,
  exchange: Exchange,
  options: RunOptions,
): Promise<TurnOutcome> {
  options.onStart?.({
    conversationId: turn.conversationId,
    modeId: turn.modeId,
    engine: engineOf(turn),
    userMessage: toChatMessage(exchange.userMessage),
  });
  const reply = await decideReply(replyTurnOf(turn, exchange), memberAudience(turn), options);
  if (reply.kind === 'guide unavailable') {
    await persistTurn(toPersist(turn, exchange), {}, memberConversationStore(turn, exchange));
    return { kind: 'message kept', failure: reply.failure };
  }
  // A member's audience may always call a model, so a guide, an introduction or the screen answers.
  if (!isAnswered(reply)) throw new Error('A member turn was left unanswered');
  const memory = await nextMemory(turn, exchange, reply);
  const saved = await persistTurn(
    toPersist(turn, exchange),
    { reply, memory },
    memberConversationStore(turn, exchange),
  );
  return { kind: 'answered', reply, saved };
}

function toPersist(turn: AdmittedTurn, exchange: Exchange): TurnToPersist {
  const { conversationId: _conversationId, ...personMessage } = exchange.userMessage;
  return {
    startedAt: exchange.startedAt,
    personMessage,
    personMessageSaved: exchange.reusedUserMessage,
    modeId: turn.modeId,
    engine: turn.engine,
    now: turn.now,
    counted: 'member',
  };
}

/** A member: their guide's persona and memory, the member's crisis reply, the disclosure when due. */
function memberAudience(turn: AdmittedTurn): Audience {
  return {
    counted: 'member',
    persona: personaFor(turn.modeId),
    crisisAudience: 'member',
    emergencyInstructions: null,
    memory: turn.context.memory ?? null,
    addressAs: '',
    disclosesWhenDue: true,
    historyWindow: HISTORY_LIMIT,
    mayCallModel: true,
  };
}

function engineOf(turn: AdmittedTurn): GuideEngineInfo {
  return { id: turn.engine.id, label: turn.engine.label };
}

/** The member's plan and the month's usage as the turn found them. */
interface UsageBefore {
  tier: Tier;
  month: MonthUsage;
}

async function runChatTurn(
  turn: AdmittedTurn,
  usageBefore: UsageBefore,
  options: RunOptions,
): Promise<ChatReply> {
  const exchange = openExchange(turn);
  const outcome = await answerAndSave(turn, exchange, options).catch(async (error: unknown) => {
    // Nothing was saved, so the new conversation never came to be: its allowance is given back
    // (again later, if storage is what failed). The turn's own error is what the member hears.
    if (turn.reservedMonth) await giveBackAllowance(turn.memberId, turn.reservedMonth);
    throw error;
  });
  if (outcome.kind === 'message kept') {
    throw new AppError(outcome.failure.code, outcome.failure.message, {
      conversationId: turn.conversationId,
    });
  }
  const { reply, saved } = outcome;
  return {
    conversationId: turn.conversationId,
    title: saved.conversation.title,
    modeId: turn.modeId,
    userMessage: toChatMessage(exchange.userMessage),
    message: saved.assistantMessage
      ? withResources(toChatMessage(saved.assistantMessage), turn.resources)
      : {
          id: '',
          role: 'assistant',
          content: '',
          modeId: turn.modeId,
          createdAt: exchange.startedAt,
          stopped: true,
        },
    safety: safetyOutcomeOf(reply, turn.resources),
    engine: engineOf(turn),
    conversation: conversationSummaryOf(saved.conversation),
    usage: usageAfterTurn({
      tier: usageBefore.tier,
      before: usageBefore.month,
      reservedMonth: turn.reservedMonth,
      now: turn.now(),
    }),
  };
}
