import { ulid } from 'ulid';
import { isAnswered, type RunOptions, type TurnDependencies } from '#functions/core/chat/chat-turn-types.ts';
import { decideReply } from '#functions/core/chat/decide-reply.ts';
import { currentGuideEngine } from '#functions/core/chat/guide-engine.ts';
import { persistTurn, type TurnMessage, type TurnToPersist } from '#functions/core/chat/persist-turn.ts';
import { HISTORY_LIMIT } from '#functions/core/chat/turn-audience.ts';
import {
  type ClientConversationRecord,
  type ClientMessageRecord,
  conversationBegunAt,
  getClientConversation,
  listClientMessages,
} from '#functions/core/db/repositories/client-conversations-repository.ts';
import type { TherapistRecord } from '#functions/core/db/repositories/therapists-repository.ts';
import { estimateTokens, type GuideEngine } from '#functions/core/guides/index.ts';
import { addressBucket } from '#functions/core/rate-limits/address-bucket.ts';
import { countFairUse } from '#functions/core/rate-limits/fair-use.ts';
import { countPracticeAction } from '#functions/core/rate-limits/limits.ts';
import type { PortalChatReply } from '#shared/api/schemas/portal.ts';
import { type CrisisResources, crisisResourcesFor } from '#shared/domain/crisis-resources.ts';
import { clientExperienceFor, jurisdictionRuleFor } from '#shared/domain/jurisdictions.ts';
import { replacesReply } from '#shared/domain/safety-grades.ts';
import { AppError } from '#shared/errors.ts';
import {
  portalAudience,
  portalReplyTurn,
  type ReflectionPromptContext,
  withReflectionPrompt,
} from './portal-audience';
import { toPortalMessage } from './portal-message';
import {
  conversationIdOf,
  newSession,
  ownsConversation,
  type PortalSpeaker,
  sessionNotFound,
} from './portal-session-ids';
import { practiceConversationStore } from './practice-turn-store';

export type { PortalSpeaker } from './portal-session-ids';

/**
 * One message in a practice's portal, from a signed-in client or an anonymous visitor, in two
 * steps like a member's chat: `preparePortalTurn` does everything that can refuse the message
 * (the law of the practice's state, the session's owner, fair use and the practice's anonymous
 * allowance) so a refusal is a plain 4xx before anything streams; `run` screens, answers and saves.
 */
export interface PortalTurnInput {
  practice: TherapistRecord;
  speaker: PortalSpeaker;
  message: string;
  sessionId?: string | null | undefined;
  /** CloudFront-Viewer-Country: whose crisis lines the person is shown. */
  viewerCountry?: string | undefined;
  /** A signed-in client answering a reflection prompt: the assistant is told it (portal-audience.ts). */
  reflectionPrompt?: ReflectionPromptContext | undefined;
}

/** What a portal stream's `start` event says: the session the message belongs to. */
export interface PortalChatStart {
  sessionId: string;
}

export interface PreparedPortalTurn {
  sessionId: string;
  run(options?: RunOptions<PortalChatStart>): Promise<PortalChatReply>;
}

export function speakerIdOf(speaker: PortalSpeaker, tenantId: string): string {
  return speaker.kind === 'client'
    ? `client:${speaker.clientId}`
    : `visitor:${tenantId}:${addressBucket(speaker.address)}`;
}

/** Where the law forbids AI chat with a practice's clients, no message reaches an AI. */
export function assertAiChatAllowed(practice: TherapistRecord): void {
  if (clientExperienceFor(practice.licenseState) === 'ai-chat') return;
  const rule = jurisdictionRuleFor(practice.licenseState);
  throw new AppError(
    'FORBIDDEN',
    `This practice offers a private between-session journal instead of AI chat. ${rule?.law ?? ''}`.trim(),
  );
}

interface AdmittedPortalTurn {
  practice: TherapistRecord;
  speaker: PortalSpeaker;
  text: string;
  sessionId: string;
  conversation: ClientConversationRecord;
  isNew: boolean;
  earlier: ClientMessageRecord[];
  engine: GuideEngine;
  resources: CrisisResources;
  now: () => Date;
  requestStartedAt: number;
  reflectionPrompt?: ReflectionPromptContext | undefined;
}

async function openConversation(
  input: PortalTurnInput,
  startedAt: string,
): Promise<{ sessionId: string; conversation: ClientConversationRecord; isNew: boolean }> {
  const tenantId = input.practice.id;
  if (input.sessionId) {
    const conversation = await getClientConversation(tenantId, conversationIdOf(input.sessionId));
    if (!conversation || !ownsConversation(input.speaker, input.sessionId, conversation)) {
      throw sessionNotFound();
    }
    return { sessionId: input.sessionId, conversation, isNew: false };
  }
  const session = newSession(input.speaker);
  const conversation: ClientConversationRecord = {
    id: session.conversationId,
    tenantId,
    ...(input.speaker.kind === 'client'
      ? { clientId: input.speaker.clientId }
      : { visitorName: input.speaker.name }),
    ...(session.visitorKeyHash ? { visitorKeyHash: session.visitorKeyHash } : {}),
    ...conversationBegunAt(startedAt),
    sharedWithTherapist: false,
  };
  return { sessionId: session.sessionId, conversation, isNew: true };
}

