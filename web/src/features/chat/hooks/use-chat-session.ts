import { useCallback, useRef, useState } from 'react';
import { mutate } from 'swr';
import type { ChatMessage, ConversationSummary, GuideEngineInfo } from '#shared/api/schemas/chat.ts';
import { DEFAULT_MODE, getMode, type ModeId } from '#shared/domain/modes.ts';
import { toaster } from '#web/components/ui/toaster.tsx';
import { GuideInterruptedError, streamChatMessage } from '#web/features/chat/api/chat-stream-api.ts';
import { messagesKey, useConversationMessages } from '#web/features/chat/api/conversations-api.ts';
import {
  isSessionExpiredError,
  type UpgradeRefusal,
  upgradeRefusal,
} from '#web/features/chat/model/chat-errors.ts';
import { markdownToPlainText } from '#web/features/chat/model/plain-text.ts';
import { errorMessage, isApiError } from '#web/lib/api-client.ts';
import { useSessionExpiry } from './use-session-expiry';

/** One notice for the latest failed send; the next attempt takes it away. */
const SEND_FAILURE_TOAST = 'chat-send-failure';

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

async function appendMessages(conversationId: string, added: ChatMessage[]): Promise<void> {
  await mutate<ChatMessage[] | null>(
    messagesKey(conversationId),
    (current) => {
      const existing = current ?? [];
      return [...existing, ...added.filter((message) => !existing.some((known) => known.id === message.id))];
    },
    { revalidate: false },
  );
}

function stoppedReply(turn: LiveTurn): ChatMessage {
  return {
    id: `stopped-${Date.now()}`,
    role: 'assistant',
    content: turn.reply,
    modeId: turn.modeId,
    createdAt: new Date().toISOString(),
    stopped: true,
  };
}

/**
 * The open conversation and the exchange in progress. Saved messages live in the SWR cache (kept
 * current here as replies finish); the streaming reply lives in state until it is complete.
 */
