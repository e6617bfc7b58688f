import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageMonth } from '#functions/core/chat/chat-access.ts';
import { resetServerConfig } from '#functions/core/config/server-config.ts';
import { resetDbClient } from '#functions/core/db/client.ts';
import {
  listConversationMessages,
  listRecentConversations,
} from '#functions/core/db/repositories/conversations-repository.ts';
import { getConversationsStartedInMonth } from '#functions/core/db/repositories/usage-repository.ts';
import {
  STORAGE_RETRY_AFTER_SECONDS,
  STORAGE_UNAVAILABLE_MESSAGE,
} from '#functions/core/db/storage-unavailable.ts';
import { withScriptedModelConfigured } from '#functions/test-support/configured-model.ts';
import { signUpMember } from '#functions/test-support/members.ts';
import { anyEvent, readServerSentEvents } from '#functions/test-support/server-sent-events.ts';
import { startTestApi } from '#functions/test-support/test-api.ts';
import { freePort, type RunningDynamoDb, startDynamoDbLocal } from '#infra/local/dynamodb-local.ts';
import { ensureTable } from '#infra/local/ensure-table.ts';
import type { ChatReply, UsageSummary } from '#shared/api/schemas/chat.ts';
import type { ErrorBody } from '#shared/errors.ts';

/**
 * DynamoDB out of reach during a member's turn: this file runs on a DynamoDB Local of its own (on
 * its own port, keeping its data on disk) that a test can stop and start again. The member hears a
 * 503 that says when to try again; the turn is written whole or not at all; the retry succeeds.
 */
const api = startTestApi();
const model = withScriptedModelConfigured();
let dynamo: RunningDynamoDb;
let port = 0;
const dataPath = mkdtempSync(join(tmpdir(), 'mirrorwell-outage-'));

async function startOwnDynamoDb(): Promise<void> {
  dynamo = await startDynamoDbLocal({ port, dataPath });
}

beforeAll(async () => {
  port = await freePort();
  await startOwnDynamoDb();
  process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
  resetServerConfig();
  resetDbClient();
  const client = new DynamoDBClient({
    endpoint: dynamo.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  await ensureTable(client, process.env.TABLE_NAME as string);
  client.destroy();
});

afterAll(async () => {
  await dynamo?.stop();
});

function send(token: string, message: string, conversationId?: string) {
  return api.call<ChatReply & ErrorBody>('POST', '/api/chat', {
    body: { message, modeId: 'mirror', ...(conversationId ? { conversationId } : {}) },
    token,
  });
}

function expectStorageUnavailable(reply: { status: number; headers: Headers; body: ErrorBody }) {
  expect(reply.status).toBe(503);
  expect(reply.headers.get('retry-after')).toBe(String(STORAGE_RETRY_AFTER_SECONDS));
  expect(reply.body).toMatchObject({
    code: 'SERVICE_UNAVAILABLE',
    message: STORAGE_UNAVAILABLE_MESSAGE,
    retryAfterSeconds: STORAGE_RETRY_AFTER_SECONDS,
  });
}

/**
 * Sends a request, stops DynamoDB once the model's reply has begun (the reply is held until then),
 * and starts it again once the answer is in.
 */
async function withDynamoDbStoppedMidReply<T>(request: () => Promise<T>): Promise<T> {
  let release: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    model.script.hold = { started: resolve, released: new Promise<void>((done) => (release = done)) };
  });
  const during = request();
  await started;
  await dynamo.stop();
  release();
  try {
    return await during;
  } finally {
    await startOwnDynamoDb();
  }
}

