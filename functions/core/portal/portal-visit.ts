import { getClientConversation } from '#functions/core/db/repositories/client-conversations-repository.ts';
import type { PortalVisit } from '#shared/api/schemas/portal-visit.ts';
import { conversationIdOf, ownsConversation } from './portal-session-ids';
import { findPracticeBySubdomain } from './practice-directory';

/**
 * Whether an anonymous visitor has been here before, so the portal greets a first conversation as
 * one and a returning visitor as returning. Only what the browser can prove counts: a session
 * whose secret it holds, in this practice, with at least one message. A session of another
 * practice, someone else's, or one made up is ignored (never an error, never a hint that it exists).
 */
export async function recogniseVisitor(
  subdomain: string,
  sessionIds: readonly string[],
): Promise<PortalVisit> {
  const practice = await findPracticeBySubdomain(subdomain);
  const unique = [...new Set(sessionIds)];
  const conversations = await Promise.all(
    unique.map(async (sessionId) => ({
      sessionId,
      conversation: await getClientConversation(practice.id, conversationIdOf(sessionId)),
    })),
  );
  const theirs = conversations
    .filter(
      ({ sessionId, conversation }) =>
        conversation &&
        conversation.messageCount > 0 &&
        ownsConversation({ kind: 'visitor', name: '', address: '' }, sessionId, conversation),
    )
    .sort((a, b) => (b.conversation?.lastMessageAt ?? '').localeCompare(a.conversation?.lastMessageAt ?? ''));
  const latest = theirs[0]?.conversation;
  return {
    visit: latest ? 'returning' : 'first',
    name: latest?.visitorName?.trim() || null,
    lastSessionAt: latest?.lastMessageAt ?? null,
    knownSessionIds: theirs.map(({ sessionId }) => sessionId),
  };
}
