import { describe, expect, it } from 'vitest';
import type { ChatMessage, ChatReply, ChatStreamStart } from '#shared/api/schemas/chat.ts';
import type { SafetyGrade } from '#shared/domain/safety-grades.ts';
import {
  type ChatSessionEvent,
  type ChatSessionState,
  chatSessionReducer,
  failureOf,
  initialChatSession,
  liveTurnOf,
  refusalOf,
} from './chat-turn';

const offline = { id: 'offline', label: 'Offline guide' } as const;

function message(id: string, role: ChatMessage['role'], content: string, extra: Partial<ChatMessage> = {}) {
  return {
    id,
    role,
    content,
    modeId: 'mirror',
    createdAt: '2026-11-29T09:00:00.000Z',
    ...extra,
  } as ChatMessage;
}

const start: ChatStreamStart = {
  conversationId: 'c1',
  modeId: 'mirror',
  engine: offline,
  userMessage: message('u1', 'user', 'I feel tired'),
};

function reply(grade?: Exclude<SafetyGrade, 'none'>): ChatReply {
  return {
    conversationId: 'c1',
    title: 'Tired',
    modeId: 'mirror',
    message: message('a1', 'assistant', 'What tires you most?', grade ? { safetyGrade: grade } : {}),
    userMessage: start.userMessage,
    safety: { flagged: false, level: 'none', grade: grade ?? 'none' },
    engine: offline,
  } as ChatReply;
}

const run = (events: ChatSessionEvent[], from = initialChatSession('mirror')): ChatSessionState =>
  events.reduce(chatSessionReducer, from);

const sending = run([{ type: 'send', text: 'I feel tired' }]);
const streaming = run([{ type: 'started', start }], sending);

describe('a chat turn: idle → sending', () => {
  it('holds the words sent, with no reply yet, in the open guide', () => {
    expect(sending.turn.phase).toBe('sending');
    expect(liveTurnOf(sending)).toEqual({
      userText: 'I feel tired',
      userMessage: null,
      reply: '',
      modeId: 'mirror',
      engine: null,
      status: 'sending',
    });
  });

  it('takes no second message while one is in flight', () => {
    expect(chatSessionReducer(sending, { type: 'send', text: 'again' })).toBe(sending);
    expect(chatSessionReducer(streaming, { type: 'send', text: 'again' })).toBe(streaming);
  });
});

describe('sending → streaming', () => {
  it('on the stream’s start: the saved message, the conversation, its guide and the engine', () => {
    expect(streaming.turn.phase).toBe('streaming');
    expect(streaming.conversationId).toBe('c1');
    expect(streaming.engine).toEqual(offline);
    expect(liveTurnOf(streaming)).toMatchObject({ userMessage: start.userMessage, status: 'streaming' });
  });

  it('grows the reply token by token', () => {
    const grown = run(
      [
        { type: 'token', text: 'What ' },
        { type: 'token', text: 'tires you?' },
      ],
      streaming,
    );
    expect(liveTurnOf(grown)?.reply).toBe('What tires you?');
  });

  it('ignores a token when no turn is in flight', () => {
    const idle = initialChatSession('mirror');
    expect(chatSessionReducer(idle, { type: 'token', text: 'late' })).toBe(idle);
  });
});

