import { type RefObject, useCallback, useRef, useState } from 'react';
import { mutate } from 'swr';
import type { ChatMessage, ConversationSummary, GuideEngineInfo } from '#shared/api/schemas/chat.ts';
import { DEFAULT_MODE, type ModeId } from '#shared/domain/modes.ts';
import { messagesKey, useConversationMessages } from '#web/features/chat/api/conversations-api.ts';
import type { UpgradeRefusal } from '#web/features/chat/model/chat-errors.ts';
import {
  type ChatSessionEvent,
  type ChatSessionState,
  chatSessionReducer,
  failureOf,
  initialChatSession,
  type LiveTurn,
  liveTurnOf,
  refusalOf,
  type TurnFailure,
} from '#web/features/chat/model/chat-turn.ts';
import { sendChatTurn } from './send-chat-turn';
import { useAnnouncement } from './use-announcement';
import { useSessionExpiry } from './use-session-expiry';

export type { LiveTurn, TurnFailure };

export interface ChatSession {
  conversationId: string | null;
  modeId: ModeId;
  /** The saved messages of the open conversation, oldest first. */
  messages: ChatMessage[];
  isLoadingMessages: boolean;
  messagesFailed: boolean;
  live: LiveTurn | null;
  failure: TurnFailure | null;
  refusal: UpgradeRefusal | null;
  /** The engine that answered last ('Offline guide' or a model name). */
  engine: GuideEngineInfo | null;
  /** Which engine wrote each reply received in this visit. */
  engineLabels: ReadonlyMap<string, string>;
  /** The latest finished reply as plain text, for the screen-reader announcement. */
  announcement: string;
  sessionExpired: boolean;
  /** Sends a message; false when it was not taken (the composer gives the text back). */
  send: (text: string) => Promise<boolean>;
  retry: () => void;
  stop: () => void;
  dismissRefusal: () => void;
  /** Opens a listed conversation, or one a link names (insights link to a message in it). */
  openConversation: (conversation: Pick<ConversationSummary, 'id' | 'modeId'>) => void;
  /** A fresh conversation, optionally with another guide (the mode menu). */
  startFresh: (modeId?: ModeId) => void;
  /** A conversation was deleted: leave it if it is open and forget its messages. */
  forgetConversation: (conversationId: string) => void;
}

/**
 * `chatSessionReducer`'s state, also readable at once through `current()`: a turn reads it after
 * each await (a second send must see the first one in flight before React renders).
 */
function useSessionState() {
  const stateRef = useRef<ChatSessionState>(initialChatSession(DEFAULT_MODE));
  const [state, setState] = useState(stateRef.current);
  const dispatch = useCallback((event: ChatSessionEvent) => {
    stateRef.current = chatSessionReducer(stateRef.current, event);
    setState(stateRef.current);
  }, []);
  const current = useCallback(() => stateRef.current, []);
  return { state, dispatch, current };
}

/**
 * Moving between conversations: each move stops a reply in progress first; a deleted conversation
 * is left if it is open, and its messages are forgotten.
 */
function useConversationMoves(
  dispatch: (event: ChatSessionEvent) => void,
  current: () => ChatSessionState,
  abortRef: RefObject<AbortController | null>,
) {
  const openConversation = useCallback(
    (conversation: Pick<ConversationSummary, 'id' | 'modeId'>) => {
      abortRef.current?.abort();
      dispatch({ type: 'conversation-opened', conversationId: conversation.id, modeId: conversation.modeId });
    },
    [abortRef, dispatch],
  );

  const startFresh = useCallback(
    (modeId?: ModeId) => {
      abortRef.current?.abort();
      dispatch({ type: 'fresh-started', modeId });
    },
    [abortRef, dispatch],
  );

  const forgetConversation = useCallback(
    (deletedId: string) => {
      if (deletedId === current().conversationId) startFresh();
      void mutate(messagesKey(deletedId), undefined, { revalidate: false });
    },
    [current, startFresh],
  );
  return { openConversation, startFresh, forgetConversation };
}

/**
 * The open conversation and the exchange in progress, as one state machine (`chatSessionReducer`).
 * Saved messages live in the SWR cache (kept current as replies finish); the streaming reply lives
 * in the turn until it is complete.
 */
export function useChatSession(onConversationsChanged: () => void): ChatSession {
  const { state, dispatch, current } = useSessionState();
  const { announcement, announce } = useAnnouncement();
  const abortRef = useRef<AbortController | null>(null);
  const { expired, expire } = useSessionExpiry();
  const live = liveTurnOf(state);
  const failure = failureOf(state);
  const { messages, isLoading, error } = useConversationMessages(state.conversationId, live !== null);

  const sendTo = useCallback(
    async (text: string, targetId: string | null): Promise<boolean> => {
      const message = text.trim();
      if (!message || liveTurnOf(current()) || expired) return false;
      const controller = new AbortController();
      abortRef.current = controller;
      const context = { current, dispatch, announce, expire, onConversationsChanged };
      try {
        return await sendChatTurn(context, message, targetId, controller.signal);
      } finally {
        abortRef.current = null;
      }
    },
    [announce, current, dispatch, expire, expired, onConversationsChanged],
  );

  const retry = useCallback(() => {
    if (!failure) return;
    dispatch({ type: 'failure-dismissed' });
    void sendTo(failure.text, failure.conversationId);
  }, [dispatch, failure, sendTo]);

  const send = useCallback(
    (text: string) => sendTo(text, state.conversationId),
    [sendTo, state.conversationId],
  );
  const stop = useCallback(() => abortRef.current?.abort(), []);
  const dismissRefusal = useCallback(() => dispatch({ type: 'refusal-dismissed' }), [dispatch]);

  const { openConversation, startFresh, forgetConversation } = useConversationMoves(
    dispatch,
    current,
    abortRef,
  );

  return {
    conversationId: state.conversationId,
    modeId: state.modeId,
    messages,
    isLoadingMessages: isLoading,
    messagesFailed: Boolean(error),
    live,
    failure,
    refusal: refusalOf(state),
    engine: state.engine,
    engineLabels: state.engineLabels,
    announcement,
    sessionExpired: expired,
    send,
    retry,
    stop,
    dismissRefusal,
    openConversation,
    startFresh,
    forgetConversation,
  };
}
