import { describe, expect, it } from 'vitest';
import {
  getConversation,
  listConversationMessages,
} from '#functions/core/db/repositories/conversations-repository.ts';
import { getConversationsStartedInMonth } from '#functions/core/db/repositories/usage-repository.ts';
import { GuideUnavailableError } from '#functions/core/guides/errors.ts';
import type { GuideEngine } from '#functions/core/guides/types.ts';
import { signUpMember } from '#functions/test-support/members.ts';
import { recordingEngine } from '#functions/test-support/recording-engine.ts';
import { startTestApi } from '#functions/test-support/test-api.ts';
import type { ChatStreamStart } from '#shared/api/schemas/chat.ts';
import { AppError } from '#shared/errors.ts';
import { usageMonth } from './chat-access';
import { prepareChatTurn } from './chat-turn';

const api = startTestApi();

describe('a chat turn', () => {
  it('never calls the model when the message shows risk', async () => {
    const member = await signUpMember(api);
    const { engine, requests } = recordingEngine(['should', 'not', 'appear']);
    const turn = await prepareChatTurn(
      member.id,
      { message: 'i want to end it all tonight', modeId: 'mirror' },
      { engine },
    );
    const reply = await turn.run();
    expect(requests).toHaveLength(0);
    expect(reply.safety.flagged).toBe(true);
    expect(reply.message.content).toContain('findahelpline.com');
    expect(reply.message.content).not.toContain('should not appear');
  });

  it('asks the model to read again a check-in from the classifier alone, and on its raised grade never asks the guide', async () => {
    const member = await signUpMember(api);
    const { engine, requests } = recordingEngine(['should', 'not', 'appear']);
    const checks: string[] = [];
    const withCheck: GuideEngine = {
      ...engine,
      async complete(request) {
        checks.push(request.messages.at(-1)?.content ?? '');
        return '{"wishToBeDead": true, "thoughtsOfKilling": true, "method": true, "intent": true, "plan": true, "behaviour": false, "harmToOthers": false, "possibleRisk": true}';
      },
    };
    // Risk no rule names: the classifier alone reads probable risk (a check-in), the model reads a plan.
    const message = "I've started hoping I won't make it through the winter.";
    const reply = await (
      await prepareChatTurn(member.id, { message, modeId: 'mirror' }, { engine: withCheck })
    ).run();
    expect(checks).toEqual([`<conversation>\n\n</conversation>\n<message>\n${message}\n</message>`]);
    expect(requests).toHaveLength(0);
    expect(reply.safety).toMatchObject({ flagged: true, level: 'high', grade: 'crisis' });
    expect(reply.message.content).toContain('findahelpline.com');
    expect(reply.message.engine?.id).toBe('safety');
  });

  it('never asks the model about a message the screen passes or a rule already flagged', async () => {
    const member = await signUpMember(api);
    const { engine, requests } = recordingEngine(['Tell', 'me', 'more.']);
    let checks = 0;
    const withCheck: GuideEngine = {
      ...engine,
      async complete() {
        checks += 1;
        return '{"possibleRisk": true}';
      },
    };
    const calm = await (
      await prepareChatTurn(
        member.id,
        { message: 'Work was busy but fine', modeId: 'mirror' },
        { engine: withCheck },
      )
    ).run();
    expect(requests).toHaveLength(1);
    expect(calm.safety.flagged).toBe(false);
    expect(calm.message.content).toContain('Tell me more.');

    await (
      await prepareChatTurn(
        member.id,
        { message: 'i want to kill myself', modeId: 'mirror' },
        { engine: withCheck },
      )
    ).run();
    expect(checks).toBe(0);
  });

  it('puts the safety policy first, then the persona, and the member message last', async () => {
    const member = await signUpMember(api);
    const { engine, requests } = recordingEngine(['Tell', 'me', 'more.']);
    await (
      await prepareChatTurn(member.id, { message: 'My sister never calls me', modeId: 'mirror' }, { engine })
    ).run();
    const messages = requests[0]?.messages ?? [];
    expect(messages[0]?.role).toBe('system');
    expect(messages[0]?.content).toMatch(/never (claim|pretend)/i);
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'My sister never calls me' });
  });

  it('keeps what had arrived when the member stops the reply', async () => {
    const member = await signUpMember(api);
    const { engine } = recordingEngine(['one', 'two', 'three', 'four', 'five', 'six'], { pauseMs: 20 });
    const stop = new AbortController();
    let tokens = 0;
    const turn = await prepareChatTurn(
      member.id,
      { message: 'Let me think out loud', modeId: 'mirror' },
      { engine },
    );
    const reply = await turn.run({
      signal: stop.signal,
      onToken: () => {
        tokens += 1;
        if (tokens === 3) stop.abort();
      },
    });
    expect(reply.message.stopped).toBe(true);
    const saved = await listConversationMessages(member.id, reply.conversationId);
    expect(saved.map((message) => message.role)).toEqual(['user', 'assistant']);
    expect(saved[1]?.content).toBe(reply.message.content);
    expect(saved[1]?.content).not.toContain('six');
    expect(saved[1]?.stopped).toBe(true);
  });

  it('keeps the member message when the model fails, and a retry is not counted twice', async () => {
    const member = await signUpMember(api);
    const month = usageMonth(new Date());
    const failing = recordingEngine([], { failWith: new GuideUnavailableError('timeout', 'test') });
    let started: ChatStreamStart | undefined;
    const turn = await prepareChatTurn(
      member.id,
      { message: 'Are you there?', modeId: 'mirror' },
      { engine: failing.engine },
    );
    const error = await turn
      .run({ onStart: (start) => (started = start) })
      .catch((caught: AppError) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(504);
    expect((error as AppError).message).toBe(
      'The guide took too long to answer. Your message is saved — please try again.',
    );
    expect((error as AppError).details.conversationId).toBe(started?.conversationId);
    const saved = await listConversationMessages(member.id, started?.conversationId as string);
    expect(saved.map((message) => [message.role, message.content])).toEqual([['user', 'Are you there?']]);
    expect(await getConversationsStartedInMonth(member.id, month)).toBe(1);

    const working = recordingEngine(['Yes,', 'here.']);
    const retry = await prepareChatTurn(
      member.id,
      { message: 'Are you there?', modeId: 'mirror', conversationId: started?.conversationId },
      { engine: working.engine },
    );
    const reply = await retry.run();
    expect(reply.conversationId).toBe(started?.conversationId);
    expect(await getConversationsStartedInMonth(member.id, month)).toBe(1);
    const afterRetry = await listConversationMessages(member.id, reply.conversationId);
    expect(afterRetry.map((message) => message.role)).toEqual(['user', 'assistant']);
    // The reused member message is not counted again: two messages, two counted.
    const conversation = await getConversation(member.id, reply.conversationId);
    expect(conversation?.messageCount).toBe(2);
  });

  it("takes a new conversation's allowance before the model is asked, and gives it back when nothing is saved", async () => {
    const member = await signUpMember(api);
    const month = usageMonth(new Date());
    let usedWhileAsking: number | undefined;
    const broken: GuideEngine = {
      id: 'openai',
      label: 'broken-model',
      async *streamReply() {
        usedWhileAsking = await getConversationsStartedInMonth(member.id, month);
        yield* [];
        throw new TypeError('the engine broke');
      },
    };
    const turn = await prepareChatTurn(
      member.id,
      { message: 'Hello?', modeId: 'mirror' },
      { engine: broken },
    );
    await expect(turn.run()).rejects.toThrow('the engine broke');
    expect(usedWhileAsking).toBe(1);
    expect(await getConversationsStartedInMonth(member.id, month)).toBe(0);
    expect(await listConversationMessages(member.id, turn.conversationId)).toEqual([]);
  });

  it('says again that it is an AI once a conversation has gone on for 3 hours', async () => {
    const member = await signUpMember(api);
    const { engine } = recordingEngine(['Go', 'on.']);
    /** The member's message at a moment of that day, in a new conversation or in `conversationId`. */
    const sayAt = async (time: string, message: string, conversationId?: string) => {
      const turn = await prepareChatTurn(
        member.id,
        { message, modeId: 'mirror', ...(conversationId ? { conversationId } : {}) },
        { engine, now: () => new Date(`2026-11-21T${time}Z`) },
      );
      return turn.run();
    };
    const first = await sayAt('08:00:00', 'Morning');
    expect(first.message.content).toMatch(/\bAI\b/);
    const later = await sayAt('10:30:00', 'Still here', first.conversationId);
    expect(later.message.content).not.toMatch(/\bAI\b/);
    const third = await sayAt('11:00:01', 'And now', first.conversationId);
    expect(third.message.content).toMatch(/\bAI\b/);
  });
});
