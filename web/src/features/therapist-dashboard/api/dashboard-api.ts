import useSWR from 'swr';
import type {
  AddClientInput,
  ClientList,
  ClientSessionMetrics,
  PracticeClient,
} from '#shared/api/schemas/clients.ts';
import type {
  ConversationReview,
  ConversationSummary,
  DashboardStats,
  PracticeAnalytics,
} from '#shared/api/schemas/practice-dashboard.ts';
import type { OnboardingState } from '#shared/api/schemas/therapist-onboarding.ts';
import { api, fetchData } from '#web/lib/api-client.ts';

export const CLIENTS_KEY = '/api/therapist/clients';
export const CONVERSATIONS_KEY = '/api/therapist/conversations';

/** The browser's time zone, so "today" on the dashboard is the therapist's today. */
function timeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
export const statsKey = () => `/api/therapist/dashboard-stats?timeZone=${encodeURIComponent(timeZone())}`;
const analyticsKey = () => `/api/therapist/analytics?timeZone=${encodeURIComponent(timeZone())}`;

function useRead<T>(key: string | null) {
  const { data, error, mutate, isLoading } = useSWR<T | null>(key, fetchData<T>);
  return { data: data ?? null, error, mutate, isLoading };
}

export const useClients = () => useRead<ClientList>(CLIENTS_KEY);
export const useDashboardStats = () => useRead<DashboardStats>(statsKey());
export const useAnalytics = () => useRead<PracticeAnalytics>(analyticsKey());
export const useConversations = () => useRead<{ conversations: ConversationSummary[] }>(CONVERSATIONS_KEY);
export const useConversationReview = (id: string | null) =>
  useRead<ConversationReview>(id ? `${CONVERSATIONS_KEY}/${id}` : null);
export const useClientMetrics = (clientId: string | null) =>
  useRead<ClientSessionMetrics>(clientId ? `${CLIENTS_KEY}/${clientId}/metrics` : null);
/** How far the therapist is through the setup steps (the dashboard's progress notice). */
export const ONBOARDING_PROGRESS_KEY = '/api/therapist/onboarding';
export const useOnboardingProgress = () => useRead<OnboardingState>(ONBOARDING_PROGRESS_KEY);

export function addClient(input: AddClientInput): Promise<PracticeClient> {
  return api('POST /api/therapist/clients', { body: input });
}

export function setClientActive(clientId: string, isActive: boolean): Promise<PracticeClient> {
  return api('PATCH /api/therapist/clients/{clientId}', { params: { clientId }, body: { isActive } });
}

export function inviteClient(clientId: string): Promise<PracticeClient> {
  return api('POST /api/therapist/clients/{clientId}/invite', { params: { clientId } });
}

export function saveReview(
  conversationId: string,
  change: { therapistNotes?: string; reviewed?: true },
): Promise<ConversationReview> {
  return api('PATCH /api/therapist/conversations/{conversationId}', {
    params: { conversationId },
    body: change,
  });
}
