import { ulid } from 'ulid';
import { currentGuideEngine } from '#functions/core/chat/guide-engine.ts';
import {
  type ClientConversationRecord,
  type ClientMessageRecord,
  getClientConversation,
  isReviewFlag,
  listClientMessages,
  putClientConversation,
  putClientMessage,
  recordConversationTurn,
} from '#functions/core/db/repositories/client-conversations-repository.ts';
import { recordClientSession } from '#functions/core/db/repositories/clients-repository.ts';
import type { TherapistRecord } from '#functions/core/db/repositories/therapists-repository.ts';
import { estimateTokens, type GuideEngine } from '#functions/core/guides/index.ts';
import { addressBucket } from '#functions/core/rate-limits/address-bucket.ts';
import { countFairUse, type FairUseLimits } from '#functions/core/rate-limits/fair-use.ts';
import { countPracticeAction } from '#functions/core/rate-limits/limits.ts';
import { flagConversationForReview } from '#functions/core/reviews/flag-conversation.ts';
import { gradeOf, needsAiDisclosure, type SafetyScreen } from '#functions/core/safety/index.ts';
import { countSafetyReplyOfTurn } from '#functions/core/safety-report/count-safety-reply.ts';
import type { PortalChatReply } from '#shared/api/schemas/portal.ts';
import { type CrisisResources, crisisResourcesFor } from '#shared/domain/crisis-resources.ts';
import { clientExperienceFor, jurisdictionRuleFor } from '#shared/domain/jurisdictions.ts';
import { PORTAL_HISTORY_LIMIT } from '#shared/domain/portal-conversation.ts';
import { replacesReply } from '#shared/domain/safety-grades.ts';
import { AppError } from '#shared/errors.ts';
import { toPortalMessage } from './portal-message';
import { decidePortalReply, type PortalReply } from './portal-reply';
import {
  conversationIdOf,
  newSession,
  ownsConversation,
  type PortalSpeaker,
  sessionNotFound,
} from './portal-session-ids';

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
}

export interface PortalRunOptions {
  signal?: AbortSignal;
  onStart?: (start: { sessionId: string }) => void;
  onToken?: (text: string) => void;
}

export interface PreparedPortalTurn {
  sessionId: string;
  run(options?: PortalRunOptions): Promise<PortalChatReply>;
}

export interface PortalTurnDependencies {
  engine?: GuideEngine;
  now?: () => Date;
  fairUseLimits?: FairUseLimits;
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
    startedAt,
    lastMessageAt: startedAt,
    messageCount: 0,
    durationMinutes: 0,
    tokensUsed: 0,
    flaggedForReview: false,
    reviewedByTherapist: false,
    therapistNotes: '',
    sharedWithTherapist: false,
    createdAt: startedAt,
    updatedAt: startedAt,
  };
  return { sessionId: session.sessionId, conversation, isNew: true };
}

export async function preparePortalTurn(
  input: PortalTurnInput,
  dependencies: PortalTurnDependencies = {},
): Promise<PreparedPortalTurn> {
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
    earlier: earlier.slice(-PORTAL_HISTORY_LIMIT),
    engine,
    resources: crisisResourcesFor(input.viewerCountry),
    now,
  };
  return { sessionId: opened.sessionId, run: (options = {}) => runPortalTurn(turn, options) };
}

/** The screen behind a reply: the safety reply's own, or the note the assistant's reply carries. */
function screenOf(reply: Exclude<PortalReply, { kind: 'unavailable' }>): SafetyScreen | undefined {
  return reply.kind === 'safety' ? reply.screen : reply.note;
}

function disclosureDue(turn: AdmittedPortalTurn, at: string): boolean {
  return needsAiDisclosure({
    conversationStartedAt: turn.conversation.startedAt,
    lastDisclosureAt: turn.conversation.lastDisclosureAt ?? null,
    previousMessageAt: turn.earlier.findLast((message) => message.role === 'client')?.createdAt ?? null,
    now: at,
  });
}

async function saveTurn(
  turn: AdmittedPortalTurn,
  clientMessage: ClientMessageRecord,
  reply: Exclude<PortalReply, { kind: 'unavailable' }>,
): Promise<ClientMessageRecord> {
  const tenantId = turn.practice.id;
  const at = turn.now().toISOString();
  const screen = screenOf(reply);
  const grade = screen ? gradeOf(screen.level) : 'none';
  // A note is kept on the assistant's reply too, so a reloaded session shows the quiet line again.
  const assistantMessage: ClientMessageRecord = {
    id: ulid(),
    role: 'assistant',
    content: reply.content,
    createdAt: at,
    tokens: estimateTokens(reply.content),
    ...(screen && grade !== 'none'
      ? {
          safety: {
            grade,
            categories: screen.categories,
            aboutSomeoneElse: screen.aboutSomeoneElse,
          },
        }
      : {}),
  };
  if (turn.isNew) await putClientConversation(turn.conversation);
  await Promise.all([
    putClientMessage(tenantId, turn.conversation.id, clientMessage),
    putClientMessage(tenantId, turn.conversation.id, assistantMessage),
    countSafetyReplyOfTurn(assistantMessage.safety?.grade, turn.speaker.kind, at),
  ]);
  await recordConversationTurn(tenantId, turn.conversation.id, {
    at,
    startedAt: turn.conversation.startedAt,
    messages: 2,
    tokens: (clientMessage.tokens ?? 0) + (assistantMessage.tokens ?? 0),
    ...(reply.kind === 'assistant' && reply.disclosed ? { disclosedAt: at } : {}),
    ...(grade === 'note' ? { safetyNotes: 1 } : {}),
  });
  if (turn.isNew && turn.speaker.kind === 'client') {
    await recordClientSession(tenantId, turn.speaker.clientId, at);
  }
  // Check-in and above flag the conversation for review; a note is only counted (above).
  if (screen && isReviewFlag(grade)) {
    await flagConversationForReview(tenantId, turn.conversation.id, {
      grade,
      reason: screen.reason,
      signals: screen.signals,
    });
  }
  return assistantMessage;
}

async function runPortalTurn(turn: AdmittedPortalTurn, options: PortalRunOptions): Promise<PortalChatReply> {
  const startedAt = turn.now().toISOString();
  const clientMessage: ClientMessageRecord = {
    id: ulid(),
    role: 'client',
    content: turn.text,
    createdAt: startedAt,
    tokens: estimateTokens(turn.text),
  };
  options.onStart?.({ sessionId: turn.sessionId });
  const reply = await decidePortalReply({
    practice: turn.practice,
    speaker: turn.speaker,
    text: turn.text,
    earlier: turn.earlier,
    disclose: disclosureDue(turn, startedAt),
    engine: turn.engine,
    resources: turn.resources,
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.onToken ? { onToken: options.onToken } : {}),
  });
  // Nothing is saved: the person's words stay in their input box to send again.
  if (reply.kind === 'unavailable') throw reply.failure;
  const assistantMessage = await saveTurn(turn, clientMessage, reply);
  const grade = assistantMessage.safety?.grade ?? 'none';
  return {
    messageId: assistantMessage.id,
    response: assistantMessage.content,
    timestamp: assistantMessage.createdAt,
    sessionId: turn.sessionId,
    clientMessage: toPortalMessage(clientMessage, turn.resources),
    safety: grade === 'none' ? { grade } : { grade, resources: turn.resources },
    answeredBy: replacesReply(grade) ? 'safety' : 'assistant',
  };
}
