import { ulid } from 'ulid';
import type {
  ConversationRecord,
  MessageRecord,
  SafetyEventRecord,
} from '#functions/core/db/repositories/chat-items.ts';
import {
  type ChatContext,
  ConversationGoneError,
  loadChatContext,
  QuotaReachedError,
  saveChatTurn,
} from '#functions/core/db/repositories/chat-turn-repository.ts';
import {
  buildPrompt,
  type ChatTurn,
  estimateTokens,
  type GuideEngine,
  type GuideMemory,
  isGuideUnavailableError,
  OPENAI_GUIDE_DEFAULTS,
  personaFor,
  summariseMemoryWithModel,
  updateMemoryOffline,
} from '#functions/core/guides/index.ts';
import {
  AI_DISCLOSURE,
  checkRiskWithModel,
  crisisReply,
  needsAiDisclosure,
  SAFETY_POLICY,
  type SafetyScreen,
  screenMessage,
} from '#functions/core/safety/index.ts';
import type { ChatMessage, ChatReply, ChatStreamStart, GuideEngineInfo } from '#shared/api/schemas/chat.ts';
import { getMode, type ModeId } from '#shared/domain/modes.ts';
import { AppError } from '#shared/errors.ts';
import { assertModeOpen, monthlyConversationLimit, quotaReached, usageMonth } from './chat-access';
import { titleFromFirstMessage } from './conversation-title';
import { currentGuideEngine } from './guide-engine';
import { parseSlashCommand } from './slash-commands';

/**
 * One member message, in two steps. `prepareChatTurn` does everything that can refuse the message
 * (one batched read, then the tier and quota rules), so a refusal is a plain 4xx before any reply
 * streams. `run` screens for risk, asks the guide (or answers with crisis resources), updates the
 * mode's memory and saves the exchange in one transaction.
 */
export interface ChatTurnRequest {
  message: string;
  conversationId?: string | null | undefined;
  modeId: ModeId;
}

export interface ChatTurnDependencies {
  engine?: GuideEngine;
  now?: () => Date;
  /** The turn's context, already loaded by `loadChatTurnContext` (the handler reads it ahead). */
  context?: ChatContext;
}

export interface RunOptions {
  signal?: AbortSignal;
  onStart?: (start: ChatStreamStart) => void;
  onToken?: (text: string) => void;
}

export interface PreparedChatTurn {
  conversationId: string;
  modeId: ModeId;
  run(options?: RunOptions): Promise<ChatReply>;
}

/** Replies Mirrorwell writes itself, without a guide engine. */
const SAFETY_REPLY_ENGINE: GuideEngineInfo = { id: 'safety', label: 'Safety resources' };
const INTRODUCTION_ENGINE: GuideEngineInfo = { id: 'offline', label: 'Mirrorwell' };

/** How many recent messages are read for the prompt; the prompt budget decides how many are sent. */
const HISTORY_LIMIT = 40;
/** The least time a reply gets, however long the risk check took (it is capped at 4 s). */
const MIN_REPLY_DEADLINE_MS = 20_000;
/** With a model configured, it refines the guide's memory every few exchanges. */
const MODEL_SUMMARY_EVERY = 6;

function toChatMessage(record: MessageRecord): ChatMessage {
  const { conversationId: _c, tokens: _t, ...message } = record;
  return message;
}

function asPromptTurn(record: MessageRecord): ChatTurn {
  const content =
    record.role === 'user' ? (parseSlashCommand(record.content)?.rest ?? record.content) : record.content;
  return { id: record.id, role: record.role, content, modeId: record.modeId, createdAt: record.createdAt };
}

function introduction(modeId: ModeId): string {
  const mode = getMode(modeId);
  return `You're now talking with **${mode.name}**. ${mode.description}\n\nWhat would you like to bring to this guide?`;
}

/** The guide a message is for: a slash command switches it, and the rest of the text goes to it. */
function resolveTurn(request: ChatTurnRequest): { modeId: ModeId; text: string } {
  const command = parseSlashCommand(request.message);
  return { modeId: command?.modeId ?? request.modeId, text: command ? command.rest : request.message };
}

/** The one batched read of a chat message (read-only: safe to start before the session is confirmed). */
export function loadChatTurnContext(
  memberId: string,
  request: ChatTurnRequest,
  now = new Date(),
): Promise<ChatContext> {
  return loadChatContext({
    memberId,
    conversationId: request.conversationId ?? undefined,
    modeId: resolveTurn(request).modeId,
    month: usageMonth(now),
    historyLimit: HISTORY_LIMIT,
  });
}

