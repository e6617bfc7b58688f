import type { NewReflectionPrompt } from '#shared/api/schemas/reflection-prompts.ts';
import { addDays } from '#shared/domain/reflection-schedule.ts';

/** Today's UTC day, and a weekly prompt that starts today and runs four weeks. */
export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

export function weeklyPrompt(overrides: Partial<NewReflectionPrompt> = {}): NewReflectionPrompt {
  const today = todayUtc();
  return {
    title: 'Noticing small wins',
    text: 'What is one small thing that went better this week than you expected?',
    schedule: { frequency: 'weekly', startDate: today, endDate: addDays(today, 27), timeZone: 'UTC' },
    ...overrides,
  };
}

/** A daily prompt that started `daysAgo` days ago: those days closed unanswered (missed). */
export function dailyPromptSince(daysAgo: number, title = 'Evening check-in'): NewReflectionPrompt {
  const today = todayUtc();
  return {
    title,
    text: 'How did today feel, in a sentence or two?',
    schedule: {
      frequency: 'daily',
      startDate: addDays(today, -daysAgo),
      endDate: addDays(today, 6),
      timeZone: 'UTC',
    },
  };
}
