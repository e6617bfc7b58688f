import type { ChatMessage, ChatReply, ChatStreamStart, GuideEngineInfo } from '#shared/api/schemas/chat.ts';
import type { ModeId } from '#shared/domain/modes.ts';
import { replacesReply, type SafetyGrade } from '#shared/domain/safety-grades.ts';
import type { UpgradeRefusal } from './chat-errors';

/** The exchange in progress: the member's words and the reply as it streams in. */
export interface LiveTurn {
  userText: string;
  /** The saved message, once the server has taken it (the stream's `start`). */
  userMessage: ChatMessage | null;
  reply: string;
  modeId: ModeId;
  engine: GuideEngineInfo | null;
  status: 'sending' | 'streaming';
}

/** The guide failed mid-way; the same text can be sent again in the same conversation. */
export interface TurnFailure {
  text: string;
  conversationId: string | null;
  message: string;
  /** Whether the server kept the member's message (it is then among the saved messages). */
  saved: boolean;
}

/**
 * One turn, from the member's send to its end:
 * idle → sending (until the server takes the message) → streaming (the reply grows) → done, or
 * failed from sending or streaming. A finished turn says who answered: the guide, or the safety
 * screen in its place (a check-in or the crisis reply).
 */
export type TurnState =
  | { phase: 'idle' }
  | { phase: 'sending'; live: LiveTurn }
  | { phase: 'streaming'; live: LiveTurn }
  | { phase: 'done'; ending: 'answered'; safetyGrade: SafetyGrade; answeredBy: 'guide' | 'safety-screen' }
  | { phase: 'done'; ending: 'stopped' }
  | { phase: 'failed'; reason: 'interrupted'; failure: TurnFailure }
  | { phase: 'failed'; reason: 'refused'; refusal: UpgradeRefusal }
  | { phase: 'failed'; reason: 'not-sent' | 'session-expired' };

export interface ChatSessionState {
  conversationId: string | null;
  modeId: ModeId;
  /** The engine that answered last ('Offline guide' or a model name). */
  engine: GuideEngineInfo | null;
  /** Which engine wrote each reply received in this visit. */
  engineLabels: ReadonlyMap<string, string>;
  turn: TurnState;
}

export type ChatSessionEvent =
  | { type: 'send'; text: string }
  | { type: 'started'; start: ChatStreamStart }
  | { type: 'token'; text: string }
  | { type: 'answered'; reply: ChatReply }
  | { type: 'stopped'; partialReply: ChatMessage | null }
  /** Stopped before the server answered; or the request ended some other way mid-turn. */
  | { type: 'abandoned' }
  | { type: 'interrupted'; failure: TurnFailure }
  | { type: 'refused'; refusal: UpgradeRefusal }
  | { type: 'session-expired' }
  | { type: 'not-sent'; conversationGone: boolean }
  | { type: 'refusal-dismissed' }
  | { type: 'failure-dismissed' }
  | { type: 'conversation-opened'; conversationId: string; modeId: ModeId }
  | { type: 'fresh-started'; modeId: ModeId | undefined };

export function initialChatSession(modeId: ModeId): ChatSessionState {
  return { conversationId: null, modeId, engine: null, engineLabels: new Map(), turn: { phase: 'idle' } };
}

/** The turn in flight, if any. */
export function liveTurnOf(state: ChatSessionState): LiveTurn | null {
  return state.turn.phase === 'sending' || state.turn.phase === 'streaming' ? state.turn.live : null;
}

export function failureOf(state: ChatSessionState): TurnFailure | null {
  return state.turn.phase === 'failed' && state.turn.reason === 'interrupted' ? state.turn.failure : null;
}

export function refusalOf(state: ChatSessionState): UpgradeRefusal | null {
  return state.turn.phase === 'failed' && state.turn.reason === 'refused' ? state.turn.refusal : null;
}

function withEngineLabel(
  labels: ReadonlyMap<string, string>,
  messageId: string | undefined,
  label: string | undefined,
): ReadonlyMap<string, string> {
  return messageId && label ? new Map(labels).set(messageId, label) : labels;
}

/** Events of the turn in flight; each is ignored when no turn is in flight. */
function liveTurnEvent(state: ChatSessionState, event: ChatSessionEvent, live: LiveTurn): ChatSessionState {
  switch (event.type) {
    case 'started': {
      const { conversationId, modeId, engine, userMessage } = event.start;
      const streaming = { ...live, userMessage, modeId, engine, status: 'streaming' as const };
      return { ...state, conversationId, modeId, engine, turn: { phase: 'streaming', live: streaming } };
    }
    case 'token':
      return {
        ...state,
        turn: { phase: 'streaming', live: { ...live, reply: live.reply + event.text, status: 'streaming' } },
      };
    case 'answered': {
      const { reply } = event;
      const safetyGrade = reply.message.safetyGrade ?? 'none';
      return {
        ...state,
        conversationId: reply.conversationId,
        modeId: reply.modeId,
        engine: reply.engine,
        engineLabels: withEngineLabel(state.engineLabels, reply.message.id, reply.engine.label),
        turn: {
          phase: 'done',
          ending: 'answered',
          safetyGrade,
          answeredBy: replacesReply(safetyGrade) ? 'safety-screen' : 'guide',
        },
      };
    }
    case 'stopped':
      return {
        ...state,
        engineLabels: withEngineLabel(state.engineLabels, event.partialReply?.id, live.engine?.label),
        turn: { phase: 'done', ending: 'stopped' },
      };
    case 'abandoned':
      return { ...state, turn: { phase: 'idle' } };
    case 'interrupted':
      return { ...state, turn: { phase: 'failed', reason: 'interrupted', failure: event.failure } };
    case 'refused':
      return { ...state, turn: { phase: 'failed', reason: 'refused', refusal: event.refusal } };
    case 'session-expired':
      return { ...state, turn: { phase: 'failed', reason: 'session-expired' } };
    case 'not-sent':
      return {
        ...state,
        conversationId: event.conversationGone ? null : state.conversationId,
        turn: { phase: 'failed', reason: 'not-sent' },
      };
    default:
      return state;
  }
}

/** Leaving a conversation forgets a failure or refusal shown in it; a turn in flight ends on its own. */
function leftTurn(turn: TurnState): TurnState {
  return turn.phase === 'failed' ? { phase: 'idle' } : turn;
}

/** The chat session's one state machine: every change to the open conversation and its turn. */
export function chatSessionReducer(state: ChatSessionState, event: ChatSessionEvent): ChatSessionState {
  const live = liveTurnOf(state);
  switch (event.type) {
    case 'send':
      if (live) return state;
      return {
        ...state,
        turn: {
          phase: 'sending',
          live: {
            userText: event.text,
            userMessage: null,
            reply: '',
            modeId: state.modeId,
            engine: null,
            status: 'sending',
          },
        },
      };
    case 'refusal-dismissed':
      return refusalOf(state) ? { ...state, turn: { phase: 'idle' } } : state;
    case 'failure-dismissed':
      return failureOf(state) ? { ...state, turn: { phase: 'idle' } } : state;
    case 'conversation-opened':
      return {
        ...state,
        conversationId: event.conversationId,
        modeId: event.modeId,
        turn: leftTurn(state.turn),
      };
    case 'fresh-started':
      return {
        ...state,
        conversationId: null,
        modeId: event.modeId ?? state.modeId,
        turn: leftTurn(state.turn),
      };
    default:
      return live ? liveTurnEvent(state, event, live) : state;
  }
}
