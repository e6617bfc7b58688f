import type { VerifiedSession } from '#functions/core/accounts/session-tokens.ts';
import {
  getReflectionPrompt,
  listAnswersOfClient,
  listPromptsOfClient,
  type ReflectionPromptRecord,
  remindersOnFor,
  saveReflectionAnswer,
  saveRemindersOn,
} from '#functions/core/db/repositories/reflection-prompts-repository.ts';
import type { TherapistRecord } from '#functions/core/db/repositories/therapists-repository.ts';
import { type ClientInPractice, clientInPractice } from '#functions/core/portal/client-portal.ts';
import { preparePortalTurn } from '#functions/core/portal/portal-chat.ts';
import { addJournalEntry } from '#functions/core/portal/private-journal.ts';
import type {
  PortalPromptCard,
  PortalPrompts,
  PromptAnswerReply,
  PromptReminders,
} from '#shared/api/schemas/reflection-prompts.ts';
import { reflectionPromptMessages } from '#shared/api/schemas/reflection-prompts.ts';
import { clientExperienceFor } from '#shared/domain/jurisdictions.ts';
import { AppError } from '#shared/errors.ts';
import { progressOf, toPortalCard } from './prompt-progress';

/**
 * The client's side: the prompts waiting in the portal, answering one in a short conversation with
 * the practice's assistant (the one portal turn; in Illinois and Nevada the private journal instead),
 * skipping one, and turning reminder mails off. The client and the practice come only from the
 * verified session; another client's prompt is "not found".
 */
export function fromLine(practice: TherapistRecord): string {
  return `${practice.firstName} ${practice.lastName}`.trim();
}

function answersIn(practice: TherapistRecord): PortalPrompts['answersIn'] {
  return clientExperienceFor(practice.licenseState) === 'ai-chat' ? 'conversation' : 'journal';
}

export async function listPortalPrompts(
  session: VerifiedSession,
  now: Date = new Date(),
): Promise<PortalPrompts> {
  const { practice, client } = await clientInPractice(session);
  const [prompts, answers, remindersOn] = await Promise.all([
    listPromptsOfClient(practice.id, client.id),
    listAnswersOfClient(practice.id, client.id),
    remindersOnFor(practice.id, client.id),
  ]);
  const cards = prompts
    .filter((prompt) => !prompt.endedAt)
    .map((prompt) => toPortalCard(prompt, answers, fromLine(practice), now))
    .filter((card) => card.current !== null);
  // What is waiting first, then what was answered; the newest prompt first within each.
  cards.sort(
    (a, b) =>
      Number(a.current?.status !== 'open') - Number(b.current?.status !== 'open') || b.id.localeCompare(a.id),
  );
  return { prompts: cards, remindersOn, answersIn: answersIn(practice) };
}

async function promptOfClient(who: ClientInPractice, promptId: string): Promise<ReflectionPromptRecord> {
  const prompt = await getReflectionPrompt(who.practice.id, who.client.id, promptId);
  if (!prompt || prompt.endedAt) throw new AppError('NOT_FOUND', reflectionPromptMessages.notFound);
  return prompt;
}

function notWaiting(): AppError {
  return new AppError('CONFLICT', 'This prompt isn’t waiting for an answer right now.');
}

/** The practice as the assistant should be for this prompt: with its guide style, if one was chosen. */
function practiceWithGuideStyle(practice: TherapistRecord, prompt: ReflectionPromptRecord): TherapistRecord {
  if (!prompt.guideStyle) return practice;
  const saved = (practice.aiConfig ?? {}) as Record<string, unknown>;
  return { ...practice, aiConfig: { ...saved, personalityStyle: prompt.guideStyle } };
}

async function cardAfter(
  who: ClientInPractice,
  prompt: ReflectionPromptRecord,
  now: Date,
): Promise<PortalPromptCard> {
  const answers = await listAnswersOfClient(who.practice.id, who.client.id);
  return toPortalCard(prompt, answers, fromLine(who.practice), now);
}

/**
 * One message of the answer. The first one marks the occurrence done; later ones continue the same
 * conversation. The words stay in the client's own conversation or journal entry, shared only if
 * the client shares it there.
 */
export async function answerPrompt(
  session: VerifiedSession,
  promptId: string,
  input: { message: string; sessionId?: string | null | undefined; viewerCountry?: string | undefined },
  now: Date = new Date(),
): Promise<PromptAnswerReply> {
  const who = await clientInPractice(session);
  const prompt = await promptOfClient(who, promptId);
  const progress = progressOf(prompt, await listAnswersOfClient(who.practice.id, who.client.id), now);
  const current = progress.current;
  if (!current) throw notWaiting();
  const earlier = progress.answers.get(current.dueDate);
  let sessionId: string;
  let reply: PromptAnswerReply['reply'] = null;
  let journal: PromptAnswerReply['journal'] = null;
  if (answersIn(who.practice) === 'journal') {
    journal = await addJournalEntry(who, {
      text: input.message,
      sharedWithTherapist: false,
      viewerCountry: input.viewerCountry,
    });
    sessionId = journal.entry.sessionId;
  } else {
    const turn = await preparePortalTurn({
      practice: practiceWithGuideStyle(who.practice, prompt),
      speaker: { kind: 'client', clientId: who.client.id, firstName: who.client.firstName },
      message: input.message,
      sessionId: input.sessionId ?? earlier?.sessionId ?? null,
      viewerCountry: input.viewerCountry,
      reflectionPrompt: { title: prompt.title, text: prompt.text },
    });
    reply = await turn.run();
    sessionId = reply.sessionId;
  }
  if (earlier?.status !== 'done' || earlier.sessionId !== sessionId) {
    await saveReflectionAnswer(who.practice.id, {
      promptId: prompt.id,
      clientId: who.client.id,
      dueDate: current.dueDate,
      status: 'done',
      at: earlier?.status === 'done' ? earlier.at : now.toISOString(),
      sessionId,
    });
  }
  return { card: await cardAfter(who, prompt, now), reply, journal };
}

export async function skipPrompt(
  session: VerifiedSession,
  promptId: string,
  now: Date = new Date(),
): Promise<{ card: PortalPromptCard }> {
  const who = await clientInPractice(session);
  const prompt = await promptOfClient(who, promptId);
  const progress = progressOf(prompt, await listAnswersOfClient(who.practice.id, who.client.id), now);
  const current = progress.current;
  if (!current) throw notWaiting();
  if (current.status === 'done') throw new AppError('CONFLICT', 'You already answered this prompt.');
  if (current.status === 'open') {
    const saved = await saveReflectionAnswer(who.practice.id, {
      promptId: prompt.id,
      clientId: who.client.id,
      dueDate: current.dueDate,
      status: 'skipped',
      at: now.toISOString(),
    });
    if (!saved) throw new AppError('CONFLICT', 'You already answered this prompt.');
  }
  return { card: await cardAfter(who, prompt, now) };
}

export async function setPromptReminders(
  session: VerifiedSession,
  remindersOn: boolean,
): Promise<PromptReminders> {
  const { practice, client } = await clientInPractice(session);
  await saveRemindersOn(practice.id, client.id, remindersOn);
  return { remindersOn };
}
