import useSWR, { mutate } from 'swr';
import type { PortalSessionSummary } from '#shared/api/schemas/portal.ts';
import type {
  SharedSummary,
  SharedSummaryList,
  ShareSummaryInput,
  SummaryDraft,
} from '#shared/api/schemas/pre-session-summary.ts';
import { SUMMARY_WINDOW_DAYS } from '#shared/api/schemas/pre-session-summary.ts';
import type { WeeklyDigestSettings } from '#shared/api/schemas/therapist-digest.ts';
import { apiRequest, fetchData } from '#web/lib/api-client.ts';

/** The client's side, in the portal: a draft to edit, the summaries they shared, withdrawing one. */
export const CLIENT_SUMMARIES_KEY = '/api/client/pre-session-summaries';

export function useClientSummaries() {
  return useSWR<SharedSummaryList | null>(CLIENT_SUMMARIES_KEY, fetchData);
}

export function requestSummaryDraft(): Promise<SummaryDraft> {
  return apiRequest<SummaryDraft>('POST', '/api/client/pre-session-summary/draft', {});
}

export async function shareSummary(summary: ShareSummaryInput): Promise<SharedSummary> {
  const shared = await apiRequest<SharedSummary>('POST', CLIENT_SUMMARIES_KEY, summary);
  await mutate(CLIENT_SUMMARIES_KEY);
  return shared;
}

export async function withdrawSummary(summaryId: string): Promise<void> {
  await apiRequest<void>('DELETE', `${CLIENT_SUMMARIES_KEY}/${summaryId}`);
  await mutate(CLIENT_SUMMARIES_KEY);
}

/** The therapist's side: what one client shared, dated. */
export function useSharedSummaries(clientId: string | null) {
  return useSWR<SharedSummaryList | null>(
    clientId ? `/api/therapist/clients/${clientId}/summaries` : null,
    fetchData,
  );
}

/** The therapist's weekly digest mail: opt-in, and whether it may name clients. */
const DIGEST_KEY = '/api/therapist/weekly-digest';

export function useWeeklyDigestSettings(open: boolean) {
  return useSWR<WeeklyDigestSettings | null>(open ? DIGEST_KEY : null, fetchData);
}

export async function saveWeeklyDigestSettings(
  settings: WeeklyDigestSettings,
): Promise<WeeklyDigestSettings> {
  const saved = await apiRequest<WeeklyDigestSettings>('PUT', DIGEST_KEY, settings);
  await mutate(DIGEST_KEY, saved, { revalidate: false });
  return saved;
}

/** The portal's own list of the client's sessions (the same key, so one request serves both). */
const PORTAL_SESSIONS_KEY = '/api/therapy/conversations';

/** Whether the client wrote anything in the window a summary reads (no point offering one otherwise). */
export function useHasRecentSessions(): boolean {
  const { data } = useSWR<{ sessions: PortalSessionSummary[] } | null>(PORTAL_SESSIONS_KEY, fetchData);
  const since = new Date(Date.now() - SUMMARY_WINDOW_DAYS * 24 * 60 * 60 * 1000).toISOString();
  return (data?.sessions ?? []).some((session) => session.lastMessageAt >= since);
}
