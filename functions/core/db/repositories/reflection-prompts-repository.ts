import * as z from 'zod/mini';
import {
  getItem,
  ITEM_EXISTS,
  NO_ITEM_YET,
  putItem,
  putNewItem,
  whenConditionHolds,
} from '#functions/core/db/item-operations.ts';
import { indexKeys, keys, prefixes } from '#functions/core/db/keys.ts';
import { queryAll, queryIndexAll, type StoredItem } from '#functions/core/db/query-all.ts';
import { setAttributes, type WriteCondition } from '#functions/core/db/set-attributes.ts';
import { PERSONALITY_STYLES } from '#shared/domain/ai-configuration.ts';
import { PROMPT_FREQUENCIES } from '#shared/domain/reflection-schedule.ts';
import { deleteItems } from './conversations-repository';

/**
 * Reflection prompts, the client's answers to them and reminder choices, all in the practice's
 * partition. An answer item holds a status, a time and the client's own session id: never words.
 */
const storedPrompt = z.object({
  id: z.string(),
  tenantId: z.string(),
  clientId: z.string(),
  title: z.string(),
  text: z.string(),
  schedule: z.object({
    frequency: z.enum(PROMPT_FREQUENCIES),
    days: z.array(z.number()),
    startDate: z.string(),
    endDate: z.string(),
    timeZone: z.string(),
  }),
  guideStyle: z.nullable(z.enum(PERSONALITY_STYLES)),
  createdAt: z.string(),
  endedAt: z.optional(z.string()),
});
export type ReflectionPromptRecord = z.output<typeof storedPrompt>;

const storedAnswer = z.object({
  promptId: z.string(),
  clientId: z.string(),
  dueDate: z.string(),
  status: z.enum(['done', 'skipped']),
  at: z.string(),
  sessionId: z.optional(z.string()),
});
export type ReflectionAnswerRecord = z.output<typeof storedAnswer>;

function parse<S extends z.ZodMiniType>(schema: S, item: StoredItem): z.output<S> {
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g1s, type: _type, expiresAt: _ttl, ...record } = item;
  return schema.parse(record);
}

/** A reminder marker lives long enough to outlast any occurrence (a once prompt runs up to a year). */
const REMINDER_MARKER_DAYS = 400;

export async function putReflectionPrompt(prompt: ReflectionPromptRecord): Promise<void> {
  await putItem(
    {
      ...keys.reflectionPrompt(prompt.tenantId, prompt.clientId, prompt.id),
      ...indexKeys.runningReflectionPrompt(prompt.schedule.endDate, prompt.tenantId, prompt.id),
      type: 'reflectionPrompt',
      ...prompt,
    },
    NO_ITEM_YET,
  );
}

export async function getReflectionPrompt(
  tenantId: string,
  clientId: string,
  promptId: string,
): Promise<ReflectionPromptRecord | undefined> {
  const item = await getItem(keys.reflectionPrompt(tenantId, clientId, promptId));
  return item ? parse(storedPrompt, item) : undefined;
}

/** Ends a prompt now: it stays in the history, stops being due, and leaves the reminder index. */
export async function endReflectionPrompt(
  tenantId: string,
  clientId: string,
  promptId: string,
  endedAt: string,
): Promise<boolean> {
  return whenConditionHolds(
    setAttributes(
      keys.reflectionPrompt(tenantId, clientId, promptId),
      { endedAt },
      { remove: ['gsi1pk', 'gsi1sk'], onlyIf: ITEM_EXISTS },
    ),
  );
}

/** The practice's prompts under `prefix` (one client's, or all). */
async function promptsOfPractice(tenantId: string, prefix: string): Promise<ReflectionPromptRecord[]> {
  const items = await queryAll(prefixes.tenantPartition(tenantId), prefix);
  return items.map((item) => parse(storedPrompt, item));
}

/** The practice's answers under `prefix` (one client's, or all), with only `attributes` when given. */
async function answersOfPractice(
  tenantId: string,
  prefix: string,
  attributes?: string[],
): Promise<ReflectionAnswerRecord[]> {
  const items = await queryAll(prefixes.tenantPartition(tenantId), prefix, attributes ? { attributes } : {});
  return items.map((item) => parse(storedAnswer, item));
}

