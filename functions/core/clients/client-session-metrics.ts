import { listConversationsOfPractice } from '#functions/core/db/repositories/client-conversations-repository.ts';
import { getClient } from '#functions/core/db/repositories/clients-repository.ts';
import { CLIENT_METRICS_RECENT_SESSIONS, type ClientSessionMetrics } from '#shared/api/schemas/clients.ts';
import { AppError } from '#shared/errors.ts';
import { clientStatusOf } from './client-status';

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const mean = (values: readonly number[]) =>
  values.length ? oneDecimal(values.reduce((sum, value) => sum + value, 0) / values.length) : null;

/**
 * A client's session metrics for the therapist: how many sessions, how long, when, how rated.
 * Never the text: only the conversation records' counters are read, not their messages.
 */
export async function clientSessionMetrics(
  tenantId: string,
  clientId: string,
): Promise<ClientSessionMetrics> {
  const [client, conversations] = await Promise.all([
    getClient(tenantId, clientId),
    listConversationsOfPractice(tenantId),
  ]);
  if (!client) throw new AppError('NOT_FOUND', 'Client not found');
  const sessions = conversations
    .filter((conversation) => conversation.clientId === clientId)
    .sort((a, b) => b.startedAt.localeCompare(a.startedAt));
  const ratings = sessions
    .map((session) => session.rating)
    .filter((rating): rating is number => typeof rating === 'number');
  const minutes = sessions.map((session) => session.durationMinutes);
  return {
    clientId,
    clientName: `${client.firstName} ${client.lastName}`,
    status: clientStatusOf(client),
    sessionCount: sessions.length,
    totalMinutes: minutes.reduce((sum, value) => sum + value, 0),
    averageMinutes: mean(minutes),
    firstSessionAt: sessions.at(-1)?.startedAt ?? null,
    lastSessionAt: sessions[0]?.startedAt ?? null,
    ratings: { average: mean(ratings), count: ratings.length },
    recentSessions: sessions.slice(0, CLIENT_METRICS_RECENT_SESSIONS).map((session) => ({
      startedAt: session.startedAt,
      durationMinutes: session.durationMinutes,
      messageCount: session.messageCount,
      kind: session.kind ?? 'chat',
      rating: session.rating ?? null,
      flaggedForReview: session.flaggedForReview,
    })),
  };
}