export function useChatSession(onConversationsChanged: () => void): ChatSession {
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [modeId, setModeId] = useState<ModeId>(DEFAULT_MODE);
  const [live, setLiveState] = useState<LiveTurn | null>(null);
  const [failure, setFailure] = useState<TurnFailure | null>(null);
  const [refusal, setRefusal] = useState<UpgradeRefusal | null>(null);
  const [engine, setEngine] = useState<GuideEngineInfo | null>(null);
  const [engineLabels, setEngineLabels] = useState<ReadonlyMap<string, string>>(new Map());
  const [announcement, setAnnouncement] = useState('');
  const liveRef = useRef<LiveTurn | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const { expired, expire } = useSessionExpiry();
  const { messages, isLoading, error } = useConversationMessages(conversationId, live !== null);

  const setLive = useCallback((update: (current: LiveTurn | null) => LiveTurn | null) => {
    liveRef.current = update(liveRef.current);
    setLiveState(liveRef.current);
  }, []);

  const announce = useCallback((text: string) => {
    setAnnouncement('');
    window.setTimeout(() => setAnnouncement(text), 60);
  }, []);

  const rememberEngine = useCallback((messageId: string, label: string) => {
    setEngineLabels((current) => new Map(current).set(messageId, label));
  }, []);

  const sendTo = useCallback(
    async (text: string, targetId: string | null): Promise<boolean> => {
      const message = text.trim();
      if (!message || liveRef.current || expired) return false;
      setFailure(null);
      setRefusal(null);
      // A new attempt makes the last failure's notice stale.
      toaster.dismiss(SEND_FAILURE_TOAST);
      const controller = new AbortController();
      abortRef.current = controller;
      const progress: { conversationId: string | null } = { conversationId: null };
      setLive(() => ({
        userText: message,
        userMessage: null,
        reply: '',
        modeId,
        engine: null,
        status: 'sending',
      }));
      try {
        const reply = await streamChatMessage(
          { message, modeId, ...(targetId ? { conversationId: targetId } : {}) },
          {
            onStart: (start) => {
              progress.conversationId = start.conversationId;
              // A new conversation is saved when the reply ends: nothing to fetch until then.
              if (!targetId) void mutate(messagesKey(start.conversationId), [], { revalidate: false });
              setConversationId(start.conversationId);
              setModeId(start.modeId);
              setEngine(start.engine);
              setLive(
                (current) =>
                  current && {
                    ...current,
                    userMessage: start.userMessage,
                    modeId: start.modeId,
                    engine: start.engine,
                    status: 'streaming',
                  },
              );
            },
            onToken: (token) =>
              setLive(
                (current) => current && { ...current, reply: current.reply + token, status: 'streaming' },
              ),
          },
          controller.signal,
        );
        const answered = reply.message.id && reply.message.content ? [reply.message] : [];
        await appendMessages(reply.conversationId, [reply.userMessage, ...answered]);
        if (reply.message.id) rememberEngine(reply.message.id, reply.engine.label);
        setConversationId(reply.conversationId);
        setModeId(reply.modeId);
        setEngine(reply.engine);
        announce(`${getMode(reply.modeId).name}: ${markdownToPlainText(reply.message.content)}`);
        onConversationsChanged();
        return true;
      } catch (caught) {
        const turn = liveRef.current as LiveTurn | null;
        const startedIn = progress.conversationId;
        if (controller.signal.aborted) {
          if (!startedIn || !turn?.userMessage) {
            // Stopped before the server answered: it may still have kept the message.
            window.setTimeout(onConversationsChanged, 800);
            return false;
          }
          const partial = turn.reply.trim() ? [stoppedReply(turn)] : [];
          await appendMessages(startedIn, [turn.userMessage, ...partial]);
          if (partial[0] && turn.engine) rememberEngine(partial[0].id, turn.engine.label);
          announce('The reply was stopped.');
          // The server keeps the partial reply as the stream closes; the list catches up after.
          window.setTimeout(onConversationsChanged, 800);
          return true;
        }
        if (isSessionExpiredError(caught)) {
          expire();
          return false;
        }
        if (caught instanceof GuideInterruptedError) {
          const savedIn = caught.conversationId ?? null;
          if (savedIn && turn?.userMessage) await appendMessages(savedIn, [turn.userMessage]);
          setFailure({
            text: message,
            conversationId: savedIn ?? startedIn ?? targetId,
            message: caught.message,
            saved: Boolean(savedIn && turn?.userMessage),
          });
          toaster.create({
            id: SEND_FAILURE_TOAST,
            type: 'error',
            title: 'Error',
            description: caught.message,
          });
          if (savedIn) onConversationsChanged();
          return true;
        }
        const refused = upgradeRefusal(caught);
        if (refused) {
          setRefusal(refused);
          return false;
        }
        if (isApiError(caught) && caught.status === 404) {
          setConversationId(null);
          onConversationsChanged();
        }
        // Fair use: the server's message says kindly when the member can go on.
        const slowDown = isApiError(caught) && caught.body?.code === 'RATE_LIMITED';
        toaster.create({
          id: SEND_FAILURE_TOAST,
          type: slowDown ? 'info' : 'error',
          title: slowDown ? 'A moment, please' : 'Error',
          description: errorMessage(caught, 'Failed to send message'),
        });
        return false;
      } finally {
        abortRef.current = null;
        setLive(() => null);
      }
    },
    [announce, expire, expired, modeId, onConversationsChanged, rememberEngine, setLive],
  );

  const send = useCallback((text: string) => sendTo(text, conversationId), [conversationId, sendTo]);

  const retry = useCallback(() => {
    if (!failure) return;
    setFailure(null);
    void sendTo(failure.text, failure.conversationId);
  }, [failure, sendTo]);

  const stop = useCallback(() => abortRef.current?.abort(), []);

  const leaveConversation = useCallback(() => {
    abortRef.current?.abort();
    setFailure(null);
    setRefusal(null);
  }, []);

  const openConversation = useCallback(
    (conversation: Pick<ConversationSummary, 'id' | 'modeId'>) => {
      leaveConversation();
      setConversationId(conversation.id);
      setModeId(conversation.modeId);
    },
    [leaveConversation],
  );

  const startFresh = useCallback(
    (nextMode?: ModeId) => {
      leaveConversation();
      setConversationId(null);
      if (nextMode) setModeId(nextMode);
    },
    [leaveConversation],
  );

  const forgetConversation = useCallback(
    (deletedId: string) => {
      if (deletedId === conversationId) startFresh();
      void mutate(messagesKey(deletedId), undefined, { revalidate: false });
    },
    [conversationId, startFresh],
  );

  return {
    conversationId,
    modeId,
    messages,
    isLoadingMessages: isLoading,
    messagesFailed: Boolean(error),
    live,
    failure,
    refusal,
    engine,
    engineLabels,
    announcement,
    sessionExpired: expired,
    send,
    retry,
    stop,
    dismissRefusal: () => setRefusal(null),
    openConversation,
    startFresh,
    forgetConversation,
  };
}
