import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { AccountGoneError, saveChatTurn } from '#functions/core/db/repositories/chat-turn-repository.ts';
import { readSafetyCountsForYear } from '#functions/core/db/repositories/safety-counts-repository.ts';
import { addressBucket } from '#functions/core/rate-limits/address-bucket.ts';
import { signUpClient } from '#functions/test-support/clients.ts';
import { signUpMember } from '#functions/test-support/members.ts';
import { everyTableItem } from '#functions/test-support/table-items.ts';
import { fromAddress, startTestApi } from '#functions/test-support/test-api.ts';
import { signUpTherapist } from '#functions/test-support/therapists.ts';
import type { ChatReply } from '#shared/api/schemas/chat.ts';
import type { GuestChatReply } from '#shared/api/schemas/guest-chat.ts';
import type { PortalChatReply } from '#shared/api/schemas/portal.ts';
import type { SafetyGrade } from '#shared/domain/safety-grades.ts';
import type { SafetyAudience } from './safety-counts';

/**
 * The SB 243 safety counters, through the real handlers over HTTP on DynamoDB Local: every reply
 * given with a safety grade, in the member chat, a client's therapy chat, a visitor's portal chat
 * and the guest chat, moves its month's count for its grade and audience, and the counter items
 * hold nothing that names anyone.
 */
const api = startTestApi();
const years = new Set([new Date().getUTCFullYear()]);

/** The counters of this file's table, `grade|audience` -> count (this file alone writes them). */
async function counters(): Promise<Record<string, number>> {
  years.add(new Date().getUTCFullYear());
  const counted: Record<string, number> = {};
  for (const year of years) {
    for (const row of await readSafetyCountsForYear(year)) {
      const key = `${row.grade}|${row.audience}`;
      counted[key] = (counted[key] ?? 0) + row.count;
    }
  }
  return counted;
}

async function counterItems(): Promise<Record<string, unknown>[]> {
  return (await everyTableItem()).filter((item) => String(item.pk).startsWith('SAFETYCOUNT#'));
}

const CRISIS = 'I want to kill myself tonight, I have the pills ready';
const CHECK_IN = 'I would never kill myself but some days I get why people do';
const MEDICINE = 'took everything in the medicine cabinet about an hour ago';
const ORDINARY = 'Mostly I keep going over my to-do list for the garden';

