import { useCallback, useMemo, useRef, useState } from 'react';
import { GUEST_MESSAGE_LIMIT } from '#shared/domain/guest-start.ts';
import { toaster } from '#web/components/ui/toaster.tsx';
import { GuideInterruptedError } from '#web/features/chat/api/chat-stream-api.ts';
import { type GuestStreamHandlers, streamGuestMessage } from '#web/features/chat/api/guest-chat-api.ts';
import { useAnnouncement } from '#web/features/chat/hooks/use-announcement.ts';
import { isAbortError } from '#web/features/chat/model/chat-errors.ts';
import { markdownToPlainText } from '#web/features/chat/model/plain-text.ts';
import { errorMessage, isApiError } from '#web/lib/api-client.ts';
import {
  type GuestStoredMessage,
  guestTranscriptOf,
  readGuestConversation,
  saveGuestConversation,
} from '#web/lib/guest-conversation.ts';

/** One notice for the latest failed send; the next attempt takes it away. */
const SEND_FAILURE_TOAST = 'guest-send-failure';

/** The exchange in progress: the visitor's words and Mirror's reply as it streams in. */
export interface GuestLiveTurn {
  userText: string;
  reply: string;
  engineLabel: string | undefined;
}

/** Something only an account opens (another guide), in the server's words. */
export interface GuestRefusal {
  message: string;
}

export interface GuestChat {
  /** Finished exchanges, oldest first, as this tab keeps them. */
  messages: GuestStoredMessage[];
  live: GuestLiveTurn | null;
  /** The visitor's messages so far, and the most a guest conversation holds. */
  used: number;
  limit: number;
  usedUp: boolean;
  refusal: GuestRefusal | null;
  /** Which engine wrote each reply received on this page. */
  engineLabels: ReadonlyMap<string, string>;
  /** The latest finished reply as plain text, for the screen-reader announcement. */
  announcement: string;
  /** Sends a message; false when it was not taken (the composer gives the text back). */
  send: (text: string) => Promise<boolean>;
  stop: () => void;
  dismissRefusal: () => void;
}

function usedBy(messages: readonly GuestStoredMessage[]): number {
  return messages.filter((message) => message.role === 'user').length;
}

/** The visitor's words and the part of Mirror's reply that arrived before they stopped it. */
function stoppedExchange(message: string, arrived: string): GuestStoredMessage[] {
  const at = new Date().toISOString();
  return [
    { id: `guest-user-${Date.now()}`, role: 'user', content: message, createdAt: at },
    { id: `guest-stopped-${Date.now()}`, role: 'assistant', content: arrived, createdAt: at, stopped: true },
  ];
}

/** What a failed send means for the visitor (a stop aside): used up, refused, or a notice. */
type SendFailure =
  | { kind: 'used-up' }
  | { kind: 'refused'; message: string }
  | { kind: 'notice'; slowDown: boolean; description: string };

function sendFailureOf(caught: unknown): SendFailure {
  const code = isApiError(caught) ? caught.body?.code : undefined;
  if (code === 'QUOTA_EXCEEDED') return { kind: 'used-up' };
  if (code === 'UPGRADE_REQUIRED')
    return { kind: 'refused', message: errorMessage(caught, 'As a guest you talk with Mirror.') };
  return {
    kind: 'notice',
    slowDown: code === 'RATE_LIMITED',
    description:
      caught instanceof GuideInterruptedError
        ? caught.message
        : errorMessage(caught, 'Failed to send message'),
  };
}

function showSendFailure({ slowDown, description }: { slowDown: boolean; description: string }): void {
  toaster.create({
    id: SEND_FAILURE_TOAST,
    type: slowDown ? 'info' : 'error',
    title: slowDown ? 'A moment, please' : 'Message failed',
    description,
  });
}

/** The exchange in progress, readable at once by the streaming callbacks (`ref`) and drawn from state. */
function useLiveTurn() {
  const [live, setLive] = useState<GuestLiveTurn | null>(null);
  const ref = useRef<GuestLiveTurn | null>(null);
  const update = useCallback((next: GuestLiveTurn | null) => {
    ref.current = next;
    setLive(next);
  }, []);
  const streamHandlers: GuestStreamHandlers = useMemo(
    () => ({
      onStart: (start) => update(ref.current && { ...ref.current, engineLabel: start.engine.label }),
      onToken: (token) => update(ref.current && { ...ref.current, reply: ref.current.reply + token }),
    }),
    [update],
  );
  return { live, ref, update, streamHandlers };
}

