import { isActiveClient } from '#functions/core/clients/client-status.ts';
import {
  type ClientConversationRecord,
  countPendingReviews,
  listConversationsOfPractice,
} from '#functions/core/db/repositories/client-conversations-repository.ts';
import { listClientsOfPractice } from '#functions/core/db/repositories/clients-repository.ts';
import type { DashboardStats, PracticeAnalytics } from '#shared/api/schemas/practice-dashboard.ts';

const ANALYTICS_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A date as `YYYY-MM-DD` in a time zone. */
export function dayIn(timeZone: string, date: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

function ratingsOf(conversations: readonly ClientConversationRecord[]): number[] {
  return conversations
    .map((conversation) => conversation.rating)
    .filter((rating): rating is number => typeof rating === 'number');
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The four stat cards and the pending-review badge, from live data. */
export async function dashboardStats(
  tenantId: string,
  timeZone: string,
  now = new Date(),
): Promise<DashboardStats> {
  const [clients, conversations, pendingReviews] = await Promise.all([
    listClientsOfPractice(tenantId),
    listConversationsOfPractice(tenantId),
    countPendingReviews(tenantId),
  ]);
  const today = dayIn(timeZone, now);
  const ratings = ratingsOf(conversations);
  return {
    activeClients: clients.filter(isActiveClient).length,
    todaysSessions: conversations.filter(
      (conversation) => dayIn(timeZone, new Date(conversation.startedAt)) === today,
    ).length,
    pendingReviews,
    satisfaction: ratings.length
      ? {
          average: oneDecimal(ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length),
          count: ratings.length,
        }
      : null,
  };
}

/** The Analytics tab: sessions per day for 30 days, average length, active clients, ratings. */
export async function practiceAnalytics(
  tenantId: string,
  timeZone: string,
  now = new Date(),
): Promise<PracticeAnalytics> {
  const [clients, conversations] = await Promise.all([
    listClientsOfPractice(tenantId),
    listConversationsOfPractice(tenantId),
  ]);
  const days = Array.from({ length: ANALYTICS_DAYS }, (_, index) =>
    dayIn(timeZone, new Date(now.getTime() - (ANALYTICS_DAYS - 1 - index) * DAY_MS)),
  );
  const perDay = new Map(days.map((day) => [day, 0]));
  for (const conversation of conversations) {
    const day = dayIn(timeZone, new Date(conversation.startedAt));
    if (perDay.has(day)) perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  const ratings = ratingsOf(conversations);
  const byStars = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const rating of ratings) byStars[String(rating) as keyof typeof byStars] += 1;
  const minutes = conversations.map((conversation) => conversation.durationMinutes);
  return {
    sessionsPerDay: days.map((date) => ({ date, sessions: perDay.get(date) ?? 0 })),
    totalSessions: conversations.length,
    averageSessionMinutes: minutes.length
      ? oneDecimal(minutes.reduce((sum, value) => sum + value, 0) / minutes.length)
      : null,
    activeClients: clients.filter(isActiveClient).length,
    ratings: {
      average: ratings.length
        ? oneDecimal(ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length)
        : null,
      count: ratings.length,
      byStars,
    },
  };
}
