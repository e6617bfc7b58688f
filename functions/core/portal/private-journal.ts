import { ulid } from 'ulid';
import { decideReply } from '#functions/core/chat/decide-reply.ts';
import {
  type ClientConversationRecord,
  conversationBegunAt,
  isReviewFlag,
  listClientMessages,
} from '#functions/core/db/repositories/client-conversations-repository.ts';
import { savePracticeTurn } from '#functions/core/db/repositories/practice-turn-repository.ts';
import { createOfflineGuide, estimateTokens } from '#functions/core/guides/index.ts';
import { countFairUse } from '#functions/core/rate-limits/fair-use.ts';
import { sendFlagNotice } from '#functions/core/reviews/flag-conversation.ts';
import { gradeOf } from '#functions/core/safety/index.ts';
import type { JournalEntry, SavedJournalEntry } from '#shared/api/schemas/portal.ts';
import { type CrisisResources, crisisResourcesFor } from '#shared/domain/crisis-resources.ts';
import { clientExperienceFor } from '#shared/domain/jurisdictions.ts';
import { AppError } from '#shared/errors.ts';
import type { ClientInPractice } from './client-portal';
import { conversationsOfClient } from './client-portal';
import { portalAudience, portalReplyTurn } from './portal-audience';
import { speakerIdOf } from './portal-chat';
import type { PortalSpeaker } from './portal-session-ids';

/** The journal's audience may call no model: the engine is never asked for a reply here. */
const NO_MODEL = createOfflineGuide();

/**
 * The private between-session journal, for practices whose state forbids AI chat with clients
 * (Illinois, Nevada; shared/domain/jurisdictions.ts). An entry is screened for risk like any
 * message: at a check-in or above the client sees the crisis reply with their country's lines and
 * the practice's emergency instructions at once, and the entry is flagged for the therapist's review
 * (grade and reason, never the text); a note shows the quiet resources line and is only counted.
 * No AI answers an entry. The client may share an entry with the therapist, and take it back.
 */
export function assertJournalPractice({ practice }: ClientInPractice): void {
  if (clientExperienceFor(practice.licenseState) === 'private-journal') return;
  throw new AppError('FORBIDDEN', 'This practice offers chat with its assistant rather than a journal.');
}

/**
 * The journal as the engine's audience: the practice's, which may call no model here, so the one
 * engine (decideReply) only screens the entry and, at a check-in or above, gives the crisis reply.
 */
async function screenEntry(who: ClientInPractice, text: string, resources: CrisisResources, now: Date) {
  const speaker: PortalSpeaker = { kind: 'client', clientId: who.client.id, firstName: who.client.firstName };
  const reply = await decideReply(
    portalReplyTurn({
      text,
      earlier: [],
      engine: NO_MODEL,
      resources,
      now: () => now,
      requestStartedAt: now.getTime(),
    }),
    { ...portalAudience(who.practice, speaker), mayCallModel: false },
  );
  const screen =
    reply.kind === 'crisis resources' ? reply.screen : reply.kind === 'unanswered' ? reply.note : undefined;
  return {
    grade: screen ? gradeOf(screen.level) : ('none' as const),
    screen,
    crisisReply: reply.kind === 'crisis resources' ? reply.content : null,
  };
}

export async function addJournalEntry(
  who: ClientInPractice,
  input: { text: string; sharedWithTherapist: boolean; viewerCountry?: string | undefined },
  now: Date = new Date(),
): Promise<SavedJournalEntry> {
  assertJournalPractice(who);
  const tenantId = who.practice.id;
  await countFairUse(speakerIdOf({ kind: 'client', clientId: who.client.id, firstName: '' }, tenantId), now);
  const resources = crisisResourcesFor(input.viewerCountry);
  const { grade, screen, crisisReply } = await screenEntry(who, input.text, resources, now);
  const at = now.toISOString();
  const conversation: ClientConversationRecord = {
    id: ulid(),
    tenantId,
    kind: 'journal',
    clientId: who.client.id,
    ...conversationBegunAt(at),
    sharedWithTherapist: input.sharedWithTherapist,
    ...(input.sharedWithTherapist ? { sharedAt: at } : {}),
  };
  const flag =
    screen && isReviewFlag(grade)
      ? { grade, reason: screen.reason, signals: [...screen.signals], flaggedAt: at }
      : undefined;
  // The entry, its conversation, a flag and the client's session: one transaction.
  const { flagRaised } = await savePracticeTurn({
    tenantId,
    conversation,
    isNew: true,
    messages: [
      { id: ulid(), role: 'client', content: input.text, createdAt: at, tokens: estimateTokens(input.text) },
    ],
    at,
    ...(grade === 'note' ? { safetyNotes: 1 } : {}),
    ...(flag ? { flag } : {}),
    clientId: who.client.id,
  });
  if (flag && flagRaised) await sendFlagNotice(tenantId, conversation.id, flag.grade);
  return {
    entry: {
      sessionId: conversation.id,
      text: input.text,
      createdAt: at,
      sharedWithTherapist: input.sharedWithTherapist,
      safetyGrade: grade,
    },
    safety: grade === 'none' ? { grade } : { grade, resources },
    resources: crisisReply,
  };
}

/** The client's journal, newest first. */
export async function listJournalEntries(who: ClientInPractice): Promise<JournalEntry[]> {
  const tenantId = who.practice.id;
  const entries = (await conversationsOfClient(tenantId, who.client.id)).filter(
    (conversation) => conversation.kind === 'journal',
  );
  return Promise.all(
    entries.map(async (conversation) => {
      const [message] = await listClientMessages(tenantId, conversation.id);
      return {
        sessionId: conversation.id,
        text: message?.content ?? '',
        createdAt: conversation.startedAt,
        sharedWithTherapist: conversation.sharedWithTherapist,
        safetyGrade: conversation.flag?.grade ?? (conversation.safetyNotes ? 'note' : 'none'),
      };
    }),
  );
}
