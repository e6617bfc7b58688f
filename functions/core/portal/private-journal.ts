import { ulid } from 'ulid';
import {
  type ClientConversationRecord,
  isReviewFlag,
  listClientMessages,
  putClientConversation,
  putClientMessage,
} from '#functions/core/db/repositories/client-conversations-repository.ts';
import { recordClientSession } from '#functions/core/db/repositories/clients-repository.ts';
import { estimateTokens } from '#functions/core/guides/index.ts';
import { countFairUse } from '#functions/core/rate-limits/fair-use.ts';
import { flagConversationForReview } from '#functions/core/reviews/flag-conversation.ts';
import { crisisReply, gradeOf, screenConversation } from '#functions/core/safety/index.ts';
import type { JournalEntry, SavedJournalEntry } from '#shared/api/schemas/portal.ts';
import { crisisResourcesFor } from '#shared/domain/crisis-resources.ts';
import { clientExperienceFor } from '#shared/domain/jurisdictions.ts';
import { AppError } from '#shared/errors.ts';
import type { ClientInPractice } from './client-portal';
import { conversationsOfClient } from './client-portal';
import { speakerIdOf } from './portal-chat';

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

export async function addJournalEntry(
  who: ClientInPractice,
  input: { text: string; sharedWithTherapist: boolean; viewerCountry?: string | undefined },
  now: Date = new Date(),
): Promise<SavedJournalEntry> {
  assertJournalPractice(who);
  const tenantId = who.practice.id;
  await countFairUse(speakerIdOf({ kind: 'client', clientId: who.client.id, firstName: '' }, tenantId), now);
  const screen = screenConversation({ message: input.text, earlier: [] });
  const grade = gradeOf(screen.level);
  const resources = crisisResourcesFor(input.viewerCountry);
  const at = now.toISOString();
  const conversation: ClientConversationRecord = {
    id: ulid(),
    tenantId,
    kind: 'journal',
    clientId: who.client.id,
    startedAt: at,
    lastMessageAt: at,
    messageCount: 1,
    durationMinutes: 0,
    tokensUsed: estimateTokens(input.text),
    flaggedForReview: false,
    ...(grade === 'note' ? { safetyNotes: 1 } : {}),
    reviewedByTherapist: false,
    therapistNotes: '',
    sharedWithTherapist: input.sharedWithTherapist,
    ...(input.sharedWithTherapist ? { sharedAt: at } : {}),
    createdAt: at,
    updatedAt: at,
  };
  await putClientConversation(conversation);
  await putClientMessage(tenantId, conversation.id, {
    id: ulid(),
    role: 'client',
    content: input.text,
    createdAt: at,
    tokens: conversation.tokensUsed,
  });
  await recordClientSession(tenantId, who.client.id, at);
  if (isReviewFlag(grade)) {
    await flagConversationForReview(tenantId, conversation.id, {
      grade,
      reason: screen.reason,
      signals: screen.signals,
    });
  }
  const emergency = who.practice.emergencyInstructions;
  return {
    entry: {
      sessionId: conversation.id,
      text: input.text,
      createdAt: at,
      sharedWithTherapist: input.sharedWithTherapist,
      safetyGrade: grade,
    },
    safety: grade === 'none' ? { grade } : { grade, resources },
    resources: isReviewFlag(grade)
      ? crisisReply({
          screen,
          audience: 'client',
          resources,
          emergencyInstructions: typeof emergency === 'string' ? emergency : null,
        })
      : null,
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
