import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '#functions/core/db/client.ts';
import { keys } from '#functions/core/db/keys.ts';
import { listClientMessages } from '#functions/core/db/repositories/client-conversations-repository.ts';
import { listConversationMessages } from '#functions/core/db/repositories/conversations-repository.ts';
import { GuideUnavailableError } from '#functions/core/guides/errors.ts';
import type { GuideEngine } from '#functions/core/guides/types.ts';
import { preparePortalTurn } from '#functions/core/portal/portal-chat.ts';
import { conversationIdOf, type PortalSpeaker } from '#functions/core/portal/portal-session-ids.ts';
import { signUpMember } from '#functions/test-support/members.ts';
import { practiceRecord } from '#functions/test-support/practice-record.ts';
import { startTestApi } from '#functions/test-support/test-api.ts';
import { prepareChatTurn } from './chat-turn';

/**
 * THE saving of a turn (persist-turn.ts), once for every audience that keeps its conversation: each
 * row says only how to send a message and how to read back what its store kept, as (who, words,
 * grade); the expectations are the same for all.
 */
const api = startTestApi();

type Kept = [who: 'person' | 'reply', content: string, grade: string];

interface StoringAudience {
  /** Sends one message in the audience's conversation (started by the first), with this guide. */
  send(message: string, engine: GuideEngine): Promise<unknown>;
  kept(): Promise<Kept[]>;
}

function guide(answer: string): GuideEngine {
  return {
    id: 'openai',
    label: 'scripted',
    async *streamReply() {
      yield answer;
    },
  };
}

function failingGuide(): GuideEngine {
  return {
    id: 'openai',
    label: 'scripted',
    // biome-ignore lint/correctness/useYield: a guide that fails before its first word
    async *streamReply() {
      throw new GuideUnavailableError('timeout', 'deadline reached');
    },
  };
}

async function member(): Promise<StoringAudience> {
  const { id } = await signUpMember(api, 'pro');
  let conversationId: string | undefined;
  return {
    async send(message, engine) {
      const turn = await prepareChatTurn(id, { message, modeId: 'mirror', conversationId }, { engine });
      conversationId = turn.conversationId;
      return turn.run();
    },
    async kept() {
      const messages = await listConversationMessages(id, conversationId ?? '');
      return messages.map((message) => [
        message.role === 'user' ? 'person' : 'reply',
        message.content,
        message.safety?.grade ?? 'none',
      ]);
    },
  };
}

async function inPractice(speaker: PortalSpeaker): Promise<StoringAudience> {
  const place = practiceRecord();
  if (speaker.kind === 'client') {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.client(place.id, speaker.clientId), type: 'client', id: speaker.clientId },
      }),
    );
  }
  let sessionId: string | undefined;
  return {
    async send(message, engine) {
      const turn = await preparePortalTurn({ practice: place, speaker, message, sessionId }, { engine });
      sessionId = turn.sessionId;
      return turn.run();
    },
    async kept() {
      const messages = await listClientMessages(place.id, conversationIdOf(sessionId ?? ''));
      return messages.map((message) => [
        message.role === 'client' ? 'person' : 'reply',
        message.content,
        message.safety?.grade ?? 'none',
      ]);
    },
  };
}

const audiences: [string, () => Promise<StoringAudience>][] = [
  ['a member', member],
  [
    "a practice's client",
    () => inPractice({ kind: 'client', clientId: `client-${Date.now()}`, firstName: 'Jonah' }),
  ],
  ['a portal visitor', () => inPractice({ kind: 'visitor', name: 'Ana', address: '192.0.2.40' })],
];

describe.each(audiences)('persisting the turn of %s', (_, start) => {
  it('keeps the message and the reply, in order', async () => {
    const audience = await start();
    await audience.send('Work was long today', guide('What made it long?'));
    const kept = await audience.kept();
    expect(kept[0]).toEqual(['person', 'Work was long today', 'none']);
    expect(kept[1]?.[0]).toBe('reply');
    expect(kept[1]?.[1]).toContain('What made it long?');
    expect(kept).toHaveLength(2);
  });

  it('keeps the message when the guide fails, and a retry of the same words goes on from it without a copy', async () => {
    const audience = await start();
    await audience.send('Work was long today', guide('What made it long?'));
    await expect(audience.send('And the evening too', failingGuide())).rejects.toMatchObject({
      code: 'UPSTREAM_TIMEOUT',
    });
    expect((await audience.kept()).at(-1)).toEqual(['person', 'And the evening too', 'none']);
    await audience.send('And the evening too', guide('What happened in the evening?'));
    const kept = await audience.kept();
    expect(kept.map(([who, content]) => [who, content.replace(/^[\s\S]*\n\n/, '')])).toEqual([
      ['person', 'Work was long today'],
      ['reply', 'What made it long?'],
      ['person', 'And the evening too'],
      ['reply', 'What happened in the evening?'],
    ]);
  });

  it("keeps the safety screen's reply with its grade, so the next message is read as an answer to it", async () => {
    const audience = await start();
    await audience.send('i want to kill myself', guide('should never be asked'));
    const kept = await audience.kept();
    expect(kept).toHaveLength(2);
    expect(kept[1]?.[0]).toBe('reply');
    expect(kept[1]?.[1]).toContain('findahelpline.com');
    expect(kept[1]?.[1]).not.toContain('should never be asked');
    expect(['crisis', 'imminent']).toContain(kept[1]?.[2]);
  });
});
