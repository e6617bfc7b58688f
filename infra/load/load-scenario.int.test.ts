import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '#functions/core/db/client.ts';
import { keys } from '#functions/core/db/keys.ts';
import { listConversationMessages } from '#functions/core/db/repositories/conversations-repository.ts';
import { withScriptedModelConfigured } from '#functions/test-support/configured-model.ts';
import { startTestApi } from '#functions/test-support/test-api.ts';
import { runLoad, type SentConversation } from './load-scenario';
import { countSavedMessages } from './saved-messages';

/**
 * A short run of `npm run load` (15 s, 10 members, 4 portal visitors, sign-ins alongside) against
 * the local runtime with the scripted instant model: no refusal but the provoked fair-use 429s,
 * and every accepted message read back from DynamoDB exactly once. Then the counting itself is
 * held to account: a message removed and one written twice must show as missing and duplicated.
 */
const api = startTestApi();
const model = withScriptedModelConfigured();

describe('a short load run', () => {
  it('saves every accepted message exactly once, refuses only the over-eager member, and counts a loss and a copy as such', async () => {
    const result = await runLoad({
      baseUrl: api.origin.replace('localhost', '127.0.0.1'),
      durationMs: 15_000,
      members: 10,
      visitors: 4,
      signInEveryMs: 2_000,
    });

    expect(result.unexpected).toEqual([]);
    // The eager member is refused by fair use, then twice more, each refusal with a Retry-After.
    expect(result.provokedRefusals).toBe(3);
    expect(result.signIns).toBeGreaterThanOrEqual(3);
    const members = result.conversations.filter((conversation) => conversation.kind === 'member');
    const visitors = result.conversations.filter((conversation) => conversation.kind === 'visitor');
    expect(members).toHaveLength(11);
    expect(visitors).toHaveLength(4);
    const eager = members.find((conversation) => conversation.refused.length > 0) as SentConversation;
    expect(eager.accepted.length).toBeGreaterThanOrEqual(20);
    expect(model.count('reply')).toBeGreaterThanOrEqual(members.length + visitors.length);

    const accepted = result.conversations.reduce(
      (sum, conversation) => sum + conversation.accepted.length,
      0,
    );
    const saved = await countSavedMessages(result.conversations);
    expect(saved).toEqual({
      sent: accepted,
      savedOnce: accepted,
      missing: 0,
      duplicated: 0,
      refusedButSaved: 0,
      keptFromPeople: accepted,
    });
    // Each route the load uses was timed.
    expect([...result.latencies.keys()].sort()).toEqual([
      'GET /api/white-label/therapist/{subdomain}',
      'POST /api/auth/login',
      'POST /api/chat',
      'POST /api/white-label/chat',
      'POST /api/white-label/visit',
    ]);

    // The counting can fail: one accepted message lost, another kept twice, a refused one kept.
    const [first, second] = members.filter((conversation) => conversation.refused.length === 0) as [
      Extract<SentConversation, { kind: 'member' }>,
      Extract<SentConversation, { kind: 'member' }>,
    ];
    const lose = (await listConversationMessages(first.memberId, first.conversationId)).find(
      (message) => message.role === 'user',
    );
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.message(first.memberId, first.conversationId, lose?.id ?? ''),
      }),
    );
    const copy = (await listConversationMessages(second.memberId, second.conversationId)).find(
      (message) => message.role === 'user',
    );
    const original = await db().send(
      new GetCommand({
        TableName: tableName(),
        Key: keys.message(second.memberId, second.conversationId, copy?.id ?? ''),
      }),
    );
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...original.Item, ...keys.message(second.memberId, second.conversationId, ulid()) },
      }),
    );
    const eagerMember = eager as Extract<SentConversation, { kind: 'member' }>;
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...original.Item,
          ...keys.message(eagerMember.memberId, eagerMember.conversationId, ulid()),
          content: eagerMember.refused[0],
        },
      }),
    );
    const recount = await countSavedMessages(result.conversations);
    expect(recount).toMatchObject({
      sent: accepted,
      savedOnce: accepted - 2,
      missing: 1,
      duplicated: 1,
      refusedButSaved: 1,
      keptFromPeople: accepted + 1,
    });
  }, 180_000);
});
