import useSWR from 'swr';
import type { TherapistSelf } from '#shared/api/schemas/therapist.ts';
import { fetchData, THERAPIST_SESSION_KEY } from '#web/lib/api-client.ts';
import { useSessionHint } from '#web/lib/use-session-hint.ts';

export interface CurrentTherapist {
  /** The signed-in therapist, or null for anyone else (also when the lookup failed). */
  therapist: TherapistSelf | null;
  isLoading: boolean;
}

/**
 * Which therapist is signed in (`GET /api/therapist/me`), shared by every therapist screen: one
 * lookup, fresh for 5 minutes, never retried (see the SWR config).
 */
export function useCurrentTherapist(): CurrentTherapist {
  // Without the server's sign-in hint nobody is signed in as a therapist here: no request, no wait.
  const visitor = !useSessionHint('therapist');
  const { data, error } = useSWR<TherapistSelf | null>(
    THERAPIST_SESSION_KEY,
    fetchData<TherapistSelf>,
    visitor ? { fallbackData: null } : undefined,
  );
  return { therapist: data ?? null, isLoading: data === undefined && !error };
}