export async function prepareChatTurn(
  memberId: string,
  request: ChatTurnRequest,
  dependencies: ChatTurnDependencies = {},
): Promise<PreparedChatTurn> {
  const now = dependencies.now ?? (() => new Date());
  const { modeId, text } = resolveTurn(request);
  const [context, engine] = await Promise.all([
    dependencies.context ?? loadChatTurnContext(memberId, request, now()),
    dependencies.engine ? Promise.resolve(dependencies.engine) : currentGuideEngine(),
  ]);
  const month = context.usage.month;
  if (!context.member) throw new AppError('UNAUTHENTICATED', 'Session expired. Please log in again.');
  if (request.conversationId && !context.conversation) {
    throw new AppError('NOT_FOUND', 'This conversation no longer exists. Start a new one from the menu.');
  }
  const tier = context.member.subscriptionTier;
  assertModeOpen(tier, modeId);
  const limit = monthlyConversationLimit(tier);
  const isNewConversation = !context.conversation;
  if (isNewConversation && limit !== null && context.usage.conversationsUsed >= limit)
    throw quotaReached(tier, limit);

  const conversationId = context.conversation?.id ?? ulid();
  return {
    conversationId,
    modeId,
    run: (options = {}) =>
      runChatTurn({
        memberId,
        request,
        text,
        modeId,
        month,
        limit,
        tier,
        context,
        engine,
        conversationId,
        isNewConversation,
        now,
        options,
      }),
  };
}

interface TurnState {
  memberId: string;
  request: ChatTurnRequest;
  text: string;
  modeId: ModeId;
  month: string;
  limit: number | null;
  tier: Parameters<typeof quotaReached>[0];
  context: ChatContext;
  engine: GuideEngine;
  conversationId: string;
  isNewConversation: boolean;
  now: () => Date;
  options: RunOptions;
}

/**
 * The word rules first; when they find nothing and a model is configured, the model's own reading
 * (model-risk-check.ts), still before the guide is asked anything.
 */
async function screenForRisk(text: string, engine: GuideEngine, signal?: AbortSignal): Promise<SafetyScreen> {
  const byRules = screenMessage(text);
  if (byRules.matched || !engine.complete) return byRules;
  const complete = engine.complete.bind(engine);
  const byModel = await checkRiskWithModel({ complete }, text, signal ? { signal } : {});
  return byModel ?? byRules;
}

