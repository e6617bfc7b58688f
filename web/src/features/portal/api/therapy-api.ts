import useSWR, { mutate } from 'swr';
import type {
  JournalEntry,
  PortalSessionState,
  PortalSessionSummary,
  SavedJournalEntry,
} from '#shared/api/schemas/portal.ts';
import { api, CLIENT_SESSION_KEY, fetchData } from '#web/lib/api-client.ts';

export const SESSIONS_KEY = '/api/therapy/conversations';
export const JOURNAL_KEY = '/api/therapy/journal';

export function useTherapySessions() {
  const { data } = useSWR<{ sessions: PortalSessionSummary[] } | null>(SESSIONS_KEY, fetchData);
  return data?.sessions ?? [];
}

export function useTherapySession(sessionId: string | null) {
  const { data, error } = useSWR<PortalSessionState | null>(
    sessionId ? `/api/therapy/conversation/${sessionId}` : null,
    fetchData,
  );
  return {
    session: data ?? null,
    isLoading: Boolean(sessionId) && data === undefined && !error,
    failed: Boolean(error),
  };
}

export async function saveSessionFeedback(
  sessionId: string,
  change: { rating?: number; sharedWithTherapist?: boolean },
): Promise<{ rating: number | null; sharedWithTherapist: boolean }> {
  const saved = await api('PATCH /api/therapy/conversation/{sessionId}', {
    params: { sessionId },
    body: change,
  });
  await Promise.all([mutate(SESSIONS_KEY), mutate(JOURNAL_KEY)]);
  return saved;
}

export function useJournal() {
  const { data } = useSWR<{ entries: JournalEntry[] } | null>(JOURNAL_KEY, fetchData);
  return { entries: data?.entries ?? [], isLoading: data === undefined };
}

export async function addJournalEntry(
  text: string,
  sharedWithTherapist: boolean,
): Promise<SavedJournalEntry> {
  const saved = await api('POST /api/therapy/journal', { body: { text, sharedWithTherapist } });
  await mutate(JOURNAL_KEY);
  return saved;
}

export async function deleteClientAccount(password: string): Promise<void> {
  await api('DELETE /api/client/account', { body: { password } });
  await mutate(CLIENT_SESSION_KEY, null, { revalidate: false });
}