describe('streaming → done', () => {
  it('an answer from the guide ends the turn, records its engine and keeps the conversation', () => {
    const done = run([{ type: 'answered', reply: reply() }], streaming);
    expect(done.turn).toEqual({
      phase: 'done',
      ending: 'answered',
      safetyGrade: 'none',
      answeredBy: 'guide',
    });
    expect(liveTurnOf(done)).toBeNull();
    expect(done.engineLabels.get('a1')).toBe('Offline guide');
  });

  it('a note keeps the guide’s own reply; a check-in or the crisis reply is the safety screen’s', () => {
    const outcome = (grade: Exclude<SafetyGrade, 'none'>) =>
      run([{ type: 'answered', reply: reply(grade) }], streaming).turn;
    expect(outcome('note')).toMatchObject({ safetyGrade: 'note', answeredBy: 'guide' });
    expect(outcome('check-in')).toMatchObject({ safetyGrade: 'check-in', answeredBy: 'safety-screen' });
    expect(outcome('crisis')).toMatchObject({ safetyGrade: 'crisis', answeredBy: 'safety-screen' });
    expect(outcome('imminent')).toMatchObject({ safetyGrade: 'imminent', answeredBy: 'safety-screen' });
  });

  it('Stop keeps the partial reply under the engine that wrote it', () => {
    const partial = message('stopped-1', 'assistant', 'What', { stopped: true });
    const stopped = run(
      [
        { type: 'token', text: 'What' },
        { type: 'stopped', partialReply: partial },
      ],
      streaming,
    );
    expect(stopped.turn).toEqual({ phase: 'done', ending: 'stopped' });
    expect(stopped.engineLabels.get('stopped-1')).toBe('Offline guide');
  });

  it('Stop before the server answered goes back to idle with nothing recorded', () => {
    const abandoned = run([{ type: 'abandoned' }], sending);
    expect(abandoned.turn).toEqual({ phase: 'idle' });
    expect(abandoned.conversationId).toBeNull();
  });

  it('a finished turn is not ended again by the request closing', () => {
    const done = run([{ type: 'answered', reply: reply() }], streaming);
    expect(chatSessionReducer(done, { type: 'abandoned' })).toBe(done);
  });
});

describe('sending or streaming → failed', () => {
  const failure = { text: 'I feel tired', conversationId: 'c1', message: 'The guide stopped.', saved: true };

  it('an interrupted reply can be retried; the next send clears it', () => {
    const failed = run([{ type: 'interrupted', failure }], streaming);
    expect(failureOf(failed)).toEqual(failure);
    expect(liveTurnOf(failed)).toBeNull();
    const again = run([{ type: 'send', text: 'I feel tired' }], failed);
    expect(failureOf(again)).toBeNull();
    expect(again.turn.phase).toBe('sending');
  });

  it('a plan limit shows the upgrade refusal until dismissed', () => {
    const refusal = { message: 'You have used today’s messages.', upgradeUrl: '/subscribe' };
    const refused = run([{ type: 'refused', refusal }], sending);
    expect(refusalOf(refused)).toEqual(refusal);
    expect(refusalOf(run([{ type: 'refusal-dismissed' }], refused))).toBeNull();
  });

  it('dismissing a refusal leaves a retryable failure alone', () => {
    const failed = run([{ type: 'interrupted', failure }], streaming);
    expect(run([{ type: 'refusal-dismissed' }], failed)).toBe(failed);
  });

  it('a conversation the server no longer has is left; another refusal keeps it', () => {
    const inC1 = run([{ type: 'conversation-opened', conversationId: 'c1', modeId: 'mirror' }]);
    const sent = run([{ type: 'send', text: 'hi' }], inC1);
    expect(run([{ type: 'not-sent', conversationGone: true }], sent).conversationId).toBeNull();
    expect(run([{ type: 'not-sent', conversationGone: false }], sent).conversationId).toBe('c1');
  });

  it('a lost session ends the turn with nothing to retry', () => {
    const expired = run([{ type: 'session-expired' }], streaming);
    expect(expired.turn).toEqual({ phase: 'failed', reason: 'session-expired' });
    expect(failureOf(expired)).toBeNull();
  });
});

describe('leaving the conversation', () => {
  it('opening another forgets the failure shown in this one', () => {
    const failed = run(
      [{ type: 'interrupted', failure: { text: 'x', conversationId: 'c1', message: 'm', saved: false } }],
      streaming,
    );
    const opened = run([{ type: 'conversation-opened', conversationId: 'c2', modeId: 'mirror' }], failed);
    expect(opened.conversationId).toBe('c2');
    expect(opened.turn).toEqual({ phase: 'idle' });
  });

  it('a fresh conversation keeps the guide unless another is chosen; a turn in flight ends on its own', () => {
    const fresh = run([{ type: 'fresh-started', modeId: undefined }], streaming);
    expect(fresh.conversationId).toBeNull();
    expect(fresh.modeId).toBe('mirror');
    expect(fresh.turn.phase).toBe('streaming');
    const other = run([{ type: 'fresh-started', modeId: 'shadow' }], initialChatSession('mirror'));
    expect(other.modeId).toBe('shadow');
  });
});
