import { useCallback, useRef, useState } from 'react';
import { GUEST_MESSAGE_LIMIT } from '#shared/domain/guest-start.ts';
import { toaster } from '#web/components/ui/toaster.tsx';
import { GuideInterruptedError } from '#web/features/chat/api/chat-stream-api.ts';
import { streamGuestMessage } from '#web/features/chat/api/guest-chat-api.ts';
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

/**
 * A guest conversation: kept in this tab's sessionStorage after every finished exchange, sent
 * along with each message (the server keeps nothing), and counted against the 10 free messages.
 */
export function useGuestChat(): GuestChat {
  const [messages, setMessages] = useState<GuestStoredMessage[]>(readGuestConversation);
  const [live, setLive] = useState<GuestLiveTurn | null>(null);
  const [refusal, setRefusal] = useState<GuestRefusal | null>(null);
  const [usedUpByServer, setUsedUpByServer] = useState(false);
  const [engineLabels, setEngineLabels] = useState<ReadonlyMap<string, string>>(new Map());
  const [announcement, setAnnouncement] = useState('');
  const liveRef = useRef<GuestLiveTurn | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const used = usedBy(messages);
  const usedUp = usedUpByServer || used >= GUEST_MESSAGE_LIMIT;

  const update = useCallback((next: GuestLiveTurn | null) => {
    liveRef.current = next;
    setLive(next);
  }, []);

  const keep = useCallback((added: GuestStoredMessage[]) => {
    setMessages((current) => {
      const next = [...current, ...added];
      saveGuestConversation(next);
      return next;
    });
  }, []);

  const announce = useCallback((text: string) => {
    setAnnouncement('');
    window.setTimeout(() => setAnnouncement(text), 60);
  }, []);

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const message = text.trim();
      if (!message || liveRef.current || usedUp) return false;
      setRefusal(null);
      toaster.dismiss(SEND_FAILURE_TOAST);
      const controller = new AbortController();
      abortRef.current = controller;
      update({ userText: message, reply: '', engineLabel: undefined });
      try {
        const reply = await streamGuestMessage(
          { message, history: guestTranscriptOf(messages) },
          {
            onStart: (start) =>
              update(liveRef.current && { ...liveRef.current, engineLabel: start.engine.label }),
            onToken: (token) =>
              update(liveRef.current && { ...liveRef.current, reply: liveRef.current.reply + token }),
          },
          controller.signal,
        );
        keep([reply.userMessage, { ...reply.message, proof: reply.replyProof }]);
        setEngineLabels((current) => new Map(current).set(reply.message.id, reply.engine.label));
        announce(`Mirror: ${markdownToPlainText(reply.message.content)}`);
        return true;
      } catch (caught) {
        const turn = liveRef.current as GuestLiveTurn | null;
        if (controller.signal.aborted || isAbortError(caught)) {
          // What had arrived is kept with the visitor's words; with nothing, the words go back.
          if (!turn?.reply.trim()) return false;
          const at = new Date().toISOString();
          keep([
            { id: `guest-user-${Date.now()}`, role: 'user', content: message, createdAt: at },
            {
              id: `guest-stopped-${Date.now()}`,
              role: 'assistant',
              content: turn.reply,
              createdAt: at,
              stopped: true,
            },
          ]);
          announce('The reply was stopped.');
          return true;
        }
        const code = isApiError(caught) ? caught.body?.code : undefined;
        if (code === 'QUOTA_EXCEEDED') {
          setUsedUpByServer(true);
          return false;
        }
        if (code === 'UPGRADE_REQUIRED') {
          setRefusal({ message: errorMessage(caught, 'As a guest you talk with Mirror.') });
          return false;
        }
        const slowDown = code === 'RATE_LIMITED';
        toaster.create({
          id: SEND_FAILURE_TOAST,
          type: slowDown ? 'info' : 'error',
          title: slowDown ? 'A moment, please' : 'Message failed',
          description:
            caught instanceof GuideInterruptedError
              ? caught.message
              : errorMessage(caught, 'Failed to send message'),
        });
        return false;
      } finally {
        abortRef.current = null;
        update(null);
      }
    },
    [announce, keep, messages, update, usedUp],
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
    dismissRefusal: () => setRefusal(null),
  };
}