export function listPromptsOfClient(tenantId: string, clientId: string): Promise<ReflectionPromptRecord[]> {
  return promptsOfPractice(tenantId, prefixes.reflectionPromptsOf(clientId));
}

export function listAnswersOfClient(tenantId: string, clientId: string): Promise<ReflectionAnswerRecord[]> {
  return answersOfPractice(tenantId, prefixes.reflectionAnswersOf(clientId));
}

export function listPromptsOfPractice(tenantId: string): Promise<ReflectionPromptRecord[]> {
  return promptsOfPractice(tenantId, prefixes.reflectionPrompts);
}

export function listAnswersOfPractice(tenantId: string): Promise<ReflectionAnswerRecord[]> {
  return answersOfPractice(tenantId, prefixes.reflectionAnswers, [
    'promptId',
    'clientId',
    'dueDate',
    'status',
    'at',
  ]);
}

/**
 * Records the client's answer to one occurrence. A skip never replaces a done; an answer may
 * replace a skip (the client changed their mind while it was open).
 */
const SKIP_NEVER_REPLACES_DONE: WriteCondition = {
  expression: 'attribute_not_exists(pk) OR #status <> :done',
  names: { '#status': 'status' },
  values: { ':done': 'done' },
};

export async function saveReflectionAnswer(
  tenantId: string,
  answer: ReflectionAnswerRecord,
): Promise<boolean> {
  return whenConditionHolds(
    putItem(
      {
        ...keys.reflectionAnswer(tenantId, answer.clientId, answer.promptId, answer.dueDate),
        type: 'reflectionAnswer',
        ...answer,
      },
      answer.status === 'skipped' ? SKIP_NEVER_REPLACES_DONE : undefined,
    ),
  );
}

export async function remindersOnFor(tenantId: string, clientId: string): Promise<boolean> {
  const item = await getItem(keys.reflectionReminderSettings(tenantId, clientId));
  return item?.remindersOn !== false;
}

export async function saveRemindersOn(
  tenantId: string,
  clientId: string,
  remindersOn: boolean,
): Promise<void> {
  await putItem({
    ...keys.reflectionReminderSettings(tenantId, clientId),
    type: 'reflectionReminderSettings',
    remindersOn,
  });
}

/** Every prompt of every practice still running on `fromDate` or later (the reminder job's list). */
export async function listRunningPrompts(fromDate: string): Promise<ReflectionPromptRecord[]> {
  const items = await queryIndexAll('gsi1', indexKeys.runningReflectionPrompts);
  return items
    .filter((item) => String(item.gsi1sk ?? '') >= fromDate)
    .map((item) => parse(storedPrompt, item));
}

/** Claims the one reminder of an occurrence: true only for the first caller. */
export async function claimReminder(
  tenantId: string,
  clientId: string,
  promptId: string,
  dueDate: string,
  now: Date,
): Promise<boolean> {
  return putNewItem({
    ...keys.reflectionReminderSent(tenantId, clientId, promptId, dueDate),
    type: 'reflectionReminderSent',
    sentAt: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + REMINDER_MARKER_DAYS * 86_400,
  });
}

/**
 * A client deleted their account: their prompts, answers, reminder markers and reminder choice go
 * with it (the answers are their activity, like their conversations' metrics).
 */
export async function deleteClientPromptItems(tenantId: string, clientId: string): Promise<void> {
  const pk = prefixes.tenantPartition(tenantId);
  const lists = await Promise.all(
    [
      prefixes.reflectionPromptsOf(clientId),
      prefixes.reflectionAnswersOf(clientId),
      prefixes.reflectionRemindersSentOf(clientId),
    ].map((prefix) => queryAll(pk, prefix, { attributes: ['pk', 'sk'] })),
  );
  await deleteItems([
    ...lists.flat().map((item) => ({ pk: String(item.pk), sk: String(item.sk) })),
    keys.reflectionReminderSettings(tenantId, clientId),
  ]);
}