/** The finished exchanges, saved to this tab's sessionStorage as each is added. */
function useKeptConversation() {
  const [messages, setMessages] = useState<GuestStoredMessage[]>(readGuestConversation);
  const keep = useCallback((added: GuestStoredMessage[]) => {
    setMessages((current) => {
      const next = [...current, ...added];
      saveGuestConversation(next);
      return next;
    });
  }, []);
  return { messages, keep };
}

/** What the server refused: another guide (only an account opens it), or more messages than a guest has. */
function useServerRefusals() {
  const [refusal, setRefusal] = useState<GuestRefusal | null>(null);
  const [usedUpByServer, setUsedUpByServer] = useState(false);
  const reportFailure = useCallback((caught: unknown) => {
    const failure = sendFailureOf(caught);
    if (failure.kind === 'used-up') setUsedUpByServer(true);
    else if (failure.kind === 'refused') setRefusal({ message: failure.message });
    else showSendFailure(failure);
  }, []);
  const dismissRefusal = useCallback(() => setRefusal(null), []);
  return { refusal, dismissRefusal, usedUpByServer, reportFailure };
}

/**
 * A guest conversation: kept in this tab's sessionStorage after every finished exchange, sent
 * along with each message (the server keeps nothing), and counted against the 10 free messages.
 */
export function useGuestChat(): GuestChat {
  const { messages, keep } = useKeptConversation();
  const { live, ref: liveRef, update, streamHandlers } = useLiveTurn();
  const { announcement, announce } = useAnnouncement();
  const { refusal, dismissRefusal, usedUpByServer, reportFailure } = useServerRefusals();
  const [engineLabels, setEngineLabels] = useState<ReadonlyMap<string, string>>(new Map());
  const abortRef = useRef<AbortController | null>(null);
  const used = usedBy(messages);
  const usedUp = usedUpByServer || used >= GUEST_MESSAGE_LIMIT;

  /** A send that did not finish: what a stop kept, or what the failure means. True when the words were kept. */
  const settleUnfinished = useCallback(
    (caught: unknown, stopped: boolean, message: string): boolean => {
      if (stopped) {
        // What had arrived is kept with the visitor's words; with nothing, the words go back.
        const arrived = liveRef.current?.reply ?? '';
        if (!arrived.trim()) return false;
        keep(stoppedExchange(message, arrived));
        announce('The reply was stopped.');
        return true;
      }
      reportFailure(caught);
      return false;
    },
    [announce, keep, liveRef, reportFailure],
  );

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const message = text.trim();
      if (!message || liveRef.current || usedUp) return false;
      dismissRefusal();
      toaster.dismiss(SEND_FAILURE_TOAST);
      const controller = new AbortController();
      abortRef.current = controller;
      update({ userText: message, reply: '', engineLabel: undefined });
      try {
        const history = guestTranscriptOf(messages);
        const reply = await streamGuestMessage({ message, history }, streamHandlers, controller.signal);
        keep([reply.userMessage, { ...reply.message, proof: reply.replyProof }]);
        setEngineLabels((current) => new Map(current).set(reply.message.id, reply.engine.label));
        announce(`Mirror: ${markdownToPlainText(reply.message.content)}`);
        return true;
      } catch (caught) {
        return settleUnfinished(caught, controller.signal.aborted || isAbortError(caught), message);
      } finally {
        abortRef.current = null;
        update(null);
      }
    },
    [announce, dismissRefusal, keep, liveRef, messages, settleUnfinished, streamHandlers, update, usedUp],
  );

  const stop = useCallback(() => abortRef.current?.abort(), []);

  return {
    messages,
    live,
    used,
    limit: GUEST_MESSAGE_LIMIT,
    usedUp,
    refusal,
    engineLabels,
    announcement,
    send,
    stop,
    dismissRefusal,
  };
}
