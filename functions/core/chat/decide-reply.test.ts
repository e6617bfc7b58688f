import { describe, expect, it } from 'vitest';
import { type GuideEngine, updateMemoryOffline } from '#functions/core/guides/index.ts';
import { AI_DISCLOSURE } from '#functions/core/safety/index.ts';
import { recordingEngine } from '#functions/test-support/recording-engine.ts';
import { crisisResourcesFor } from '#shared/domain/crisis-resources.ts';
import { decideReply, HONEST_IDENTITY_ANSWER } from './decide-reply';
import { type Audience, type EarlierMessage, type ReplyTurn, replyDeadlineMs } from './turn-audience';

/**
 * THE reply decision, once, with the audience as data: every audience (member, a practice's client,
 * a portal visitor, a guest, Test AI, a journal) is a row of what it may do, and the engine does
 * what the row says. Each audience's own integration test proves only what is its own.
 */
const base: Audience = {
  counted: 'member',
  persona: 'You are Mirror, a reflective guide.',
  crisisAudience: 'member',
  emergencyInstructions: null,
  memory: null,
  addressAs: '',
  disclosesWhenDue: true,
  historyWindow: 40,
  mayCallModel: true,
};

const audiences: Record<string, Audience> = {
  member: base,
  client: {
    ...base,
    counted: 'client',
    persona: "You are the assistant of Harper Quill's practice.",
    crisisAudience: 'client',
    emergencyInstructions: 'Call our office at 555-0100.',
    addressAs: 'Jonah',
  },
  guest: { ...base, counted: 'guest' },
  'Test AI': { ...base, counted: undefined, crisisAudience: 'client', disclosesWhenDue: false },
  journal: { ...base, counted: 'client', crisisAudience: 'client', mayCallModel: false },
};

/** A model that records what it was asked and answers with fixed words. */
const recordingModel = (answer = 'That sounds heavy. What feels most pressing?') => recordingEngine(answer);

function earlier(count: number): EarlierMessage[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `m${index}`,
    role: index % 2 === 0 ? 'user' : 'assistant',
    text: `earlier message ${index}`,
    modeId: 'mirror',
    createdAt: new Date(Date.now() - (count - index) * 1000).toISOString(),
  }));
}

function turnOf(text: string, engine: GuideEngine, overrides: Partial<ReplyTurn> = {}): ReplyTurn {
  return {
    text,
    modeId: 'mirror',
    earlier: [],
    conversationStartedAt: new Date().toISOString(),
    lastDisclosureAt: null,
    engine,
    resources: crisisResourcesFor('US'),
    now: () => new Date(),
    requestStartedAt: Date.now(),
    ...overrides,
  };
}

describe('decideReply, for every audience', () => {
  it.each(Object.entries(audiences))(
    '%s: clear risk gets the crisis reply at once, and no model is asked',
    async (_, audience) => {
      const { engine, requests } = recordingModel();
      const reply = await decideReply(turnOf('i want to kill myself', engine), audience);
      expect(reply.kind).toBe('crisis resources');
      expect(requests).toEqual([]);
      const content = reply.kind === 'crisis resources' ? reply.content : '';
      expect(content).toContain('988');
      if (audience.emergencyInstructions) expect(content).toContain('Call our office at 555-0100.');
      else expect(content).not.toContain('555-0100');
    },
  );

  it.each(Object.entries(audiences))(
    '%s: an ordinary message is answered only where a model may answer',
    async (_, audience) => {
      const { engine, requests } = recordingModel();
      const reply = await decideReply(turnOf('Work has been a lot this week', engine), audience);
      if (!audience.mayCallModel) {
        expect(reply).toEqual({ kind: 'unanswered' });
        expect(requests).toEqual([]);
        return;
      }
      expect(reply.kind).toBe('guide');
      const content = reply.kind === 'guide' ? reply.content : '';
      expect(content.endsWith('What feels most pressing?')).toBe(true);
      // The disclosure opens a conversation's first reply where the audience is told when it is due.
      expect(content.startsWith(AI_DISCLOSURE)).toBe(audience.disclosesWhenDue);
      const system = (requests[0]?.messages ?? [])
        .filter((message) => message.role === 'system')
        .map((message) => message.content)
        .join('\n');
      expect(system).toContain(audience.persona);
    },
  );

  it.each(Object.entries(audiences).filter(([, audience]) => audience.mayCallModel))(
    '%s: asked whether it is a person, it says it is an AI, whatever the model claims',
    async (_, audience) => {
      const { engine } = recordingModel("Yes, I'm a real person and a licensed therapist.");
      const reply = await decideReply(turnOf('are you a real person?', engine), audience);
      const content = reply.kind === 'guide' ? reply.content : '';
      expect(content).toBe(`${AI_DISCLOSURE}\n\n${HONEST_IDENTITY_ANSWER}`);
    },
  );

  it('reads only the audience’s window of the conversation', async () => {
    const { engine, requests } = recordingModel();
    const windowed = { ...base, historyWindow: 4 };
    await decideReply(turnOf('And today too', engine, { earlier: earlier(10) }), windowed);
    const history = requests[0]?.messages.filter((message) => message.role !== 'system') ?? [];
    expect(history.map((message) => message.content)).toEqual([
      'earlier message 6',
      'earlier message 7',
      'earlier message 8',
      'earlier message 9',
      'And today too',
    ]);
  });

  it('gives the guide what is left of the 29 s from the request’s start, not a fresh 25 s', async () => {
    const { engine, requests } = recordingModel();
    const requestStartedAt = Date.now() - 10_000;
    await decideReply(turnOf('Work has been a lot', engine, { requestStartedAt }), base);
    const deadline = requests[0]?.deadlineMs ?? 0;
    expect(deadline).toBeLessThanOrEqual(15_000);
    expect(deadline).toBeGreaterThan(14_000);
    expect(replyDeadlineMs({ requestStartedAt: Date.now() - 40_000 })).toBe(0);
    expect(replyDeadlineMs({ requestStartedAt: Date.now() })).toBe(25_000);
  });

  it('passes the audience’s memory to the guide, quoted in its prompt', async () => {
    const { engine, requests } = recordingModel();
    const memory = updateMemoryOffline(null, {
      modeId: 'mirror',
      userMessage: 'My manager keeps adding work',
      userMessageId: 'm1',
      now: new Date().toISOString(),
    });
    await decideReply(turnOf('Work again', engine), { ...base, memory });
    expect(requests[0]?.memory).toEqual(memory);
    expect(requests[0]?.messages.map((message) => message.content).join('\n')).toContain('<guide_notes>');
  });
});
