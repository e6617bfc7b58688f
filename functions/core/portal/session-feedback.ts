import {
  type ClientConversationRecord,
  getClientConversation,
  saveSessionFeedback,
} from '#functions/core/db/repositories/client-conversations-repository.ts';
import type { SessionFeedback } from '#shared/api/schemas/portal.ts';
import { AppError } from '#shared/errors.ts';
import {
  conversationIdOf,
  ownsConversation,
  type PortalSpeaker,
  sessionNotFound,
} from './portal-session-ids';
import { findPracticeBySubdomain } from './practice-directory';

export interface SavedFeedback {
  sessionId: string;
  rating: number | null;
  sharedWithTherapist: boolean;
}

/**
 * The end of a session as the person chose it: a rating from 1 to 5 (it feeds Client Satisfaction
 * and Analytics) and 'Share with my therapist', which they can take back at any time. Sharing is
 * the only way a transcript reaches the therapist.
 */
async function saveFeedback(
  tenantId: string,
  speaker: PortalSpeaker,
  sessionId: string,
  feedback: SessionFeedback,
): Promise<SavedFeedback> {
  const conversation: ClientConversationRecord | undefined = await getClientConversation(
    tenantId,
    conversationIdOf(sessionId),
  );
  if (!conversation || !ownsConversation(speaker, sessionId, conversation)) throw sessionNotFound();
  await saveSessionFeedback(tenantId, conversation.id, feedback);
  return {
    sessionId,
    rating: feedback.rating ?? conversation.rating ?? null,
    sharedWithTherapist: feedback.sharedWithTherapist ?? conversation.sharedWithTherapist,
  };
}

/** Sharing is between a client and their therapist: an anonymous visitor has no such relationship. */
export const VISITOR_CANNOT_SHARE =
  'Sharing a conversation with the therapist needs a client account of this practice. Please sign in or create one, then share from your sessions.';

/**
 * An anonymous visitor: the practice by its subdomain, the conversation by the secret they hold.
 * They may rate it; they cannot share it (nobody at the practice knows who they are).
 */
export async function saveVisitorFeedback(
  subdomain: string,
  sessionId: string,
  feedback: SessionFeedback,
): Promise<SavedFeedback> {
  if (feedback.sharedWithTherapist === true) throw new AppError('FORBIDDEN', VISITOR_CANNOT_SHARE);
  const practice = await findPracticeBySubdomain(subdomain);
  return saveFeedback(practice.id, { kind: 'visitor', name: '', address: '' }, sessionId, feedback);
}

/** A signed-in client: the practice and the client from the verified session. */
export function saveClientFeedback(
  tenantId: string,
  clientId: string,
  sessionId: string,
  feedback: SessionFeedback,
): Promise<SavedFeedback> {
  return saveFeedback(tenantId, { kind: 'client', clientId, firstName: '' }, sessionId, feedback);
}
