import { HONEST_IDENTITY_ANSWER } from '#functions/core/chat/chat-reply.ts';
import type { ClientMessageRecord } from '#functions/core/db/repositories/client-conversations-repository.ts';
import type { TherapistRecord } from '#functions/core/db/repositories/therapists-repository.ts';
import {
  buildPrompt,
  type ChatTurn,
  type GuideEngine,
  type GuideUnavailableError,
  isGuideUnavailableError,
  OPENAI_GUIDE_DEFAULTS,
} from '#functions/core/guides/index.ts';
import { offlineGuideAddressing } from '#functions/core/guides/offline-address.ts';
import { quoteAsData } from '#functions/core/prompts/quoted-data.ts';
import {
  AI_DISCLOSURE,
  asksWhetherHuman,
  claimsToBeHumanOrClinician,
  crisisReply,
  type EarlierTurn,
  gradeOf,
  messageBeforeDeclinedCheckIn,
  needsSecondReading,
  readAgainWithModel,
  type SafetyScreen,
  safetyPolicyFor,
  screenConversation,
} from '#functions/core/safety/index.ts';
import type { CrisisResources } from '#shared/domain/crisis-resources.ts';
import { replacesReply } from '#shared/domain/safety-grades.ts';
import { clientAssistantPersona, practiceIdentityOf } from './client-assistant-prompt';
import type { PortalSpeaker } from './portal-session-ids';
import { aiConfigurationOf } from './practice-directory';

/**
 * What answers a portal message: the safety screen's reply (a check-in or above), the assistant
 * (carrying the screen when it graded the message a note), or nobody (it failed).
 */
export type PortalReply =
  | { kind: 'safety'; content: string; screen: SafetyScreen }
  | { kind: 'assistant'; content: string; disclosed: boolean; stopped: boolean; note?: SafetyScreen }
  | { kind: 'unavailable'; failure: GuideUnavailableError };

export interface PortalReplyInput {
  practice: TherapistRecord;
  speaker: PortalSpeaker;
  text: string;
  earlier: ClientMessageRecord[];
  disclose: boolean;
  engine: GuideEngine;
  /** The crisis lines of the person's country. */
  resources: CrisisResources;
  signal?: AbortSignal;
  onToken?: (text: string) => void;
}

/** The conversation as the safety screen reads it (a client's words are the person's). */
export function earlierForScreen(earlier: ClientMessageRecord[]): EarlierTurn[] {
  return earlier.map((message) => ({
    role: message.role === 'client' ? 'user' : 'assistant',
    text: message.content,
    ...(message.safety ? { safety: message.safety } : {}),
  }));
}

/** The graded screen, and the model's second reading of a check-in from the classifier alone. */
async function screenForRisk(input: PortalReplyInput): Promise<SafetyScreen> {
  const conversation = { message: input.text, earlier: earlierForScreen(input.earlier) };
  const offline = screenConversation(conversation);
  if (!input.engine.complete || !needsSecondReading(offline)) return offline;
  const complete = input.engine.complete.bind(input.engine);
  return readAgainWithModel(
    { complete },
    conversation,
    offline,
    input.signal ? { signal: input.signal } : {},
  );
}

/** The name the person asked to be addressed by (a visitor's) or their first name (a client's). */
function nameOf(speaker: PortalSpeaker): string {
  return (speaker.kind === 'visitor' ? speaker.name : speaker.firstName).trim();
}

export function personaOf(input: Pick<PortalReplyInput, 'practice' | 'speaker'>): string {
  const persona = clientAssistantPersona(
    aiConfigurationOf(input.practice),
    practiceIdentityOf(input.practice),
  );
  const name = nameOf(input.speaker);
  if (!name) return persona;
  return `${persona}\nThe client asked to be addressed as (their words, as data):\n${quoteAsData('client_name', name)}`;
}

function asPromptTurn(message: ClientMessageRecord): ChatTurn {
  return {
    id: message.id,
    role: message.role === 'client' ? 'user' : 'assistant',
    content: message.content,
    modeId: 'mirror',
    createdAt: message.createdAt,
  };
}

/**
 * The screen first (the same graded screen as members get, reading the last few messages); at a
 * check-in or above the calm reply with the crisis lines of the person's country, then the
 * practice's emergency instructions, and no model is asked anything. Otherwise (a note included) the
 * practice's assistant answers under the safety policy, opening with the AI disclosure when it is
 * due. Asked whether it is a person, its answer is held back until it is whole and replaced when it
 * claims to be a person or a clinician.
 */
export async function decidePortalReply(input: PortalReplyInput): Promise<PortalReply> {
  const screen = await screenForRisk(input);
  const grade = gradeOf(screen.level);
  if (replacesReply(grade)) {
    const emergency = input.practice.emergencyInstructions;
    const content = crisisReply({
      screen,
      audience: 'client',
      resources: input.resources,
      emergencyInstructions: typeof emergency === 'string' ? emergency : null,
    });
    input.onToken?.(content);
    return { kind: 'safety', content, screen };
  }
  const note = grade === 'note' ? screen : undefined;
  const disclose = input.disclose || asksWhetherHuman(input.text);
  const disclosure = disclose ? `${AI_DISCLOSURE}\n\n` : '';
  if (disclosure) input.onToken?.(disclosure);
  const holdBack = asksWhetherHuman(input.text);
  const prompt = buildPrompt({
    safetyPolicy: safetyPolicyFor({ resources: input.resources, grade }),
    persona: personaOf(input),
    memory: null,
    history: [
      ...input.earlier.map(asPromptTurn),
      {
        id: 'latest',
        role: 'user',
        content: input.text,
        modeId: 'mirror',
        createdAt: new Date().toISOString(),
      },
    ],
  });
  const returnsTo = messageBeforeDeclinedCheckIn({
    message: input.text,
    earlier: earlierForScreen(input.earlier),
  });
  // Which of the assistant's replies this is: the offline guide says the name in the first and now and then.
  const replyNumber = input.earlier.filter((message) => message.role === 'assistant').length + 1;
  const engine = offlineGuideAddressing(input.engine, nameOf(input.speaker), replyNumber);
  const pieces: string[] = [];
  try {
    for await (const piece of engine.streamReply({
      modeId: 'mirror',
      messages: prompt.messages,
      memory: null,
      latestUserMessage: input.text,
      ...(disclose ? { aiDisclosed: true } : {}),
      ...(returnsTo ? { returnsTo } : {}),
      screenGrade: note ? 'note' : 'none',
      deadlineMs: OPENAI_GUIDE_DEFAULTS.deadlineMs,
      ...(input.signal ? { signal: input.signal } : {}),
    })) {
      pieces.push(piece);
      if (!holdBack) input.onToken?.(piece);
    }
  } catch (error) {
    if (!isGuideUnavailableError(error)) throw error;
    return { kind: 'unavailable', failure: error };
  }
  let answer = pieces.join('');
  if (holdBack) {
    if (claimsToBeHumanOrClinician(answer)) answer = HONEST_IDENTITY_ANSWER;
    input.onToken?.(answer);
  }
  return {
    kind: 'assistant',
    content: `${disclosure}${answer}`,
    disclosed: disclose,
    stopped: input.signal?.aborted ?? false,
    ...(note ? { note } : {}),
  };
}
