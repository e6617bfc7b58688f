import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, ChatReply, ChatStreamStart } from '#shared/api/schemas/chat.ts';
import { GuideInterruptedError } from '#web/features/chat/api/chat-stream-api.ts';
import {
  type ChatSessionEvent,
  type ChatSessionState,
  chatSessionReducer,
  failureOf,
  initialChatSession,
  liveTurnOf,
  refusalOf,
} from '#web/features/chat/model/chat-turn.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { sendChatTurn } from './send-chat-turn';

const stream = vi.hoisted(() => ({ run: vi.fn() }));
const toasts = vi.hoisted(() => ({ create: vi.fn(), dismiss: vi.fn() }));
vi.mock('#web/features/chat/api/chat-stream-api.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  streamChatMessage: stream.run,
}));
vi.mock('#web/components/ui/toaster.tsx', () => ({ toaster: toasts }));
vi.mock('swr', () => ({ mutate: vi.fn(async () => undefined) }));
const answered = vi.hoisted(() => ({ show: vi.fn(async () => undefined) }));
vi.mock('#web/features/chat/api/answered-turn-cache.ts', () => ({ showAnsweredTurn: answered.show }));

const offline = { id: 'offline', label: 'Offline guide' } as const;
const userMessage = {
  id: 'u1',
  role: 'user',
  content: 'hello',
  modeId: 'mirror',
  createdAt: '',
} as ChatMessage;
const start: ChatStreamStart = { conversationId: 'c1', modeId: 'mirror', engine: offline, userMessage };
const reply = {
  conversationId: 'c1',
  title: 'Hello',
  modeId: 'mirror',
  message: { id: 'a1', role: 'assistant', content: 'Hello there', modeId: 'mirror', createdAt: '' },
  userMessage,
  safety: { flagged: false, level: 'none', grade: 'none' },
  engine: offline,
} as ChatReply;

type Handlers = { onStart: (start: ChatStreamStart) => void; onToken: (text: string) => void };

/** A session driven by the real reducer, recording every event the turn sends. */
function harness() {
  let state: ChatSessionState = initialChatSession('mirror');
  const events: ChatSessionEvent['type'][] = [];
  const context = {
    current: () => state,
    dispatch: (event: ChatSessionEvent) => {
      events.push(event.type);
      state = chatSessionReducer(state, event);
    },
    announce: vi.fn(),
    expire: vi.fn(),
    onConversationsChanged: vi.fn(),
  };
  return { context, events, state: () => state };
}

beforeEach(() => {
  stream.run.mockReset();
  toasts.create.mockReset();
  // The turn schedules the list's refresh with window.setTimeout; here window is Node's globals.
  vi.stubGlobal('window', globalThis);
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('sendChatTurn', () => {
  it('a streamed answer: send, start, tokens, answered; the reply is announced and the list and usage updated from it, not fetched', async () => {
    stream.run.mockImplementation(async (_request, handlers: Handlers) => {
      handlers.onStart(start);
      handlers.onToken('Hello ');
      handlers.onToken('there');
      return reply;
    });
    const { context, events, state } = harness();
    expect(await sendChatTurn(context, 'hello', null, new AbortController().signal)).toBe(true);
    expect(events).toEqual(['send', 'started', 'token', 'token', 'answered', 'abandoned']);
    expect(state().turn).toMatchObject({ phase: 'done', ending: 'answered', answeredBy: 'guide' });
    expect(context.announce).toHaveBeenCalledWith('Mirror Mode: Hello there');
    expect(answered.show).toHaveBeenCalledWith(reply);
    expect(context.onConversationsChanged).not.toHaveBeenCalled();
  });

  it('Stop after the start keeps the words so far as a stopped turn', async () => {
    const controller = new AbortController();
    stream.run.mockImplementation(async (_request, handlers: Handlers) => {
      handlers.onStart(start);
      handlers.onToken('Half a reply');
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    });
    const { context, state } = harness();
    expect(await sendChatTurn(context, 'hello', null, controller.signal)).toBe(true);
    expect(state().turn).toEqual({ phase: 'done', ending: 'stopped' });
    expect(context.announce).toHaveBeenCalledWith('The reply was stopped.');
    // The server saves the partial reply as the stream closes: the list catches up after.
    expect(context.onConversationsChanged).not.toHaveBeenCalled();
    vi.advanceTimersByTime(800);
    expect(context.onConversationsChanged).toHaveBeenCalledOnce();
  });

  it('Stop before the server answered gives the text back and leaves nothing in flight', async () => {
    const controller = new AbortController();
    stream.run.mockImplementation(async () => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    });
    const { context, state } = harness();
    expect(await sendChatTurn(context, 'hello', null, controller.signal)).toBe(false);
    expect(state().turn).toEqual({ phase: 'idle' });
    expect(context.announce).not.toHaveBeenCalled();
  });

  it('a guide failing mid-reply leaves a retry for the same words where the message was saved', async () => {
    stream.run.mockImplementation(async (_request, handlers: Handlers) => {
      handlers.onStart(start);
      throw new GuideInterruptedError('The guide stopped.', 502, 'UPSTREAM_FAILED', 'c1');
    });
    const { context, state } = harness();
    expect(await sendChatTurn(context, 'hello', null, new AbortController().signal)).toBe(true);
    expect(failureOf(state())).toEqual({
      text: 'hello',
      conversationId: 'c1',
      message: 'The guide stopped.',
      saved: true,
    });
    expect(toasts.create).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Error', description: 'The guide stopped.' }),
    );
  });

  it('a plan limit is a refusal with the way to upgrade, and the text is given back', async () => {
    stream.run.mockRejectedValue(
      new ApiError(
        403,
        '{"message":"Shadow is part of Premium.","code":"UPGRADE_REQUIRED","upgradeUrl":"/subscribe"}',
        '',
      ),
    );
    const { context, state } = harness();
    expect(await sendChatTurn(context, 'hello', null, new AbortController().signal)).toBe(false);
    expect(refusalOf(state())).toEqual({ message: 'Shadow is part of Premium.', upgradeUrl: '/subscribe' });
  });

  it('a lost session ends the turn and hands over to the expiry notice', async () => {
    stream.run.mockRejectedValue(
      new ApiError(401, '{"message":"Please sign in","code":"UNAUTHENTICATED"}', ''),
    );
    const { context, state } = harness();
    expect(await sendChatTurn(context, 'hello', 'c1', new AbortController().signal)).toBe(false);
    expect(context.expire).toHaveBeenCalled();
    expect(state().turn).toEqual({ phase: 'failed', reason: 'session-expired' });
  });

  it('fair use says kindly to wait; a conversation the server no longer has is left', async () => {
    stream.run.mockRejectedValueOnce(
      new ApiError(429, '{"message":"Take a breath.","code":"RATE_LIMITED"}', ''),
    );
    const first = harness();
    await sendChatTurn(first.context, 'hello', null, new AbortController().signal);
    expect(toasts.create).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'info', title: 'A moment, please' }),
    );

    stream.run.mockRejectedValueOnce(new ApiError(404, '{"message":"Not found","code":"NOT_FOUND"}', ''));
    const second = harness();
    second.context.dispatch({ type: 'conversation-opened', conversationId: 'gone', modeId: 'mirror' });
    await sendChatTurn(second.context, 'hello', 'gone', new AbortController().signal);
    expect(second.state().conversationId).toBeNull();
    expect(liveTurnOf(second.state())).toBeNull();
  });
});
