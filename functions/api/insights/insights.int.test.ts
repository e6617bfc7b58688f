import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { getItem, putItem } from '#functions/core/db/item-operations.ts';
import { keys } from '#functions/core/db/keys.ts';
import { isoWeekOf } from '#functions/core/insights/calendar.ts';
import { holdsRiskWords } from '#functions/core/safety/risk-words.ts';
import { signUpMember } from '#functions/test-support/members.ts';
import { startTestApi } from '#functions/test-support/test-api.ts';
import type { ChatReply } from '#shared/api/schemas/chat.ts';
import {
  type Insights,
  insightsMessages,
  insightsSchema,
  type WeeklyReflectionReply,
  weeklyReflectionReplySchema,
} from '#shared/api/schemas/insights.ts';
import type { ModeId } from '#shared/domain/modes.ts';
import type { ErrorBody } from '#shared/errors.ts';

/** Insights with the offline guide (no model configured in this file; see insights-model.int.test.ts). */
const api = startTestApi();

async function say(token: string, message: string, conversationId?: string): Promise<ChatReply> {
  const reply = await api.call<ChatReply>('POST', '/api/chat', {
    token,
    body: { message, modeId: 'mirror', ...(conversationId ? { conversationId } : {}) },
  });
  expect(reply.status, reply.text).toBe(201);
  return reply.body;
}

async function insightsOf(token: string, query = ''): Promise<{ body: Insights; text: string }> {
  const reply = await api.call<Insights>('GET', `/api/insights${query}`, { token });
  expect(reply.status, reply.text).toBe(200);
  // The reply is the contract the browser reads.
  return { body: insightsSchema.parse(reply.body), text: reply.text };
}

function writeReflection(token: string, body: unknown = {}) {
  return api.call<WeeklyReflectionReply & ErrorBody>('POST', '/api/insights/weekly-reflection', {
    token,
    body,
  });
}

function themeOf(insights: Insights, modeId: ModeId, label: string) {
  return insights.guides
    .find((guide) => guide.modeId === modeId)
    ?.themes.find((theme) => theme.label === label);
}

