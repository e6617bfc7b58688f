import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { PortalChatReply, PortalMessage } from '#shared/api/schemas/portal.ts';
import { toaster } from '#web/components/ui/toaster.tsx';
import { PortalReplyError, streamPortalMessage } from '#web/features/portal/api/portal-api.ts';
import { sessionKeptByFailure } from '#web/features/portal/model/failed-send-session.ts';
import { errorMessage } from '#web/lib/api-client.ts';

export interface ShownMessage extends PortalMessage {
  /** The reply is still streaming in. */
  pending?: boolean;
}

export interface PortalChatOptions {
  endpoint: '/api/white-label/chat' | '/api/therapy/chat';
  /** What the endpoint needs besides the message and session (the subdomain and name of a visitor). */
  extraBody: Record<string, unknown>;
  /** Read once, when the chat mounts: give the component a new key to open another session. */
  initialSessionId?: string | null;
  initialMessages?: ShownMessage[];
  /** Told each time the session id is first known. */
  onSession?: (sessionId: string) => void;
}

export interface PortalChat {
  messages: ShownMessage[];
  sessionId: string | null;
  sending: boolean;
  /** Resolves false when the message was not sent (the draft should be kept). */
  send: (text: string) => Promise<boolean>;
}

let localId = 0;
const temporaryId = (prefix: string) => `${prefix}-${++localId}`;

/** The person's message and an empty reply to stream into, shown at once. */
function pendingExchange(clientId: string, replyId: string, message: string): ShownMessage[] {
  const now = new Date().toISOString();
  return [
    { id: clientId, role: 'client', content: message, timestamp: now },
    { id: replyId, role: 'assistant', content: '', timestamp: now, pending: true },
  ];
}

/** The finished reply as saved, with its safety grade and resources when the screen gave any. */
function savedReply(reply: PortalChatReply): ShownMessage {
  const { grade, resources } = reply.safety;
  return {
    id: reply.messageId,
    role: 'assistant',
    content: reply.response,
    timestamp: reply.timestamp,
    ...(grade !== 'none' ? { safetyGrade: grade } : {}),
    ...(grade !== 'none' && resources ? { resources } : {}),
  };
}

function showSendFailure(error: unknown): void {
  toaster.create({
    type: 'error',
    title: 'Message failed',
    description:
      error instanceof PortalReplyError ? error.message : errorMessage(error, 'Failed to send message'),
  });
}

/** The conversation's session id: told to the caller each time it is first known. */
function useSessionId(latest: RefObject<PortalChatOptions>) {
  const [sessionId, setSessionId] = useState<string | null>(latest.current.initialSessionId ?? null);
  const adopt = useCallback(
    (next: string) => {
      setSessionId(next);
      latest.current.onSession?.(next);
    },
    [latest],
  );
  return { sessionId, adopt };
}

/**
 * A portal conversation in the browser: the person's message shows at once, the reply streams in
 * beside it, the session id comes from the first reply and is reused. A failure removes both and
 * shows the 'Message failed' toast; the caller keeps the words in the input to send again. When the
 * server kept the failed message, its error names the session: that session is kept too, so the
 * message is not left where the person cannot see it and sending it again continues there.
 */
export function usePortalChat(options: PortalChatOptions): PortalChat {
  const [messages, setMessages] = useState<ShownMessage[]>(options.initialMessages ?? []);
  const [sending, setSending] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const { sessionId, adopt } = useSessionId(latest);
  useEffect(() => () => abort.current?.abort(), []);

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const message = text.trim();
      if (!message || sending) return false;
      const clientId = temporaryId('client');
      const replyId = temporaryId('reply');
      const replace = (change: (shown: ShownMessage) => ShownMessage) =>
        setMessages((current) => current.map(change));
      setMessages((current) => [...current, ...pendingExchange(clientId, replyId, message)]);
      setSending(true);
      const controller = new AbortController();
      abort.current = controller;
      try {
        const { endpoint, extraBody } = latest.current;
        const reply = await streamPortalMessage(
          endpoint,
          { ...extraBody, message, ...(sessionId ? { sessionId } : {}) },
          {
            onToken: (piece) =>
              replace((shown) =>
                shown.id === replyId ? { ...shown, content: shown.content + piece } : shown,
              ),
          },
          controller.signal,
        );
        replace((shown) => {
          if (shown.id === clientId) return reply.clientMessage;
          return shown.id === replyId ? savedReply(reply) : shown;
        });
        if (!sessionId) adopt(reply.sessionId);
        return true;
      } catch (error) {
        const keptIn = sessionKeptByFailure(error);
        if (keptIn && keptIn !== sessionId) adopt(keptIn);
        setMessages((current) => current.filter((shown) => shown.id !== clientId && shown.id !== replyId));
        if ((error as Error)?.name !== 'AbortError') showSendFailure(error);
        return false;
      } finally {
        setSending(false);
        abort.current = null;
      }
    },
    [adopt, sending, sessionId],
  );

  return { messages, sessionId, sending, send };
}
