/**
 * What the weekly digest counts for one practice, over the past 7 days: sessions, prompts done,
 * flags waiting for review, summaries shared. Only counters and dates are read (conversation
 * records, sharing dates, the pending-review index), never a message or a summary's text.
 */
import {
  countPendingReviews,
  listConversationsOfPractice,
} from '#functions/core/db/repositories/client-conversations-repository.ts';
import { listClientsOfPractice } from '#functions/core/db/repositories/clients-repository.ts';
import { listSharingDatesOfPractice } from '#functions/core/db/repositories/pre-session-summaries-repository.ts';
import { promptsCompletedBetween } from './prompt-completions';

export interface ClientWeek {
  /** First name and last initial: only when the practice lets the digest name clients. */
  name: string;
  sessions: number;
  summariesShared: number;
}

export interface DigestCounts {
  since: string;
  until: string;
  sessions: number;
  promptsDone: number;
  flagsWaiting: number;
  summariesShared: number;
  /** Per client, only when names are on; empty otherwise. */
  clients: ClientWeek[];
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const within = (at: string, since: string, until: string) => at >= since && at < until;

export async function digestCountsOf(
  tenantId: string,
  now: Date,
  options: { includeClientNames: boolean },
): Promise<DigestCounts> {
  const until = now.toISOString();
  const since = new Date(now.getTime() - WEEK_MS).toISOString();
  const [conversations, sharing, flagsWaiting, promptsDone, clients] = await Promise.all([
    listConversationsOfPractice(tenantId),
    listSharingDatesOfPractice(tenantId),
    countPendingReviews(tenantId),
    promptsCompletedBetween(tenantId, since, until),
    options.includeClientNames ? listClientsOfPractice(tenantId) : Promise.resolve([]),
  ]);
  const sessions = conversations.filter((conversation) => within(conversation.startedAt, since, until));
  const shared = sharing.filter((summary) => within(summary.sharedAt, since, until));
  const perClient = clients
    .map((client) => ({
      name: `${client.firstName} ${client.lastName.charAt(0)}.`.trim(),
      sessions: sessions.filter((session) => session.clientId === client.id).length,
      summariesShared: shared.filter((summary) => summary.clientId === client.id).length,
    }))
    .filter((client) => client.sessions > 0 || client.summariesShared > 0)
    .sort((a, b) => b.sessions - a.sessions || a.name.localeCompare(b.name));
  return {
    since,
    until,
    sessions: sessions.length,
    promptsDone,
    flagsWaiting,
    summariesShared: shared.length,
    clients: perClient,
  };
}
