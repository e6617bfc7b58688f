import type { VerifiedSession } from '#functions/core/accounts/session-tokens.ts';
import { getClientOfSession } from '#functions/core/clients/client-accounts.ts';
import {
  type ClientConversationRecord,
  getClientConversation,
  listClientMessages,
  listConversationsOfPractice,
} from '#functions/core/db/repositories/client-conversations-repository.ts';
import type { ClientRecord } from '#functions/core/db/repositories/clients-repository.ts';
import type { TherapistRecord } from '#functions/core/db/repositories/therapists-repository.ts';
import type { PortalSessionState, PortalSessionSummary } from '#shared/api/schemas/portal.ts';
import { crisisResourcesFor } from '#shared/domain/crisis-resources.ts';
import { AppError } from '#shared/errors.ts';
import { toPortalMessage } from './portal-message';
import { sessionNotFound } from './portal-session-ids';
import { findPracticeOfClientSession } from './practice-directory';
import { type SavedFeedback, saveClientFeedback } from './session-feedback';

/**
 * What a signed-in client reaches: their practice and their own sessions, always by the verified
 * session (its tenant and client), never by anything a request names.
 */
export interface ClientInPractice {
  practice: TherapistRecord;
  client: ClientRecord;
}

export async function clientInPractice(session: VerifiedSession): Promise<ClientInPractice> {
  if (!session.tenantId) throw new AppError('UNAUTHENTICATED', 'Session expired. Please log in again.');
  const [practice, client] = await Promise.all([
    findPracticeOfClientSession(session.tenantId),
    getClientOfSession(session.tenantId, session.subjectId),
  ]);
  return { practice, client };
}

/** The client's own conversations and journal entries, newest first. */
export async function conversationsOfClient(
  tenantId: string,
  clientId: string,
): Promise<ClientConversationRecord[]> {
  const all = await listConversationsOfPractice(tenantId);
  return all.filter((conversation) => conversation.clientId === clientId);
}

export async function listClientSessions(
  tenantId: string,
  clientId: string,
): Promise<PortalSessionSummary[]> {
  return (await conversationsOfClient(tenantId, clientId)).map((conversation) => ({
    sessionId: conversation.id,
    kind: conversation.kind ?? 'chat',
    startedAt: conversation.startedAt,
    lastMessageAt: conversation.lastMessageAt,
    messageCount: conversation.messageCount,
    rating: conversation.rating ?? null,
    sharedWithTherapist: conversation.sharedWithTherapist,
  }));
}

async function ownConversation(
  tenantId: string,
  clientId: string,
  sessionId: string,
): Promise<ClientConversationRecord> {
  if (sessionId.includes('.')) throw sessionNotFound();
  const conversation = await getClientConversation(tenantId, sessionId);
  if (!conversation || conversation.clientId !== clientId) throw sessionNotFound();
  return conversation;
}

/** One of the client's sessions with its messages; anyone else's is "not found". */
export async function getClientSession(
  tenantId: string,
  clientId: string,
  sessionId: string,
  viewerCountry?: string,
): Promise<PortalSessionState> {
  const conversation = await ownConversation(tenantId, clientId, sessionId);
  const messages = await listClientMessages(tenantId, conversation.id);
  const resources = crisisResourcesFor(viewerCountry);
  return {
    sessionId: conversation.id,
    startedAt: conversation.startedAt,
    messages: messages.map((message) => toPortalMessage(message, resources)),
    rating: conversation.rating ?? null,
    sharedWithTherapist: conversation.sharedWithTherapist,
  };
}

export function updateClientSession(
  tenantId: string,
  clientId: string,
  sessionId: string,
  feedback: { rating?: number | undefined; sharedWithTherapist?: boolean | undefined },
): Promise<SavedFeedback> {
  return saveClientFeedback(tenantId, clientId, sessionId, feedback);
}