/** Messages written on earlier days, straight into the member's partition (the API writes "now"). */
async function seedMessages(memberId: string, sentAt: readonly Date[]): Promise<void> {
  const conversationId = ulid(sentAt[0]?.getTime());
  await putItem({
    ...keys.conversation(memberId, conversationId),
    type: 'conversation',
    id: conversationId,
    memberId,
    title: 'Earlier days',
    modeId: 'mirror',
    messageCount: sentAt.length,
    createdAt: sentAt[0]?.toISOString(),
    updatedAt: sentAt.at(-1)?.toISOString(),
  });
  for (const at of sentAt) {
    const id = ulid(at.getTime());
    await putItem({
      ...keys.message(memberId, conversationId, id),
      type: 'message',
      id,
      conversationId,
      role: 'user',
      content: 'A quiet note to myself',
      modeId: 'mirror',
      createdAt: at.toISOString(),
    });
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Noon (UTC) `days` days ago: the same UTC day wherever in that day the test runs. */
const noonDaysAgo = (days: number) => {
  const date = new Date(Date.now() - days * DAY_MS);
  date.setUTCHours(12, 0, 0, 0);
  return date;
};

describe('insights for a member', () => {
  it('shows the themes each guide noticed, each linked to the messages it came from', async () => {
    const member = await signUpMember(api);
    const week = await say(member.token, 'My boss moved the project deadline again and work feels heavy');
    const better = await say(
      member.token,
      'I went to bed early and my sleep was better',
      week.conversationId,
    );
    const bedtime = await say(member.token, 'Bedtime keeps slipping later and I take a nap after lunch');

    const { body, text } = await insightsOf(member.token);
    expect(body.tier).toBe('freemium');
    // Freemium opens Mirror only; the other guides have heard nothing, so they are not listed.
    expect(body.guides.map((guide) => guide.modeId)).toEqual(['mirror']);
    expect(body.guides[0]).toMatchObject({ name: 'Mirror Mode', open: true, exchanges: 3 });

    const work = themeOf(body, 'mirror', 'work');
    expect(work?.count).toBe(1);
    expect(work?.sources).toEqual([
      {
        conversationId: week.conversationId,
        messageId: week.userMessage.id,
        conversationTitle: week.title,
        sentAt: week.userMessage.createdAt,
      },
    ]);
    const sleep = themeOf(body, 'mirror', 'sleep');
    expect(sleep?.count).toBe(2);
    // Newest first, each in its own conversation.
    expect(sleep?.sources.map((source) => [source.conversationId, source.messageId])).toEqual([
      [bedtime.conversationId, bedtime.userMessage.id],
      [week.conversationId, better.userMessage.id],
    ]);
    // A link names the conversation and the date; the message itself is not repeated.
    expect(text).not.toContain('my sleep was better');
    expect(body.window).toEqual({ memberMessages: 3, complete: true });
  });

  it('counts the days a member reflects, the streak and messages per week', async () => {
    const member = await signUpMember(api);
    await seedMessages(member.id, [noonDaysAgo(10), noonDaysAgo(2), noonDaysAgo(1), noonDaysAgo(1)]);
    await say(member.token, 'A short note for today');

    const { body } = await insightsOf(member.token);
    expect(body.frequency).toMatchObject({
      // Today, yesterday and the day before; two messages yesterday make one day.
      daysReflectedLast7: 3,
      daysReflectedLast30: 4,
      currentStreakDays: 3,
      messagesLast7Days: 4,
      // 5 messages over the 2 weeks since the first one.
      averageMessagesPerWeek: 2.5,
    });
    expect(body.frequency.lastReflectedAt).not.toBeNull();

    const quiet = await signUpMember(api);
    await seedMessages(quiet.id, [noonDaysAgo(3), noonDaysAgo(2)]);
    const { body: lapsed } = await insightsOf(quiet.token);
    // Nothing yesterday or today: the streak has ended, but the days still count.
    expect(lapsed.frequency).toMatchObject({ currentStreakDays: 0, daysReflectedLast7: 2 });

    const fresh = await signUpMember(api);
    const { body: empty } = await insightsOf(fresh.token);
    expect(empty.guides).toEqual([
      { modeId: 'mirror', name: 'Mirror Mode', open: true, exchanges: 0, themes: [] },
    ]);
    expect(empty.frequency).toEqual({
      daysReflectedLast7: 0,
      daysReflectedLast30: 0,
      currentStreakDays: 0,
      messagesLast7Days: 0,
      averageMessagesPerWeek: 0,
      lastReflectedAt: null,
    });
  });

  it('gives freemium and standard members basic insights only, and refuses them the weekly reflection', async () => {
    for (const tier of ['freemium', 'standard'] as const) {
      const member = await signUpMember(api, tier);
      await say(member.token, 'Work was busy today and my manager wants the report by Friday');
      const { body } = await insightsOf(member.token);
      expect(body.advanced).toBeNull();
      expect(body.locked).toEqual({
        requiredTier: 'pro',
        tierLabel: 'Pro',
        message: insightsMessages.upgrade,
        upgradeUrl: '/subscribe',
      });
      expect(themeOf(body, 'mirror', 'work')?.count).toBe(1);

      const refused = await writeReflection(member.token);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(insightsMessages.upgrade);
      expect(refused.body.upgradeUrl).toBe('/subscribe');
      expect(await getItem(keys.weeklyReflection(member.id, isoWeekOf(new Date())))).toBeUndefined();
    }
  });

  it('gives a pro member patterns over time and one weekly reflection per week', async () => {
    const member = await signUpMember(api, 'pro');
    const first = await say(member.token, 'My sleep has been short because of the late meetings at work');
    await say(member.token, 'I went to bed early and my sleep was better', first.conversationId);
    await say(member.token, 'The project at work went well and my colleague thanked me');

    const { body } = await insightsOf(member.token);
    expect(body.locked).toBeNull();
    const advanced = body.advanced;
    expect(advanced?.weeks).toHaveLength(12);
    const thisWeek = advanced?.weeks.at(-1);
    expect(thisWeek).toMatchObject({ messages: 3, daysReflected: 1 });
    expect(thisWeek?.themes).toEqual([
      { label: 'sleep', count: 2 },
      { label: 'work', count: 2 },
    ]);
    expect(advanced?.weeks.slice(0, -1).every((week) => week.messages === 0)).toBe(true);
    expect(advanced?.trends.map((trend) => [trend.label, trend.direction])).toEqual([
      ['sleep', 'new'],
      ['work', 'new'],
    ]);
    const times = advanced?.timeOfDay ?? { morning: 0, afternoon: 0, evening: 0, night: 0 };
    expect(times.morning + times.afternoon + times.evening + times.night).toBe(3);
    expect(advanced?.guidesUsed).toEqual([{ modeId: 'mirror', name: 'Mirror Mode', messages: 3 }]);
    expect(advanced).toMatchObject({ weeklyReflection: null, canWriteReflection: true });
    expect(advanced?.currentIsoWeek).toBe(isoWeekOf(new Date()));

    const written = await writeReflection(member.token, { timeZone: 'Europe/Berlin' });
    expect(written.status, written.text).toBe(201);
    const reply = weeklyReflectionReplySchema.parse(written.body);
    expect(reply.created).toBe(true);
    expect(reply.reflection).toMatchObject({
      modeId: 'mirror',
      guideName: 'Mirror Mode',
      writtenBy: { id: 'offline', label: 'Offline guide' },
      isoWeek: isoWeekOf(new Date()),
    });
    expect(reply.reflection.text).toContain('You wrote 3 messages on one day in the past 7 days.');
    expect(reply.reflection.text).toMatch(/sleep and work|work and sleep/);

    const again = await writeReflection(member.token);
    expect(again.status).toBe(200);
    expect(weeklyReflectionReplySchema.parse(again.body)).toEqual({
      reflection: reply.reflection,
      created: false,
    });
    const { body: after } = await insightsOf(member.token);
    expect(after.advanced?.weeklyReflection).toEqual(reply.reflection);

    // The member can take their reflections with them.
    const exported = await api.call<{ weeklyReflections: { isoWeek: string; text: string }[] }>(
      'GET',
      '/api/me/export',
      { token: member.token },
    );
    expect(exported.body.weeklyReflections).toEqual([
      expect.objectContaining({ isoWeek: reply.reflection.isoWeek, text: reply.reflection.text }),
    ]);

    const lifetime = await signUpMember(api, 'lifetime');
    const nothingYet = await writeReflection(lifetime.token);
    expect(nothingYet.status).toBe(409);
    expect(nothingYet.body.message).toBe(insightsMessages.nothingThisWeek);
    const { body: lifetimeInsights } = await insightsOf(lifetime.token);
    expect(lifetimeInsights.advanced?.canWriteReflection).toBe(false);
  });

  it("never shows one member another member's themes, links or reflection", async () => {
    const owner = await signUpMember(api, 'pro');
    const ownerReply = await say(owner.token, 'My sister called and we talked about our mom');
    await writeReflection(owner.token);
    const neighbour = await signUpMember(api, 'pro');
    await say(neighbour.token, 'I had a good talk with a friend at the party');

    const { body, text } = await insightsOf(neighbour.token);
    expect(text).not.toContain(ownerReply.conversationId);
    expect(text).not.toContain(ownerReply.userMessage.id);
    expect(themeOf(body, 'mirror', 'family')).toBeUndefined();
    expect(themeOf(body, 'mirror', 'friendship')?.count).toBe(1);
    expect(body.advanced?.weeklyReflection).toBeNull();
    expect(body.window.memberMessages).toBe(1);
  });

  it('never quotes a risky message, and hides a conversation title that holds risk words', async () => {
    const member = await signUpMember(api, 'pro');
    const work = await say(member.token, 'Work was busy today and my manager wants the report by Friday');
    const renamed = await api.call('PATCH', `/api/conversations/${work.conversationId}`, {
      token: member.token,
      body: { title: 'Some days I want to die' },
    });
    expect(renamed.status).toBe(200);
    const risky = await say(member.token, 'Some days I just want to disappear forever from work');
    expect(risky.safety.flagged).toBe(true);

    const { body, text } = await insightsOf(member.token);
    expect(themeOf(body, 'mirror', 'work')?.sources).toEqual([
      expect.objectContaining({
        messageId: work.userMessage.id,
        conversationTitle: 'Mirror Mode conversation',
      }),
    ]);
    expect(text).not.toMatch(/die|disappear/i);

    const written = await writeReflection(member.token);
    expect(written.status).toBe(201);
    const reflection = written.body.reflection.text;
    expect(holdsRiskWords(reflection)).toBe(false);
    expect(reflection).not.toMatch(/disappear|forever|report by Friday/i);
  });

  it('refuses bad input and callers without a member session', async () => {
    const member = await signUpMember(api, 'pro');
    const badZone = await api.call<ErrorBody>('GET', '/api/insights?timeZone=Mars%2FOlympus', {
      token: member.token,
    });
    expect(badZone.status).toBe(400);
    expect(badZone.body.message).toBe('Unknown time zone');
    const badBody = await writeReflection(member.token, { timeZone: 42 });
    expect(badBody.status).toBe(400);
    expect(badBody.body.errors?.timeZone).toBe('Unknown time zone');
    expect((await api.call('GET', '/api/insights')).status).toBe(401);
    expect((await api.call('POST', '/api/insights/weekly-reflection', { body: {} })).status).toBe(401);
  });
});