export async function preparePortalTurn(
  input: PortalTurnInput,
  dependencies: TurnDependencies = {},
): Promise<PreparedPortalTurn> {
  const requestStartedAt = dependencies.requestStartedAt ?? Date.now();
  const now = dependencies.now ?? (() => new Date());
  assertAiChatAllowed(input.practice);
  const opened = await openConversation(input, now().toISOString());
  await countFairUse(speakerIdOf(input.speaker, input.practice.id), now(), dependencies.fairUseLimits);
  if (input.speaker.kind === 'visitor') {
    await countPracticeAction(
      'anonymousChatPerPractice',
      input.practice.id,
      'This practice’s chat is very busy right now.',
    );
  }
  const [earlier, engine] = await Promise.all([
    opened.isNew ? Promise.resolve([]) : listClientMessages(input.practice.id, opened.conversation.id),
    dependencies.engine ? Promise.resolve(dependencies.engine) : currentGuideEngine(),
  ]);
  const turn: AdmittedPortalTurn = {
    practice: input.practice,
    speaker: input.speaker,
    text: input.message,
    sessionId: opened.sessionId,
    conversation: opened.conversation,
    isNew: opened.isNew,
    earlier: earlier.slice(-HISTORY_LIMIT),
    engine,
    resources: crisisResourcesFor(input.viewerCountry),
    now,
    requestStartedAt,
    reflectionPrompt: input.reflectionPrompt,
  };
  return { sessionId: opened.sessionId, run: (options = {}) => runPortalTurn(turn, options) };
}

/** The person's message, or the one an earlier attempt saved when the assistant failed: reused. */
function personMessageOf(
  turn: AdmittedPortalTurn,
  startedAt: string,
): { message: TurnMessage; saved: boolean } {
  const last = turn.earlier.at(-1);
  if (last?.role === 'client' && last.content === turn.text) {
    return {
      message: {
        id: last.id,
        role: 'user',
        content: last.content,
        modeId: 'mirror',
        createdAt: last.createdAt,
      },
      saved: true,
    };
  }
  const message: TurnMessage = {
    id: ulid(),
    role: 'user',
    content: turn.text,
    modeId: 'mirror',
    createdAt: startedAt,
    tokens: estimateTokens(turn.text),
  };
  return { message, saved: false };
}

/** How a portal turn is kept: the person's message as the portal shows it, and its store. */
function portalPersistence(turn: AdmittedPortalTurn, startedAt: string) {
  const person = personMessageOf(turn, startedAt);
  const clientMessage: ClientMessageRecord = {
    id: person.message.id,
    role: 'client',
    content: person.message.content,
    createdAt: person.message.createdAt,
    ...(person.message.tokens !== undefined ? { tokens: person.message.tokens } : {}),
  };
  const toPersist: TurnToPersist = {
    startedAt,
    personMessage: person.message,
    personMessageSaved: person.saved,
    modeId: 'mirror',
    engine: turn.engine,
    now: turn.now,
    counted: turn.speaker.kind,
  };
  const store = practiceConversationStore({
    tenantId: turn.practice.id,
    speaker: turn.speaker,
    conversation: turn.conversation,
    isNew: turn.isNew,
    clientMessage,
  });
  // A message an earlier attempt saved is this one, not one before it.
  const earlier = person.saved ? turn.earlier.slice(0, -1) : turn.earlier;
  return { clientMessage, toPersist, store, earlier };
}

async function runPortalTurn(
  turn: AdmittedPortalTurn,
  options: RunOptions<PortalChatStart>,
): Promise<PortalChatReply> {
  const startedAt = turn.now().toISOString();
  const { clientMessage, toPersist, store, earlier } = portalPersistence(turn, startedAt);
  options.onStart?.({ sessionId: turn.sessionId });
  const reply = await decideReply(
    portalReplyTurn({
      text: turn.text,
      earlier,
      engine: turn.engine,
      resources: turn.resources,
      now: turn.now,
      requestStartedAt: turn.requestStartedAt,
      conversationStartedAt: turn.conversation.startedAt,
      lastDisclosureAt: turn.conversation.lastDisclosureAt ?? null,
    }),
    withReflectionPrompt(portalAudience(turn.practice, turn.speaker), turn.reflectionPrompt),
    options,
  );
  if (!isAnswered(reply)) {
    // The person's message is kept, so sending it again continues this session.
    await persistTurn(toPersist, {}, store);
    if (reply.kind !== 'guide unavailable') throw new Error('A portal turn was left unanswered');
    throw new AppError(reply.failure.code, reply.failure.message, { sessionId: turn.sessionId });
  }
  const saved = await persistTurn(toPersist, { reply }, store);
  const grade = saved.assistantMessage?.safety?.grade ?? 'none';
  return {
    messageId: saved.assistantMessage?.id ?? '',
    response: saved.assistantMessage?.content ?? '',
    timestamp: saved.assistantMessage?.createdAt ?? startedAt,
    sessionId: turn.sessionId,
    clientMessage: toPortalMessage(clientMessage, turn.resources),
    safety: grade === 'none' ? { grade } : { grade, resources: turn.resources },
    answeredBy: replacesReply(grade) ? 'safety' : 'assistant',
  };
}