describe('DynamoDB stopped and started again', { timeout: 90_000 }, () => {
  it('answers a message sent while it is down with a 503 and Retry-After, asks no model, and the retry succeeds', async () => {
    const member = await signUpMember(api);
    await dynamo.stop();
    try {
      const refused = await send(member.token, 'Work was long today');
      expectStorageUnavailable(refused);
      expect(model.count('reply')).toBe(0);
    } finally {
      await startOwnDynamoDb();
    }
    const retried = await send(member.token, 'Work was long today');
    expect(retried.status, retried.text).toBe(201);
    const kept = await listConversationMessages(member.id, retried.body.conversationId);
    expect(kept.map((message) => [message.role, message.content])).toEqual([
      ['user', 'Work was long today'],
      ['assistant', expect.stringContaining('What feels heaviest right now?')],
    ]);
  });

  it('stopped in the middle of a reply: a 503 with Retry-After, nothing of the turn kept, and the retry writes it once', async () => {
    const member = await signUpMember(api);
    const first = await send(member.token, 'Work was long today');
    expect(first.status, first.text).toBe(201);
    const { conversationId } = first.body;

    const refused = await withDynamoDbStoppedMidReply(() =>
      send(member.token, 'And the evening was worse', conversationId),
    );
    expectStorageUnavailable(refused);
    // The turn is written whole or not at all: the conversation is as it was before.
    const before = await listConversationMessages(member.id, conversationId);
    expect(before.map((message) => message.content)).toEqual([
      'Work was long today',
      expect.stringContaining('What feels heaviest right now?'),
    ]);

    delete model.script.hold;
    const retried = await send(member.token, 'And the evening was worse', conversationId);
    expect(retried.status, retried.text).toBe(201);
    const after = await listConversationMessages(member.id, conversationId);
    expect(after.map((message) => [message.role, message.content.replace(/^[\s\S]*\n\n/, '')])).toEqual([
      ['user', 'Work was long today'],
      ['assistant', 'That sounds like a lot. What feels heaviest right now?'],
      ['user', 'And the evening was worse'],
      ['assistant', 'That sounds like a lot. What feels heaviest right now?'],
    ]);
  });

  it('stopped while a reply streams: the stream ends with an error event saying 503 and when to retry, and nothing is kept', async () => {
    const member = await signUpMember(api);
    const streamed = await withDynamoDbStoppedMidReply(() =>
      api.call<string>('POST', '/api/chat', {
        body: { message: 'The evening was hard', modeId: 'mirror' },
        token: member.token,
        headers: { accept: 'text/event-stream' },
      }),
    );
    delete model.script.hold;
    const events = readServerSentEvents(streamed.text, anyEvent);
    expect(events.map((event) => event.event)).toContain('token');
    expect(events.at(-1)).toMatchObject({
      event: 'error',
      data: {
        status: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: STORAGE_UNAVAILABLE_MESSAGE,
        retryAfterSeconds: STORAGE_RETRY_AFTER_SECONDS,
      },
    });
    expect((await listRecentConversations(member.id, 10)).conversations).toEqual([]);
  });

  it("stopped in the middle of a new conversation's first reply: no empty conversation is left, the allowance comes back, and the retry starts it", async () => {
    const member = await signUpMember(api);
    const month = usageMonth(new Date());
    const refused = await withDynamoDbStoppedMidReply(() =>
      send(member.token, 'I keep putting off a phone call'),
    );
    expectStorageUnavailable(refused);
    expect((await listRecentConversations(member.id, 10)).conversations).toEqual([]);
    // The allowance the failed attempt took could not be given back while DynamoDB was down; it is
    // given back once DynamoDB answers again, with no request from the member.
    await expect.poll(() => getConversationsStartedInMonth(member.id, month), { timeout: 40_000 }).toBe(0);
    const usage = await api.call<UsageSummary>('GET', '/api/usage', { token: member.token });
    expect(usage.body.used).toBe(0);

    delete model.script.hold;
    const retried = await send(member.token, 'I keep putting off a phone call');
    expect(retried.status, retried.text).toBe(201);
    const kept = (await listRecentConversations(member.id, 10)).conversations;
    expect(kept.map((conversation) => conversation.id)).toEqual([retried.body.conversationId]);
    expect(await getConversationsStartedInMonth(member.id, month)).toBe(1);
  });
});
