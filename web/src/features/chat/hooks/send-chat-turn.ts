import { mutate } from 'swr';
import type { ChatMessage } from '#shared/api/schemas/chat.ts';
import { getMode } from '#shared/domain/modes.ts';
import { toaster } from '#web/components/ui/toaster.tsx';
import { showAnsweredTurn } from '#web/features/chat/api/answered-turn-cache.ts';
import { GuideInterruptedError, streamChatMessage } from '#web/features/chat/api/chat-stream-api.ts';
import { messagesKey } from '#web/features/chat/api/conversations-api.ts';
import { isSessionExpiredError, upgradeRefusal } from '#web/features/chat/model/chat-errors.ts';
import {
  type ChatSessionEvent,
  type ChatSessionState,
  type LiveTurn,
  liveTurnOf,
} from '#web/features/chat/model/chat-turn.ts';
import { markdownToPlainText } from '#web/features/chat/model/plain-text.ts';
import { errorMessage, isApiError } from '#web/lib/api-client.ts';

/** One notice for the latest failed send; the next attempt takes it away. */
export const SEND_FAILURE_TOAST = 'chat-send-failure';

/** What a turn needs from the session around it. */
export interface TurnContext {
  /** The session as it is now (read after each await). */
  current: () => ChatSessionState;
  dispatch: (event: ChatSessionEvent) => void;
  /** Says a finished reply to screen readers. */
  announce: (text: string) => void;
  expire: () => void;
  onConversationsChanged: () => void;
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

/** The member pressed Stop: what the server had taken (and the reply so far) stays on screen. */
async function endStoppedTurn(context: TurnContext, turn: LiveTurn | null, startedIn: string | null) {
  if (!startedIn || !turn?.userMessage) {
    // Stopped before the server answered: it may still have kept the message.
    context.dispatch({ type: 'abandoned' });
    window.setTimeout(context.onConversationsChanged, 800);
    return false;
  }
  const partial = turn.reply.trim() ? stoppedReply(turn) : null;
  await appendMessages(startedIn, partial ? [turn.userMessage, partial] : [turn.userMessage]);
  context.dispatch({ type: 'stopped', partialReply: partial });
  context.announce('The reply was stopped.');
  // The server keeps the partial reply as the stream closes; the list catches up after.
  window.setTimeout(context.onConversationsChanged, 800);
  return true;
}

/** The guide failed after the reply began: the same text can be sent again where it was saved. */
async function endInterruptedTurn(
  context: TurnContext,
  caught: GuideInterruptedError,
  sent: { text: string; turn: LiveTurn | null; conversationId: string | null },
) {
  const { turn } = sent;
  const savedIn = caught.conversationId ?? null;
  if (savedIn && turn?.userMessage) await appendMessages(savedIn, [turn.userMessage]);
  context.dispatch({
    type: 'interrupted',
    failure: {
      text: sent.text,
      conversationId: savedIn ?? sent.conversationId,
      message: caught.message,
      saved: Boolean(savedIn && turn?.userMessage),
    },
  });
  toaster.create({ id: SEND_FAILURE_TOAST, type: 'error', title: 'Error', description: caught.message });
  if (savedIn) context.onConversationsChanged();
  return true;
}

/** Refused before the stream began: the plan's limit, fair use, a conversation gone, or an error. */
function endRefusedTurn(context: TurnContext, caught: unknown) {
  const refusal = upgradeRefusal(caught);
  if (refusal) {
    context.dispatch({ type: 'refused', refusal });
    return false;
  }
  const conversationGone = isApiError(caught) && caught.status === 404;
  context.dispatch({ type: 'not-sent', conversationGone });
  if (conversationGone) context.onConversationsChanged();
  // Fair use: the server's message says kindly when the member can go on.
  const slowDown = isApiError(caught) && caught.body?.code === 'RATE_LIMITED';
  toaster.create({
    id: SEND_FAILURE_TOAST,
    type: slowDown ? 'info' : 'error',
    title: slowDown ? 'A moment, please' : 'Error',
    description: errorMessage(caught, 'Failed to send message'),
  });
  return false;
}

/**
 * Sends one message and follows its turn to the end, telling the session each step. Resolves
 * true when the message was taken (the composer clears), false when the text should be given back.
 */
export async function sendChatTurn(
  context: TurnContext,
  message: string,
  targetId: string | null,
  signal: AbortSignal,
): Promise<boolean> {
  const { dispatch } = context;
  const { modeId } = context.current();
  // A new attempt makes the last failure's notice stale.
  toaster.dismiss(SEND_FAILURE_TOAST);
  dispatch({ type: 'send', text: message });
  let startedIn: string | null = null;
  try {
    const reply = await streamChatMessage(
      { message, modeId, ...(targetId ? { conversationId: targetId } : {}) },
      {
        onStart: (start) => {
          startedIn = start.conversationId;
          // A new conversation is saved when the reply ends: nothing to fetch until then.
          if (!targetId) void mutate(messagesKey(start.conversationId), [], { revalidate: false });
          dispatch({ type: 'started', start });
        },
        onToken: (text) => dispatch({ type: 'token', text }),
      },
      signal,
    );
    const answered = reply.message.id && reply.message.content ? [reply.message] : [];
    await appendMessages(reply.conversationId, [reply.userMessage, ...answered]);
    dispatch({ type: 'answered', reply });
    context.announce(`${getMode(reply.modeId).name}: ${markdownToPlainText(reply.message.content)}`);
    // The reply carries the list's row and the month's usage: nothing is fetched again.
    await showAnsweredTurn(reply);
    return true;
  } catch (caught) {
    const turn = liveTurnOf(context.current());
    if (signal.aborted) return await endStoppedTurn(context, turn, startedIn);
    if (isSessionExpiredError(caught)) {
      dispatch({ type: 'session-expired' });
      context.expire();
      return false;
    }
    if (caught instanceof GuideInterruptedError)
      return await endInterruptedTurn(context, caught, {
        text: message,
        turn,
        conversationId: startedIn ?? targetId,
      });
    return endRefusedTurn(context, caught);
  } finally {
    // Whatever happened, no turn is in flight any more.
    dispatch({ type: 'abandoned' });
  }
}
