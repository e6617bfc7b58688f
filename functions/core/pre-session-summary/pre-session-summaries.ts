/**
 * A client's pre-session summary (issue 25): they ask for a draft of the past weeks (themes, what
 * they tried, what they want to bring), edit it, and share it or not. Only a shared summary is
 * stored, in the practice's partition, dated; the therapist reads only those, and the client can
 * withdraw one (it is deleted), like a shared conversation.
 */
import { ulid } from 'ulid';
import { currentGuideEngine } from '#functions/core/chat/guide-engine.ts';
import { listClientMessages } from '#functions/core/db/repositories/client-conversations-repository.ts';
import {
  putSharedSummary,
  type SharedSummaryRecord,
} from '#functions/core/db/repositories/pre-session-summaries-repository.ts';
import { isGuideUnavailableError } from '#functions/core/guides/errors.ts';
import type { GuideEngine } from '#functions/core/guides/types.ts';
import { type ClientInPractice, conversationsOfClient } from '#functions/core/portal/client-portal.ts';
import {
  type SharedSummary,
  SUMMARY_WINDOW_DAYS,
  type SummaryDraft,
  type SummaryPart,
  summaryMessages,
} from '#shared/api/schemas/pre-session-summary.ts';
import { clientExperienceFor } from '#shared/domain/jurisdictions.ts';
import { AppError } from '#shared/errors.ts';
import { type ClientSentence, type ClientWords, clientSentences, isHardMoment } from './client-sentences';
import { composeExtractiveSummary, themeCounts } from './extractive-summary';
import { writeSummaryWithModel } from './model-summary';
import { toShared } from './shared-summaries';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The most recent conversations read for one draft. */
const CONVERSATIONS_READ = 40;

export interface SummaryDependencies {
  engine?: GuideEngine;
  now?: Date;
}

/** What the client wrote in the window: their own messages and journal entries, oldest first. */
async function clientWordsSince(tenantId: string, clientId: string, since: string) {
  const conversations = (await conversationsOfClient(tenantId, clientId))
    .filter((conversation) => conversation.lastMessageAt >= since)
    .slice(0, CONVERSATIONS_READ);
  const messages = await Promise.all(
    conversations.map(async (conversation) =>
      (await listClientMessages(tenantId, conversation.id))
        .filter((message) => message.role === 'client' && message.createdAt >= since)
        .map(
          (message): ClientWords => ({
            conversationId: conversation.id,
            content: message.content,
            createdAt: message.createdAt,
          }),
        ),
    ),
  );
  return {
    conversationCount: conversations.length,
    words: messages.flat().sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
  };
}

/**
 * A draft for the client to read and edit; never stored. With a model configured (and a practice
 * whose state allows AI with its clients) the model writes it from the client's sentences; offline,
 * or when the model fails, it is extractive. Hard moments are offered last, marked.
 */
export async function draftSummary(
  who: ClientInPractice,
  dependencies: SummaryDependencies = {},
): Promise<SummaryDraft> {
  const now = dependencies.now ?? new Date();
  const periodStart = new Date(now.getTime() - SUMMARY_WINDOW_DAYS * DAY_MS).toISOString();
  const { conversationCount, words } = await clientWordsSince(who.practice.id, who.client.id, periodStart);
  const sentences = clientSentences(words);
  if (sentences.length === 0) throw new AppError('CONFLICT', summaryMessages.nothingToSummarise);

  const themes = themeCounts(sentences).map((theme) => theme.label);
  const extractive = composeExtractiveSummary(sentences);
  const hardMoments = extractive.filter((part) => part.hardMoment);
  const mayUseModel = clientExperienceFor(who.practice.licenseState) === 'ai-chat';
  const engine = mayUseModel ? (dependencies.engine ?? (await currentGuideEngine())) : undefined;
  const byModel = engine?.id === 'openai' ? await askModel(engine, sentences, themes) : null;
  // Every part offered as ordinary is read whole once more: none may be graded note or above.
  const parts = (byModel ? [...byModel, ...hardMoments] : extractive).map((part) =>
    part.hardMoment || !isHardMoment(part.text) ? part : { ...part, hardMoment: true },
  );
  return {
    periodStart,
    periodEnd: now.toISOString(),
    writtenBy: byModel ? 'model' : 'offline',
    themes,
    conversationCount,
    parts: parts.map((part, index) => ({ id: `part-${index + 1}`, ...part })),
  };
}

/** A model that fails leaves the offline summary in its place: the client still gets a draft. */
async function askModel(engine: GuideEngine, sentences: ClientSentence[], themes: string[]) {
  try {
    return await writeSummaryWithModel(engine, sentences, themes);
  } catch (error) {
    if (isGuideUnavailableError(error)) return null;
    throw error;
  }
}

/** The share request as validated: the parts as the client edited them. */
export interface ShareSummaryInput {
  periodStart: string;
  periodEnd: string;
  parts: (SummaryPart & { keepHardMoment?: boolean | undefined })[];
}

/**
 * Shares the summary as the client edited it. Every part is screened again: a part graded note or
 * above is refused unless the client answered "keep it" for it, so nothing hard is shared unknowingly.
 */
export async function shareSummary(
  who: ClientInPractice,
  input: ShareSummaryInput,
  now: Date = new Date(),
): Promise<SharedSummary> {
  const unconfirmed = input.parts.flatMap((part, index) =>
    part.keepHardMoment !== true && isHardMoment(part.text) ? [index] : [],
  );
  if (unconfirmed.length > 0) {
    throw new AppError('VALIDATION_FAILED', summaryMessages.keepOrRemove, {
      errors: Object.fromEntries(unconfirmed.map((index) => [`parts.${index}`, summaryMessages.hardMoment])),
    });
  }
  const record: SharedSummaryRecord = {
    id: ulid(now.getTime()),
    tenantId: who.practice.id,
    clientId: who.client.id,
    periodStart: input.periodStart,
    periodEnd: input.periodEnd,
    parts: input.parts.map(({ section, text }) => ({ section, text })),
    keptHardMoments: input.parts.filter((part) => part.keepHardMoment === true && isHardMoment(part.text))
      .length,
    sharedAt: now.toISOString(),
  };
  await putSharedSummary(record);
  return toShared(record);
}
