import { currentGuideEngine } from '#functions/core/chat/guide-engine.ts';
import {
  getWeeklyReflection,
  listRecentMemberMessages,
  saveWeeklyReflectionOnce,
  type WeeklyReflectionRecord,
} from '#functions/core/db/repositories/insights-repository.ts';
import { getMemberById } from '#functions/core/db/repositories/members-repository.ts';
import { listGuideMemories } from '#functions/core/db/repositories/memory-repository.ts';
import { isGuideUnavailableError } from '#functions/core/guides/errors.ts';
import { OFFLINE_GUIDE_LABEL } from '#functions/core/guides/offline-guide.ts';
import type { GuideEngine, GuideMemory } from '#functions/core/guides/types.ts';
import { insightsMessages, type WeeklyReflectionReply } from '#shared/api/schemas/insights.ts';
import { AppError } from '#shared/errors.ts';
import { isoWeekOf, memberCalendar } from './calendar';
import {
  advancedInsightsRefusal,
  hasAdvancedInsights,
  MESSAGE_WINDOW_ITEMS,
  toWeeklyReflection,
} from './member-insights';
import { writeReflectionWithModel } from './model-weekly-reflection';
import { composeOfflineWeeklyReflection } from './offline-weekly-reflection';
import { type WeekInReview, weekInReview } from './week-in-review';

export interface WeeklyReflectionDependencies {
  engine?: GuideEngine;
  now?: Date;
}

/**
 * This week's reflection (ISO week, UTC) for a Pro or Lifetime member: the one already written, or
 * a new one from the guide the member wrote to most in the past 7 days. With a model configured
 * the model writes it through the guide engine; otherwise (or when the model's text cannot be
 * kept) the offline guide does, in that guide's voice. It is kept once per week: a second call,
 * or two at the same moment, get the same reflection, and the model is asked at most once per call.
 */
export async function weeklyReflectionOfMember(
  memberId: string,
  timeZone: string,
  dependencies: WeeklyReflectionDependencies = {},
): Promise<WeeklyReflectionReply> {
  const now = dependencies.now ?? new Date();
  const isoWeek = isoWeekOf(now);
  const [member, existing] = await Promise.all([
    getMemberById(memberId),
    getWeeklyReflection(memberId, isoWeek),
  ]);
  if (!member) throw new AppError('UNAUTHENTICATED', 'Session expired. Please log in again.');
  if (!hasAdvancedInsights(member.subscriptionTier)) throw advancedInsightsRefusal();
  if (existing) return { reflection: toWeeklyReflection(existing), created: false };

  const [memories, window, engine] = await Promise.all([
    listGuideMemories(memberId),
    listRecentMemberMessages(memberId, MESSAGE_WINDOW_ITEMS),
    dependencies.engine ? Promise.resolve(dependencies.engine) : currentGuideEngine(),
  ]);
  const week = weekInReview(window.messages, memberCalendar(timeZone), now);
  if (week.messages === 0) throw new AppError('CONFLICT', insightsMessages.nothingThisWeek);
  const memory = memories.find((candidate) => candidate.modeId === week.modeId) ?? null;

  const byModel = engine.id === 'openai' ? await askModel(engine, week, memory) : null;
  const record: WeeklyReflectionRecord = {
    isoWeek,
    modeId: week.modeId,
    text: byModel ?? composeOfflineWeeklyReflection(week),
    writtenBy: byModel
      ? { id: 'openai', label: engine.label }
      : { id: 'offline', label: OFFLINE_GUIDE_LABEL },
    createdAt: now.toISOString(),
  };
  const kept = await saveWeeklyReflectionOnce(memberId, record);
  return { reflection: toWeeklyReflection(kept.reflection), created: kept.created };
}

/** A model that fails is not replaced silently: nothing is kept, and the member can ask again. */
async function askModel(
  engine: GuideEngine,
  week: WeekInReview,
  memory: GuideMemory | null,
): Promise<string | null> {
  try {
    return await writeReflectionWithModel(engine, week, memory);
  } catch (error) {
    if (isGuideUnavailableError(error)) {
      throw new AppError(error.code, insightsMessages.guideUnavailable);
    }
    throw error;
  }
}
