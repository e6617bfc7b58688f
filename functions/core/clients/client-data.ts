import { verifyPassword } from '#functions/core/accounts/passwords.ts';
import { endAllSessionsOfAccount } from '#functions/core/accounts/session-tokens.ts';
import { liftSignInLockout } from '#functions/core/accounts/sign-in-guard.ts';
import {
  deleteClientConversations,
  releaseClientEmailClaim,
  removeClientAccount,
} from '#functions/core/db/repositories/client-accounts-repository.ts';
import {
  type ClientConversationRecord,
  listClientMessages,
  listConversationsOfPractice,
} from '#functions/core/db/repositories/client-conversations-repository.ts';
import { setClientActive } from '#functions/core/db/repositories/clients-repository.ts';
import { forgetPasswordResetsOf } from '#functions/core/db/repositories/password-resets-repository.ts';
import { deleteAllSummariesOfClient } from '#functions/core/db/repositories/pre-session-summaries-repository.ts';
import { deleteClientPromptItems } from '#functions/core/db/repositories/reflection-prompts-repository.ts';
import { findPracticeOfClientSession } from '#functions/core/portal/practice-directory.ts';
import { forgetFairUse } from '#functions/core/rate-limits/fair-use.ts';
import { enforceLimit } from '#functions/core/rate-limits/limits.ts';
import { practiceNameOf } from '#shared/domain/practice-branding.ts';
import { AppError } from '#shared/errors.ts';
import { clientAccountErrors, clientSignInEmail, getClientOfSession } from './client-accounts';
import { clientResetSubject } from './client-password-reset';

/**
 * What a practice keeps about a client, as the client can take it away, and the deletion of their
 * account. The therapist's own notes, the review state and the safety screen's signals are the
 * therapist's and are never part of it.
 */
export interface ClientExport {
  exportedAt: string;
  profile: { firstName: string; lastName: string; email: string; practiceName: string };
  conversations: ClientConversationExport[];
}

export interface ClientConversationExport {
  id: string;
  kind: 'chat' | 'journal';
  title: string | null;
  startedAt: string;
  lastMessageAt: string;
  rating: number | null;
  ratedAt: string | null;
  sharedWithTherapist: boolean;
  sharedAt: string | null;
  messages: { role: 'client' | 'assistant'; content: string; createdAt: string }[];
}

/** A signed-in client's session: the practice and the client it names. */
export interface SignedInClient {
  tenantId: string | undefined;
  clientId: string;
  sessionId: string;
}

function tenantOf(signedIn: Pick<SignedInClient, 'tenantId'>): string {
  if (!signedIn.tenantId) throw new AppError('UNAUTHENTICATED', clientAccountErrors.sessionExpired);
  return signedIn.tenantId;
}

/** The client's own conversations (chats and journal entries), oldest first. */
async function conversationsOf(tenantId: string, clientId: string): Promise<ClientConversationRecord[]> {
  const all = await listConversationsOfPractice(tenantId);
  return all
    .filter((conversation) => conversation.clientId === clientId)
    .sort((a, b) => a.startedAt.localeCompare(b.startedAt));
}

export async function exportClientData(
  signedIn: Pick<SignedInClient, 'tenantId' | 'clientId'>,
  now = new Date(),
): Promise<ClientExport> {
  const tenantId = tenantOf(signedIn);
  const [client, practice, conversations] = await Promise.all([
    getClientOfSession(tenantId, signedIn.clientId),
    findPracticeOfClientSession(tenantId),
    conversationsOf(tenantId, signedIn.clientId),
  ]);
  const withMessages = await Promise.all(
    conversations.map(async (conversation): Promise<ClientConversationExport> => {
      const messages = await listClientMessages(tenantId, conversation.id);
      return {
        id: conversation.id,
        kind: conversation.kind ?? 'chat',
        title: conversation.title ?? null,
        startedAt: conversation.startedAt,
        lastMessageAt: conversation.lastMessageAt,
        rating: conversation.rating ?? null,
        ratedAt: conversation.ratedAt ?? null,
        sharedWithTherapist: conversation.sharedWithTherapist,
        sharedAt: conversation.sharedAt ?? null,
        messages: messages.map(({ role, content, createdAt }) => ({ role, content, createdAt })),
      };
    }),
  );
  return {
    exportedAt: now.toISOString(),
    profile: {
      firstName: client.firstName,
      lastName: client.lastName,
      email: client.email ?? '',
      practiceName: practiceNameOf(practice),
    },
    conversations: withMessages,
  };
}

export const WRONG_CLIENT_DELETION_PASSWORD =
  'That password is not right, so your account has not been deleted.';

/**
 * With the password given again, deletes the client's account: every conversation and message of
 * theirs, their sessions, the email claim and the credential. The client record stays the
 * therapist's (with their notes), inactive, so its place in the plan is freed; a record the client
 * created by signing up also loses its email.
 */
export async function deleteClientAccount(signedIn: SignedInClient, password: string): Promise<void> {
  const tenantId = tenantOf(signedIn);
  const { clientId } = signedIn;
  await enforceLimit(
    'accountDeletionPerSession',
    signedIn.sessionId,
    'Too many attempts to delete this account with a wrong password.',
  );
  const client = await getClientOfSession(tenantId, clientId);
  if (!client.passwordHash || !(await verifyPassword(password, client.passwordHash))) {
    throw new AppError('FORBIDDEN', WRONG_CLIENT_DELETION_PASSWORD, {
      errors: { password: WRONG_CLIENT_DELETION_PASSWORD },
    });
  }
  // First the credential: from here on no session of the client opens anything.
  if (!(await removeClientAccount(tenantId, clientId, { forgetEmail: Boolean(client.signedUpInPortal) }))) {
    throw new AppError('UNAUTHENTICATED', clientAccountErrors.sessionExpired);
  }
  await setClientActive(tenantId, clientId, false);
  const conversations = await conversationsOf(tenantId, clientId);
  await Promise.all([
    deleteClientConversations(
      tenantId,
      conversations.map((conversation) => conversation.id),
    ),
    client.email ? releaseClientEmailClaim(tenantId, client.email, clientId) : undefined,
    client.email ? liftSignInLockout('client', clientSignInEmail(tenantId, client.email)) : undefined,
    endAllSessionsOfAccount('client', clientId),
    forgetPasswordResetsOf('client', clientResetSubject(tenantId, clientId)),
    deleteClientPromptItems(tenantId, clientId),
    // The pre-session summaries they shared go with the account.
    deleteAllSummariesOfClient(tenantId, clientId),
    // The portal counts a client's messages as `client:<id>` (portal-chat.ts speakerIdOf).
    forgetFairUse(`client:${clientId}`),
  ]);
}
