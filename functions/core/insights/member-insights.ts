import {
  getConversationTitles,
  getWeeklyReflection,
  listRecentMemberMessages,
  type MemberMessage,
  type WeeklyReflectionRecord,
} from '#functions/core/db/repositories/insights-repository.ts';
import { getMemberById } from '#functions/core/db/repositories/members-repository.ts';
import { listGuideMemories } from '#functions/core/db/repositories/memory-repository.ts';
import {
  ADVANCED_INSIGHTS_TIER,
  type Insights,
  insightsMessages,
  type WeeklyReflection,
} from '#shared/api/schemas/insights.ts';
import { getMode } from '#shared/domain/modes.ts';
import { type Tier, tierIncludes, tierLabel, UPGRADE_PATH } from '#shared/domain/tiers.ts';
import { AppError } from '#shared/errors.ts';
import { isoWeekOf, memberCalendar } from './calendar';
import { guidePatterns, guideThemes, sourceMessagesOfThemes } from './guide-themes';
import { patternsOverTime } from './patterns-over-time';
import { reflectionFrequency } from './reflection-frequency';
import { weekInReview } from './week-in-review';

/**
 * Insights read a fixed window of the member's partition: at most this many message items (their
 * messages and the replies between them, so about 1,000 of their own messages), newest
 * conversations first. However long a member's history grows, one insights read costs the same;
 * themes keep their full counts (the guides' memory holds them), only older links drop out.
 */
export const MESSAGE_WINDOW_ITEMS = 2_000;

export function hasAdvancedInsights(tier: Tier): boolean {
  return tierIncludes(tier, ADVANCED_INSIGHTS_TIER);
}

export function advancedInsightsRefusal(): AppError {
  return new AppError('UPGRADE_REQUIRED', insightsMessages.upgrade, { upgradeUrl: UPGRADE_PATH });
}

export function toWeeklyReflection(record: WeeklyReflectionRecord): WeeklyReflection {
  return {
    isoWeek: record.isoWeek,
    modeId: record.modeId,
    guideName: getMode(record.modeId).name,
    text: record.text,
    writtenBy: record.writtenBy,
    createdAt: record.createdAt,
  };
}

/** Basic insights for every tier; advanced ones for Pro and Lifetime only, decided here on the server. */
export async function insightsOfMember(
  memberId: string,
  timeZone: string,
  now = new Date(),
): Promise<Insights> {
  const currentIsoWeek = isoWeekOf(now);
  const [member, memories, window, reflection] = await Promise.all([
    getMemberById(memberId),
    listGuideMemories(memberId),
    listRecentMemberMessages(memberId, MESSAGE_WINDOW_ITEMS),
    getWeeklyReflection(memberId, currentIsoWeek),
  ]);
  if (!member) throw new AppError('UNAUTHENTICATED', 'Session expired. Please log in again.');
  const tier = member.subscriptionTier;
  const calendar = memberCalendar(timeZone);
  const messagesById = new Map<string, MemberMessage>(
    window.messages.map((message) => [message.id, message]),
  );
  const sources = sourceMessagesOfThemes(memories, tier, messagesById);
  const titles = await getConversationTitles(
    memberId,
    sources.map((message) => message.conversationId),
  );
  const advanced = hasAdvancedInsights(tier);

  return {
    tier,
    timeZone,
    generatedAt: now.toISOString(),
    window: { memberMessages: window.messages.length, complete: window.complete },
    guides: guideThemes(memories, tier, messagesById, titles),
    frequency: reflectionFrequency(window.messages, calendar, now),
    advanced: advanced
      ? {
          ...patternsOverTime(window.messages, calendar, now),
          patterns: guidePatterns(memories),
          currentIsoWeek,
          weeklyReflection: reflection ? toWeeklyReflection(reflection) : null,
          canWriteReflection: weekInReview(window.messages, calendar, now).messages > 0,
        }
      : null,
    locked: advanced
      ? null
      : {
          requiredTier: ADVANCED_INSIGHTS_TIER,
          tierLabel: tierLabel(ADVANCED_INSIGHTS_TIER),
          message: insightsMessages.upgrade,
          upgradeUrl: UPGRADE_PATH,
        },
  };
}