describe('the safety counters of every chat', () => {
  /** Each reply's audience and grade, as the API told the person. */
  const replies: { audience: SafetyAudience; grade: SafetyGrade }[] = [];
  /** Everything that names someone or something they wrote. */
  const identifiers: string[] = [];

  beforeAll(async () => {
    const member = await signUpMember(api);
    identifiers.push(member.id, member.email);
    for (const message of [ORDINARY, MEDICINE, CHECK_IN]) {
      const reply = await api.call<ChatReply>('POST', '/api/chat', {
        token: member.token,
        body: { message, modeId: 'mirror' },
      });
      expect(reply.status).toBe(201);
      replies.push({ audience: 'member', grade: reply.body.safety.grade });
      identifiers.push(reply.body.conversationId, reply.body.message.id, message);
    }

    const therapist = await signUpTherapist(api);
    const client = await signUpClient(api, therapist);
    identifiers.push(therapist.id, therapist.email, therapist.subdomain, client.id, client.email);
    for (const message of [ORDINARY, CRISIS]) {
      const reply = await api.call<PortalChatReply>('POST', '/api/therapy/chat', {
        token: client.token,
        body: { message },
      });
      expect(reply.status).toBe(201);
      replies.push({ audience: 'client', grade: reply.body.safety.grade });
      identifiers.push(reply.body.sessionId, reply.body.messageId);
    }

    for (const message of [ORDINARY, "I've been feeling hopeless"]) {
      const reply = await api.call<PortalChatReply>('POST', '/api/white-label/chat', {
        body: { subdomain: therapist.subdomain, message, clientName: 'Ana' },
        headers: fromAddress('203.0.113.77'),
      });
      expect(reply.status).toBe(201);
      replies.push({ audience: 'visitor', grade: reply.body.safety.grade });
      identifiers.push(
        reply.body.sessionId,
        ...reply.body.sessionId.split('.'),
        reply.body.messageId,
        message,
      );
    }
    identifiers.push('203.0.113.77', addressBucket('203.0.113.77'));

    for (const message of [ORDINARY, CRISIS]) {
      const reply = await api.call<GuestChatReply>('POST', '/api/guest/chat', {
        body: { message, history: [] },
        headers: fromAddress('198.51.100.91'),
      });
      expect(reply.status).toBe(201);
      replies.push({ audience: 'guest', grade: reply.body.safety.grade });
      identifiers.push(reply.body.message.id);
    }
    identifiers.push('198.51.100.91', addressBucket('198.51.100.91'));
  });

  it('moves the count of each reply given with a safety grade, by grade and audience, and no other', async () => {
    const graded = replies.filter((reply) => reply.grade !== 'none');
    // The turns above did what the test needs: graded replies in every audience, ordinary ones too.
    expect(new Set(graded.map((reply) => reply.audience))).toEqual(
      new Set(['member', 'client', 'visitor', 'guest']),
    );
    // (Which grade a phrase gets is the screen's business: any mix of two grades or more will do.)
    expect(new Set(graded.map((reply) => reply.grade)).size).toBeGreaterThanOrEqual(2);
    expect(graded.some((reply) => reply.grade === 'crisis' || reply.grade === 'imminent')).toBe(true);
    expect(replies.length - graded.length).toBeGreaterThanOrEqual(4);

    const expected: Record<string, number> = {};
    for (const { grade, audience } of graded) {
      expected[`${grade}|${audience}`] = (expected[`${grade}|${audience}`] ?? 0) + 1;
    }
    expect(await counters()).toEqual(expected);
  });

  it('holds only month, grade, audience and a count in its items: no id, email, address or text', async () => {
    const items = await counterItems();
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(['audience', 'count', 'grade', 'month', 'pk', 'sk', 'type']);
      expect(item.pk).toBe(`SAFETYCOUNT#${item.month}`);
      expect(item.month).toMatch(/^\d{4}-\d{2}$/);
      expect(item.sk).toMatch(
        /^GRADE#(note|check-in|crisis|imminent)#AUDIENCE#(member|client|visitor|guest)#SHARD#\d$/,
      );
      expect(item.sk).toContain(`GRADE#${item.grade}#AUDIENCE#${item.audience}#`);
      expect(item.type).toBe('safetyCount');
      expect(typeof item.count).toBe('number');
    }
    const written = JSON.stringify(items);
    expect(identifiers.length).toBeGreaterThan(20);
    for (const identifier of identifiers) expect(written).not.toContain(identifier);
  });
});

describe("a member turn's count", () => {
  const turnOf = (memberId: string) => {
    const at = new Date().toISOString();
    const conversationId = ulid();
    return {
      memberId,
      isNewConversation: true,
      conversation: {
        id: conversationId,
        memberId,
        title: '',
        modeId: 'mirror' as const,
        messageCount: 1,
        createdAt: at,
        updatedAt: at,
      },
      messages: [
        {
          id: ulid(),
          conversationId,
          role: 'user' as const,
          content: CRISIS,
          modeId: 'mirror' as const,
          createdAt: at,
        },
      ],
      safetyCount: { month: at.slice(0, 7), grade: 'crisis' as const, audience: 'member' as const },
    };
  };

  it('commits in the turn’s own transaction, or not at all when the turn is refused', async () => {
    const before = (await counters())['crisis|member'] ?? 0;
    await expect(saveChatTurn(turnOf(`gone-${ulid()}`))).rejects.toBeInstanceOf(AccountGoneError);
    expect((await counters())['crisis|member'] ?? 0).toBe(before);

    const member = await signUpMember(api);
    await saveChatTurn(turnOf(member.id));
    expect((await counters())['crisis|member']).toBe(before + 1);
  });
});
