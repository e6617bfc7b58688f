import type {
  ReflectionAnswerRecord,
  ReflectionPromptRecord,
} from '#functions/core/db/repositories/reflection-prompts-repository.ts';
import type { PortalPromptCard, TherapistReflectionPrompt } from '#shared/api/schemas/reflection-prompts.ts';
import {
  type ClientAnswerStatus,
  type CompletionCounts,
  completionCounts,
  currentOccurrence,
  localDateOf,
  type Occurrence,
  occurrencesOf,
} from '#shared/domain/reflection-schedule.ts';

/**
 * What became of a prompt up to now: its occurrences and counts, from its record and the client's
 * answers. An ended prompt is due no more after the day it was ended.
 */
export interface PromptProgress {
  today: string;
  occurrences: Occurrence[];
  counts: CompletionCounts;
  current: Occurrence | undefined;
  answers: ReadonlyMap<string, ReflectionAnswerRecord>;
}

/**
 * An ended prompt keeps what happened before it was ended (done, skipped, missed on the day it was
 * ended) and nothing after: what was still open then is dropped, not counted as missed.
 */
export function progressOf(
  prompt: ReflectionPromptRecord,
  allAnswers: readonly ReflectionAnswerRecord[],
  now: Date,
): PromptProgress {
  const { timeZone } = prompt.schedule;
  const today = localDateOf(now, timeZone);
  const endedOn = prompt.endedAt ? localDateOf(new Date(prompt.endedAt), timeZone) : undefined;
  const answers = new Map(
    allAnswers.filter((answer) => answer.promptId === prompt.id).map((answer) => [answer.dueDate, answer]),
  );
  const statuses = new Map<string, { status: ClientAnswerStatus; at: string }>(
    [...answers].map(([dueDate, answer]) => [dueDate, { status: answer.status, at: answer.at }]),
  );
  if (endedOn !== undefined) {
    const before = occurrencesOf(prompt.schedule, statuses, endedOn < today ? endedOn : today).filter(
      (occurrence) => occurrence.status !== 'open' && occurrence.status !== 'upcoming',
    );
    return { today, occurrences: before, counts: completionCounts(before), current: undefined, answers };
  }
  const occurrences = occurrencesOf(prompt.schedule, statuses, today);
  return {
    today,
    occurrences,
    counts: completionCounts(occurrences),
    current: currentOccurrence(occurrences, today),
    answers,
  };
}

/** The therapist's view of one prompt: statuses and dates, never the client's words or session. */
export function toTherapistPrompt(
  prompt: ReflectionPromptRecord,
  answers: readonly ReflectionAnswerRecord[],
  now: Date,
): TherapistReflectionPrompt {
  const progress = progressOf(prompt, answers, now);
  return {
    id: prompt.id,
    clientId: prompt.clientId,
    title: prompt.title,
    text: prompt.text,
    schedule: { ...prompt.schedule, days: [...prompt.schedule.days] },
    guideStyle: prompt.guideStyle,
    createdAt: prompt.createdAt,
    endedAt: prompt.endedAt ?? null,
    counts: progress.counts,
    occurrences: progress.occurrences.map(({ dueDate, closesOn, status, at }) => ({
      dueDate,
      closesOn,
      status,
      at,
    })),
  };
}

/** The client's card: the prompt, who set it, and the occurrence waiting now (if any). */
export function toPortalCard(
  prompt: ReflectionPromptRecord,
  answers: readonly ReflectionAnswerRecord[],
  from: string,
  now: Date,
): PortalPromptCard {
  const progress = progressOf(prompt, answers, now);
  const current = progress.current;
  const status = current?.status;
  return {
    id: prompt.id,
    title: prompt.title,
    text: prompt.text,
    from,
    schedule: { ...prompt.schedule, days: [...prompt.schedule.days] },
    guideStyle: prompt.guideStyle,
    current:
      current && (status === 'done' || status === 'skipped' || status === 'open')
        ? {
            dueDate: current.dueDate,
            closesOn: current.closesOn,
            status,
            sessionId: progress.answers.get(current.dueDate)?.sessionId ?? null,
          }
        : null,
    counts: progress.counts,
  };
}

export function sumCounts(all: readonly CompletionCounts[]): CompletionCounts {
  return all.reduce(
    (sum, counts) => ({
      done: sum.done + counts.done,
      skipped: sum.skipped + counts.skipped,
      missed: sum.missed + counts.missed,
      streak: Math.max(sum.streak, counts.streak),
      bestStreak: Math.max(sum.bestStreak, counts.bestStreak),
    }),
    { done: 0, skipped: 0, missed: 0, streak: 0, bestStreak: 0 },
  );
}