async function runChatTurn(state: TurnState): Promise<ChatReply> {
  const { memberId, text, modeId, context, engine, conversationId, options } = state;
  const engineInfo: GuideEngineInfo = { id: engine.id, label: engine.label };
  const startedAt = state.now().toISOString();
  // A retry after the guide failed: the member's message is already saved, so it is reused.
  const last = context.history[context.history.length - 1];
  const retried = last?.role === 'user' && last.content === state.request.message ? last : undefined;
  const earlier = retried ? context.history.slice(0, -1) : context.history;
  const userMessage: MessageRecord = retried ?? {
    id: ulid(),
    conversationId,
    role: 'user',
    content: state.request.message,
    modeId,
    createdAt: startedAt,
    tokens: estimateTokens(state.request.message),
  };
  const newMessages = (assistant?: MessageRecord) => [
    ...(retried ? [] : [userMessage]),
    ...(assistant ? [assistant] : []),
  ];
  options.onStart?.({ conversationId, modeId, engine: engineInfo, userMessage: toChatMessage(userMessage) });

  const conversation: ConversationRecord = context.conversation
    ? { ...context.conversation }
    : {
        id: conversationId,
        memberId,
        title: titleFromFirstMessage(text, modeId),
        modeId,
        messageCount: 0,
        createdAt: startedAt,
        updatedAt: startedAt,
      };
  const save = async (messages: MessageRecord[], memory?: GuideMemory, safetyEvent?: SafetyEventRecord) => {
    const updated: ConversationRecord = {
      ...conversation,
      modeId,
      updatedAt: messages[messages.length - 1]?.createdAt ?? startedAt,
      messageCount: conversation.messageCount + messages.length,
    };
    try {
      await saveChatTurn({
        memberId,
        conversation: updated,
        isNewConversation: state.isNewConversation,
        ...(state.isNewConversation ? { allowance: { month: state.month, limit: state.limit } } : {}),
        messages,
        ...(memory ? { memory } : {}),
        ...(safetyEvent ? { safetyEvent } : {}),
      });
    } catch (error) {
      if (error instanceof QuotaReachedError) throw quotaReached(state.tier, state.limit ?? 0);
      if (error instanceof ConversationGoneError) {
        throw new AppError('NOT_FOUND', 'This conversation was deleted while the guide was answering.');
      }
      throw error;
    }
    return updated;
  };

  const checkStartedAt = Date.now();
  const screen = text ? await screenForRisk(text, engine, options.signal) : undefined;
  // The risk check's time comes out of the reply's, so both end inside API Gateway's 29 s.
  const replyDeadlineMs = Math.max(
    MIN_REPLY_DEADLINE_MS,
    OPENAI_GUIDE_DEFAULTS.deadlineMs - (Date.now() - checkStartedAt),
  );
  const disclose = needsAiDisclosure({
    conversationStartedAt: conversation.createdAt,
    lastDisclosureAt: conversation.lastDisclosureAt ?? null,
    now: state.now(),
  });
  let reply = '';
  const emit = (chunk: string) => {
    reply += chunk;
    options.onToken?.(chunk);
  };
  let stopped = false;
  let safetyEvent: SafetyEventRecord | undefined;
  let writtenBy: GuideEngineInfo = engineInfo;

  if (screen?.matched) {
    // Risk: no model call. A calm reply with crisis resources, and the event recorded (not the text).
    emit(crisisReply({ screen, audience: 'member' }));
    writtenBy = SAFETY_REPLY_ENGINE;
    safetyEvent = {
      id: ulid(),
      conversationId,
      level: screen.level,
      categories: [...screen.categories],
      reason: screen.reason,
      createdAt: startedAt,
    };
  } else {
    if (disclose) emit(`${AI_DISCLOSURE}\n\n`);
    if (!text) {
      emit(introduction(modeId));
      writtenBy = INTRODUCTION_ENGINE;
    } else {
      const prompt = buildPrompt({
        safetyPolicy: SAFETY_POLICY,
        persona: personaFor(modeId),
        memory: context.memory ?? null,
        history: [...earlier.map(asPromptTurn), { ...asPromptTurn(userMessage), content: text }],
      });
      try {
        for await (const chunk of engine.streamReply({
          modeId,
          messages: prompt.messages,
          memory: context.memory ?? null,
          latestUserMessage: text,
          deadlineMs: replyDeadlineMs,
          ...(options.signal ? { signal: options.signal } : {}),
        })) {
          emit(chunk);
        }
      } catch (error) {
        if (!isGuideUnavailableError(error)) throw error;
        // The member's message is kept, so a retry continues this conversation without counting again.
        if (!retried) await save(newMessages());
        throw new AppError(error.code, error.message, { conversationId });
      }
      stopped = options.signal?.aborted ?? false;
    }
  }
  if (disclose || screen?.matched) conversation.lastDisclosureAt = startedAt;

  let memory: GuideMemory | undefined;
  if (text && !screen?.matched) {
    memory = updateMemoryOffline(context.memory ?? null, {
      modeId,
      userMessage: text,
      userMessageId: userMessage.id,
      now: startedAt,
    });
    if (engine.id === 'openai' && memory.exchanges % MODEL_SUMMARY_EVERY === 0 && !stopped) {
      const recent = [...earlier.map(asPromptTurn), { ...asPromptTurn(userMessage), content: text }];
      memory = await summariseMemoryWithModel(engine, memory, recent.slice(-12), {
        safetyPolicy: SAFETY_POLICY,
        now: startedAt,
      });
    }
  }

  const repliedAt = new Date(Math.max(state.now().getTime(), Date.parse(startedAt) + 1)).toISOString();
  const assistantMessage: MessageRecord | undefined = reply.trim()
    ? {
        id: ulid(),
        conversationId,
        role: 'assistant',
        content: reply,
        modeId,
        createdAt: repliedAt,
        tokens: estimateTokens(reply),
        ...(stopped ? { stopped: true } : {}),
        ...(safetyEvent ? { safetyReply: true } : {}),
        engine: writtenBy,
      }
    : undefined;
  const saved = await save(
    assistantMessage ? [userMessage, assistantMessage] : [userMessage],
    memory,
    safetyEvent,
  );

  return {
    conversationId,
    title: saved.title,
    modeId,
    userMessage: toChatMessage(userMessage),
    message: assistantMessage
      ? toChatMessage(assistantMessage)
      : { id: '', role: 'assistant', content: '', modeId, createdAt: repliedAt, stopped: true },
    safety: { flagged: Boolean(screen?.matched), level: screen?.level ?? 'none' },
    engine: engineInfo,
  };
}
