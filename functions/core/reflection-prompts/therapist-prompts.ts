import { ulid } from 'ulid';
import { getClient } from '#functions/core/db/repositories/clients-repository.ts';
import {
  endReflectionPrompt,
  getReflectionPrompt,
  listAnswersOfClient,
  listAnswersOfPractice,
  listPromptsOfClient,
  listPromptsOfPractice,
  putReflectionPrompt,
  type ReflectionPromptRecord,
} from '#functions/core/db/repositories/reflection-prompts-repository.ts';
import { checkPracticeTextsBeforeSave } from '#functions/core/practices/instruction-safety/practice-texts.ts';
import {
  ACTIVE_PROMPTS_PER_CLIENT,
  type ClientReflectionPrompts,
  type NewReflectionPrompt,
  type PracticePromptCompletion,
  reflectionPromptMessages,
  type TherapistReflectionPrompt,
} from '#shared/api/schemas/reflection-prompts.ts';
import { localDateOf } from '#shared/domain/reflection-schedule.ts';
import { AppError, isAppError } from '#shared/errors.ts';
import { progressOf, sumCounts, toTherapistPrompt } from './prompt-progress';

/**
 * A therapist's side of reflection prompts: set one for a client, see what became of each, end one,
 * and the practice's completion by prompt. Everything here is the therapist's own words, dates and
 * counts: no function reads a client's answer.
 */
type ValidPrompt = {
  title: string;
  text: string;
  schedule: ReflectionPromptRecord['schedule'];
  guideStyle?: ReflectionPromptRecord['guideStyle'] | undefined;
};

async function clientOfPractice(tenantId: string, clientId: string) {
  const client = await getClient(tenantId, clientId);
  if (!client) throw new AppError('NOT_FOUND', 'Client not found');
  return client;
}

/** The instruction screen over the title and the prompt; its refusal is shown next to the field. */
async function screenPromptTexts(title: string, text: string): Promise<void> {
  try {
    await checkPracticeTextsBeforeSave(
      { reflectionPromptTitle: title, reflectionPromptText: text },
      'prompt',
    );
  } catch (error) {
    if (!isAppError(error) || error.code !== 'VALIDATION_FAILED') throw error;
    const found = (error.details.errors ?? {}) as Record<string, string>;
    const errors: Record<string, string> = {};
    if (found.reflectionPromptTitle) errors.title = found.reflectionPromptTitle;
    if (found.reflectionPromptText) errors.text = found.reflectionPromptText;
    throw new AppError('VALIDATION_FAILED', error.message, { errors });
  }
}

export async function setReflectionPrompt(
  tenantId: string,
  clientId: string,
  input: ValidPrompt,
  now: Date = new Date(),
): Promise<TherapistReflectionPrompt> {
  const [client, prompts, answers] = await Promise.all([
    clientOfPractice(tenantId, clientId),
    listPromptsOfClient(tenantId, clientId),
    listAnswersOfClient(tenantId, clientId),
  ]);
  if (!client.isActive) {
    throw new AppError('CONFLICT', 'This client is deactivated. Reactivate them to set a prompt.');
  }
  const today = localDateOf(now, input.schedule.timeZone);
  if (input.schedule.endDate < today) {
    throw new AppError('VALIDATION_FAILED', 'The end date has passed', {
      errors: { 'schedule.endDate': 'The end date has passed' },
    });
  }
  const running = prompts.filter((prompt) => !prompt.endedAt && prompt.schedule.endDate >= today);
  if (running.length >= ACTIVE_PROMPTS_PER_CLIENT) {
    throw new AppError(
      'CONFLICT',
      `A client can have at most ${ACTIVE_PROMPTS_PER_CLIENT} prompts running. End one to set another.`,
    );
  }
  await screenPromptTexts(input.title, input.text);
  const prompt: ReflectionPromptRecord = {
    id: ulid(),
    tenantId,
    clientId,
    title: input.title,
    text: input.text,
    schedule: {
      ...input.schedule,
      days: input.schedule.frequency === 'days' ? [...new Set(input.schedule.days)].sort() : [],
    },
    guideStyle: input.guideStyle ?? null,
    createdAt: now.toISOString(),
  };
  await putReflectionPrompt(prompt);
  return toTherapistPrompt(prompt, answers, now);
}

export type { NewReflectionPrompt };

export async function listClientReflectionPrompts(
  tenantId: string,
  clientId: string,
  now: Date = new Date(),
): Promise<ClientReflectionPrompts> {
  const [, prompts, answers] = await Promise.all([
    clientOfPractice(tenantId, clientId),
    listPromptsOfClient(tenantId, clientId),
    listAnswersOfClient(tenantId, clientId),
  ]);
  const views = prompts.reverse().map((prompt) => toTherapistPrompt(prompt, answers, now));
  return { prompts: views, totals: sumCounts(views.map((view) => view.counts)) };
}

export async function endClientReflectionPrompt(
  tenantId: string,
  clientId: string,
  promptId: string,
  now: Date = new Date(),
): Promise<TherapistReflectionPrompt> {
  const prompt = await getReflectionPrompt(tenantId, clientId, promptId);
  if (!prompt) throw new AppError('NOT_FOUND', reflectionPromptMessages.notFound);
  const endedAt = prompt.endedAt ?? now.toISOString();
  if (!prompt.endedAt) await endReflectionPrompt(tenantId, clientId, promptId, endedAt);
  const answers = await listAnswersOfClient(tenantId, clientId);
  return toTherapistPrompt({ ...prompt, endedAt }, answers, now);
}

/** Which prompts clients finish, by title across the practice: counts only. */
export async function practicePromptCompletion(
  tenantId: string,
  now: Date = new Date(),
): Promise<PracticePromptCompletion> {
  const [prompts, answers] = await Promise.all([
    listPromptsOfPractice(tenantId),
    listAnswersOfPractice(tenantId),
  ]);
  const byTitle = new Map<
    string,
    { title: string; clients: Set<string>; done: number; skipped: number; missed: number }
  >();
  for (const prompt of prompts) {
    const { counts } = progressOf(prompt, answers, now);
    const key = prompt.title.trim().toLowerCase();
    const row = byTitle.get(key) ?? {
      title: prompt.title,
      clients: new Set(),
      done: 0,
      skipped: 0,
      missed: 0,
    };
    row.clients.add(prompt.clientId);
    row.done += counts.done;
    row.skipped += counts.skipped;
    row.missed += counts.missed;
    byTitle.set(key, row);
  }
  const rows = [...byTitle.values()].map(({ title, clients, done, skipped, missed }) => {
    const closed = done + skipped + missed;
    return {
      title,
      clients: clients.size,
      done,
      skipped,
      missed,
      completionPercent: closed === 0 ? null : Math.round((done / closed) * 100),
    };
  });
  rows.sort(
    (a, b) => (b.completionPercent ?? -1) - (a.completionPercent ?? -1) || a.title.localeCompare(b.title),
  );
  return { prompts: rows };
}
