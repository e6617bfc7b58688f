import useSWR from 'swr';
import type { TherapistSelf } from '#shared/api/schemas/therapist.ts';
import { fetchData, THERAPIST_SESSION_KEY } from '#web/lib/api-client.ts';

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
  const { data, error } = useSWR<TherapistSelf | null>(THERAPIST_SESSION_KEY, fetchData<TherapistSelf>);
  return { therapist: data ?? null, isLoading: data === undefined && !error };
}
