import { describe, expect, it } from 'vitest';
import { listClientMessages } from '#functions/core/db/repositories/client-conversations-repository.ts';
import { listConversationMessages } from '#functions/core/db/repositories/conversations-repository.ts';
import {
  GUIDE_UNAVAILABLE_MESSAGES,
  GUIDE_UNAVAILABLE_NOTHING_KEPT_MESSAGES,
} from '#functions/core/guides/errors.ts';
import { conversationIdOf } from '#functions/core/portal/portal-session-ids.ts';
import { signUpClient } from '#functions/test-support/clients.ts';
import { withScriptedModelConfigured } from '#functions/test-support/configured-model.ts';
import { signUpMember } from '#functions/test-support/members.ts';
import { type ApiReply, fromAddress, startTestApi } from '#functions/test-support/test-api.ts';
import { signUpTherapist } from '#functions/test-support/therapists.ts';

/**
 * The model failing, cut off mid-stream, or too slow, for every audience that talks to it, over
 * real HTTP with the scripted model on its own local server: each hears a clear 502 or 504 with a
 * message that is true for it (saved, or to send again), never a 500; an audience that keeps its
 * conversation keeps the person's message once and no broken reply, and the retry answers it.
 */
const api = startTestApi();
const model = withScriptedModelConfigured();
let networks = 0;

type Reply = ApiReply<Record<string, unknown>>;
interface Audience {
  send(message: string): Promise<Reply>;
  /** What the audience's store keeps of the conversation, as [who, words]; none for those that keep nothing. */
  kept?(): Promise<[string, string][]>;
}

const kept = (messages: { role: string; content: string }[]): [string, string][] =>
  messages.map((message) => [
    message.role === 'user' || message.role === 'client' ? 'person' : 'reply',
    message.content.replace(/^[\s\S]*\n\n/, ''),
  ]);

async function member(): Promise<Audience> {
  const { id, token } = await signUpMember(api);
  let conversationId: string | undefined;
  return {
    async send(message) {
      const reply = await api.call('POST', '/api/chat', {
        token,
        body: { message, modeId: 'mirror', ...(conversationId ? { conversationId } : {}) },
      });
      conversationId ??= reply.body.conversationId as string | undefined;
      return reply;
    },
    kept: async () => kept(await listConversationMessages(id, conversationId ?? '')),
  };
}

/** A signed-in client's therapy chat, or an anonymous visitor's portal chat. */
async function inPortal(kind: 'client' | 'visitor'): Promise<Audience> {
  const therapist = await signUpTherapist(api);
  const client = kind === 'client' ? await signUpClient(api, therapist) : undefined;
  networks += 1;
  const address = `203.0.113.${networks}`;
  let sessionId: string | undefined;
  return {
    async send(message) {
      const reply = client
        ? await api.call('POST', '/api/therapy/chat', {
            token: client.token,
            body: { message, ...(sessionId ? { sessionId } : {}) },
          })
        : await api.call('POST', '/api/white-label/chat', {
            body: {
              subdomain: therapist.subdomain,
              message,
              clientName: 'Ana',
              ...(sessionId ? { sessionId } : {}),
            },
            headers: fromAddress(address),
          });
      sessionId ??= reply.body.sessionId as string | undefined;
      return reply;
    },
    kept: async () => kept(await listClientMessages(therapist.id, conversationIdOf(sessionId ?? ''))),
  };
}

async function guest(): Promise<Audience> {
  networks += 1;
  const address = `203.0.113.${100 + networks}`;
  return {
    send: (message) =>
      api.call('POST', '/api/guest/chat', { body: { message, history: [] }, headers: fromAddress(address) }),
  };
}

async function testAi(): Promise<Audience> {
  const therapist = await signUpTherapist(api);
  const config = (await api.call('GET', '/api/therapist/ai-config', { token: therapist.token })).body;
  return {
    send: (message) =>
      api.call('POST', '/api/therapist/test-ai', {
        token: therapist.token,
        body: { message, history: [], config },
      }),
  };
}

const audiences: [string, () => Promise<Audience>][] = [
  ['a member', member],
  ["a practice's client in therapy chat", () => inPortal('client')],
  ['a portal visitor', () => inPortal('visitor')],
  ['a guest', guest],
  ["a therapist's Test AI", testAi],
];

const REPLY = 'That sounds like a lot. What feels heaviest right now?';

describe.each(audiences)('the model failing for %s', (_, start) => {
  it.each([
    ['answers with an error', 'fail'],
    ['is cut off mid-stream', 'cut off'],
  ] as const)(
    'when it %s: a 502 whose message is true for this audience, no broken reply kept, and the retry is answered',
    async (_how, fault) => {
      const audience = await start();
      model.script.replyFault = fault;
      const refused = await audience.send('Work has been a lot this week');
      expect(refused.status, refused.text).toBe(502);
      expect(refused.body.code).toBe('UPSTREAM_FAILED');
      expect(refused.body.message).toBe(
        audience.kept
          ? GUIDE_UNAVAILABLE_MESSAGES.upstream
          : GUIDE_UNAVAILABLE_NOTHING_KEPT_MESSAGES.upstream,
      );
      // The model was asked (and, failing, asked once more); the cut-off reply's first words are not kept.
      expect(model.count('reply')).toBeGreaterThanOrEqual(1);
      if (audience.kept) expect(await audience.kept()).toEqual([['person', 'Work has been a lot this week']]);

      delete model.script.replyFault;
      const retried = await audience.send('Work has been a lot this week');
      expect(retried.status, retried.text).toBeLessThan(300);
      expect(retried.text).toContain(REPLY);
      if (audience.kept) {
        expect(await audience.kept()).toEqual([
          ['person', 'Work has been a lot this week'],
          ['reply', REPLY],
        ]);
      }
    },
    60_000,
  );
});

describe('the model too slow', () => {
  it("answers every audience with a 504 before API Gateway's 29 s, each saying what became of the message", async () => {
    const started = await Promise.all(audiences.map(async ([name, start]) => [name, await start()] as const));
    let release: () => void = () => {};
    model.script.hold = { started: () => {}, released: new Promise<void>((resolve) => (release = resolve)) };
    try {
      const sentAt = Date.now();
      const replies = await Promise.all(
        started.map(async ([name, audience]) => {
          const reply = await audience.send('Work has been a lot this week');
          return { name, audience, reply, after: Date.now() - sentAt };
        }),
      );
      for (const { name, audience, reply, after } of replies) {
        expect(reply.status, `${name}: ${reply.text}`).toBe(504);
        expect(reply.body.code, name).toBe('UPSTREAM_TIMEOUT');
        expect(reply.body.message, name).toBe(
          audience.kept
            ? GUIDE_UNAVAILABLE_MESSAGES.timeout
            : GUIDE_UNAVAILABLE_NOTHING_KEPT_MESSAGES.timeout,
        );
        expect(after, name).toBeLessThan(29_000);
        if (audience.kept)
          expect(await audience.kept(), name).toEqual([['person', 'Work has been a lot this week']]);
      }
    } finally {
      release();
    }
  }, 90_000);
});
