import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_LIMIT_MS } from '#functions/core/chat/turn-audience.ts';
import { db, tableName } from '#functions/core/db/client.ts';
import { keys } from '#functions/core/db/keys.ts';
import {
  getClientConversation,
  listClientMessages,
  listConversationsOfPractice,
} from '#functions/core/db/repositories/client-conversations-repository.ts';
import { createGuideEngine, type GuideEngine } from '#functions/core/guides/index.ts';
import { practiceRecord, storeClientRecord } from '#functions/test-support/practice-record.ts';
import { type ScriptedModel, startScriptedModel } from '#functions/test-support/scripted-model.ts';
import { AppError } from '#shared/errors.ts';
import { preparePortalTurn } from './portal-chat';
import { conversationIdOf } from './portal-session-ids';

/**
 * What only the portal's turn does with its storage: the whole exchange (messages, metrics, a
 * client's session, the safety count) is one transaction, so a turn whose write is refused leaves
 * nothing behind; and the reply's budget runs from the request's start, so a slow model is cut off
 * inside API Gateway's 29 s with the client's message kept.
 */

/** A guide that, while it answers, lets the test remove something the turn writes to. */
function answeringAfter(meanwhile: () => Promise<void>): GuideEngine {
  return {
    id: 'offline',
    label: 'test guide',
    async *streamReply() {
      await meanwhile();
      yield 'That sounds like a lot to carry.';
    },
  };
}

describe('a portal turn whose write is refused', () => {
  it('keeps nothing of a new session when the client is removed while the assistant answers', async () => {
    const place = practiceRecord();
    await storeClientRecord(place.id, 'client-1');
    const removeClient = async () => {
      await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.client(place.id, 'client-1') }));
    };
    const turn = await preparePortalTurn(
      {
        practice: place,
        speaker: { kind: 'client', clientId: 'client-1', firstName: 'Jonah' },
        message: 'Work was heavy',
      },
      { engine: answeringAfter(removeClient) },
    );
    await expect(turn.run()).rejects.toBeInstanceOf(AppError);
    expect(await listConversationsOfPractice(place.id)).toEqual([]);
    expect(await listClientMessages(place.id, conversationIdOf(turn.sessionId))).toEqual([]);
  });

  it('adds neither a message nor metrics to a session deleted while the assistant answers', async () => {
    const place = practiceRecord();
    const visitor = { kind: 'visitor' as const, name: 'Ana', address: '192.0.2.10' };
    const first = await preparePortalTurn({ practice: place, speaker: visitor, message: 'Work was heavy' });
    await first.run();
    const conversationId = conversationIdOf(first.sessionId);
    const before = await getClientConversation(place.id, conversationId);
    const deleteSession = async () => {
      await db().send(
        new DeleteCommand({ TableName: tableName(), Key: keys.clientConversation(place.id, conversationId) }),
      );
    };
    const second = await preparePortalTurn(
      {
        practice: place,
        speaker: visitor,
        message: 'Work was heavy again today',
        sessionId: first.sessionId,
      },
      { engine: answeringAfter(deleteSession) },
    );
    await expect(second.run()).rejects.toMatchObject({ status: 404 });
    expect(before?.messageCount).toBe(2);
    expect(await listClientMessages(place.id, conversationId)).toHaveLength(2);
    expect(await getClientConversation(place.id, conversationId)).toBeUndefined();
  });
});

describe('a slow model on the portal', () => {
  let model: ScriptedModel;
  let release: () => void = () => undefined;
  beforeAll(async () => {
    model = await startScriptedModel();
  });
  afterAll(async () => {
    release();
    await model.close();
  });

  it("cuts the client's reply off before API Gateway's 29 s, measured from the request's start, with the message saved", async () => {
    const place = practiceRecord();
    await storeClientRecord(place.id, 'client-slow');
    let started = false;
    model.script.hold = {
      started: () => {
        started = true;
      },
      released: new Promise<void>((resolve) => {
        release = resolve;
      }),
    };
    // The request reached the gateway 22 s ago (a cold start, a slow read): 3 s of the model's 25 s are left.
    const requestStartedAt = Date.now() - 22_000;
    const engine = createGuideEngine({ apiKey: 'sk-scripted', baseURL: model.baseURL });
    const turn = await preparePortalTurn(
      {
        practice: place,
        speaker: { kind: 'client', clientId: 'client-slow', firstName: 'Jonah' },
        message: 'Work has been a lot this week',
      },
      { engine, requestStartedAt },
    );
    const failure = await turn.run().then(
      () => undefined,
      (error: unknown) => error,
    );
    const endedAfter = Date.now() - requestStartedAt;
    expect(started).toBe(true);
    expect(failure).toMatchObject({
      code: 'UPSTREAM_TIMEOUT',
      status: 504,
      details: { sessionId: turn.sessionId },
    });
    expect(endedAfter).toBeLessThan(GATEWAY_LIMIT_MS);
    expect(endedAfter).toBeGreaterThanOrEqual(24_000);
    const kept = await listClientMessages(place.id, conversationIdOf(turn.sessionId));
    expect(kept.map((message) => [message.role, message.content])).toEqual([
      ['client', 'Work has been a lot this week'],
    ]);
    expect(await getClientConversation(place.id, conversationIdOf(turn.sessionId))).toMatchObject({
      messageCount: 1,
      clientId: 'client-slow',
    });
  });
});
